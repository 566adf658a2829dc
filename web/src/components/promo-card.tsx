import { Box, Button, Card, Flex, Heading, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactNode } from "react";

export interface PromoCardProps {
  icon: ReactNode;
  eyebrow?: string;
  title: string;
  text: string;
  linkTo: string;
  linkLabel: string;
  tone?: "burgundy" | "cream";
}

/** A banner that invites people somewhere else on the site (the wine club, the tasting room). */
export function PromoCard({
  icon,
  eyebrow,
  title,
  text,
  linkTo,
  linkLabel,
  tone = "burgundy",
}: PromoCardProps) {
  const dark = tone === "burgundy";
  return (
    <Card.Root
      as="aside"
      aria-label={title}
      borderRadius="xl"
      overflow="hidden"
      bg={dark ? "burgundy.800" : "cream.200"}
      color={dark ? "cream.50" : "burgundy.900"}
      borderWidth="0"
      height="full"
    >
      <Card.Body>
        <Flex gap="4" align="flex-start" direction={{ base: "column", sm: "row" }}>
          <Box
            flexShrink={0}
            p="3"
            borderRadius="full"
            bg={dark ? "whiteAlpha.200" : "white"}
            color={dark ? "gold.300" : "burgundy.600"}
            aria-hidden
          >
            {icon}
          </Box>
          <Box flex="1">
            {eyebrow ? (
              <Text
                fontSize="xs"
                textTransform="uppercase"
                letterSpacing="0.2em"
                fontWeight="bold"
                color={dark ? "gold.300" : "gold.700"}
                mb="1"
              >
                {eyebrow}
              </Text>
            ) : null}
            <Heading as="h2" size="xl" lineHeight="short">
              {title}
            </Heading>
            <Text mt="2" color={dark ? "cream.200" : "fg.muted"}>
              {text}
            </Text>
            <Button
              asChild
              mt="4"
              size="sm"
              {...(dark
                ? { bg: "gold.500", color: "burgundy.950", _hover: { bg: "gold.400" } }
                : { colorPalette: "burgundy" })}
            >
              <RouterLink to={linkTo}>{linkLabel}</RouterLink>
            </Button>
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
