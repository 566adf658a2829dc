import { Box, Flex, Text } from "@chakra-ui/react";
import { site } from "contracts/site";
import { Grape } from "lucide-react";

/** The winery's mark: a grape crest, the name in Playfair Display and the founding year. */
export function Wordmark({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <Flex align="center" gap="2.5">
      <Flex
        align="center"
        justify="center"
        boxSize={{ base: "9", md: "10" }}
        borderRadius="full"
        bg="burgundy.700"
        color="gold.400"
        borderWidth="2px"
        borderColor="gold.500"
        flexShrink="0"
        aria-hidden
      >
        <Grape size={20} />
      </Flex>
      <Box lineHeight="1.1">
        <Text
          as="span"
          display="block"
          fontFamily="heading"
          fontWeight="bold"
          fontSize={{ base: "lg", md: "xl" }}
          color={tone === "dark" ? "cream.50" : "burgundy.800"}
        >
          {site.name}
        </Text>
        <Text
          as="span"
          display="block"
          fontSize="2xs"
          letterSpacing="0.2em"
          textTransform="uppercase"
          color={tone === "dark" ? "gold.300" : "gold.700"}
          fontWeight="semibold"
        >
          Est. {site.established}
        </Text>
      </Box>
    </Flex>
  );
}
