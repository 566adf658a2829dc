import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { awards, awardsYear } from "contracts/awards";
import { Award, Medal } from "lucide-react";
import { AppDialog } from "../../components/ui/dialog";

/** The hero's award badge and the list of this year's medals it opens. */
export function AwardsDialog() {
  return (
    <AppDialog
      title={`${awardsYear} Awards`}
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
          <Award aria-hidden /> {awardsYear} award winner · See our medals
        </Button>
      }
    >
      <Stack gap="3">
        <Text color="fg.muted">
          Every medal below was judged blind, against wines from across North America. We are proud of each
          one, and prouder still of the vineyard crew who grew the fruit.
        </Text>
        <Stack as="ul" gap="2" listStyleType="none">
          {awards.map((award) => (
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
                  {award.competition} {awardsYear}
                </Text>
              </Box>
            </Flex>
          ))}
        </Stack>
      </Stack>
    </AppDialog>
  );
}
