import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { Award, Medal } from "lucide-react";
import { AppDialog } from "../../components/ui/dialog";

const awards2025 = [
  { medal: "Double Gold", competition: "Great Lakes Wine Competition", wine: "2023 Estate Dry Riesling" },
  { medal: "Gold", competition: "Ohio Quality Wine Awards", wine: "2022 Lakeshore Chardonnay" },
  { medal: "Best of Class", competition: "Eastern States Wine Judging", wine: "2023 Vidal Blanc Ice Wine" },
  {
    medal: "Gold",
    competition: "North Coast Harvest Challenge",
    wine: "2021 Ridge Reserve Cabernet Sauvignon",
  },
  { medal: "Silver", competition: "Great Lakes Wine Competition", wine: "Ridge Road Brut Sparkling" },
  { medal: "Silver", competition: "Ohio Quality Wine Awards", wine: "2024 Conneaut Creek Rosé" },
] as const;

/** The hero's award badge and the list of this year's medals it opens. */
export function AwardsDialog() {
  return (
    <AppDialog
      title="2025 Awards"
      trigger={
        <Button
          size="sm"
          borderRadius="full"
          bg="gold.500"
          color="burgundy.950"
          _hover={{ bg: "gold.400" }}
          fontWeight="semibold"
          boxShadow="md"
          whiteSpace="normal"
          height="auto"
          minH="8"
          py="1.5"
          textAlign="start"
        >
          <Award aria-hidden /> 2025 award winner · See our medals
        </Button>
      }
    >
      <Stack gap="3">
        <Text color="fg.muted">
          Every medal below was judged blind, against wines from across North America. We are proud of each
          one, and prouder still of the vineyard crew who grew the fruit.
        </Text>
        <Stack as="ul" gap="2" listStyleType="none">
          {awards2025.map((award) => (
            <Flex
              as="li"
              key={`${award.competition}-${award.wine}`}
              gap="3"
              align="flex-start"
              p="3"
              bg="white"
              borderRadius="md"
              borderWidth="1px"
              borderColor="cream.300"
            >
              <Box color="gold.600" pt="0.5" flexShrink="0">
                <Medal size={22} aria-hidden />
              </Box>
              <Box>
                <Text fontWeight="semibold" color="burgundy.800">
                  {award.medal} · {award.wine}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {award.competition} 2025
                </Text>
              </Box>
            </Flex>
          ))}
        </Stack>
      </Stack>
    </AppDialog>
  );
}
