import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

const tones = {
  success: { bg: "vine.50", border: "vine.200", icon: "vine.700" },
  failure: { bg: "red.50", border: "red.200", icon: "red.600" },
} as const;

export interface ResultBannerProps {
  tone: keyof typeof tones;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** The width of the page below, so the banner's text lines up with it. */
  maxW: "3xl" | "4xl";
}

/** The band that opens the order's outcome page (Order Confirmed!, Payment Failed) with its h1. */
export function ResultBanner({ tone, icon, title, children, maxW }: ResultBannerProps) {
  const colors = tones[tone];
  return (
    <Box bg={colors.bg} borderBottomWidth="1px" borderColor={colors.border} py={{ base: "8", md: "12" }}>
      <Container maxW={maxW} textAlign="center">
        <Flex justify="center" color={colors.icon} mb="3" aria-hidden>
          {icon}
        </Flex>
        <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }} color="burgundy.800" lineHeight="1.1">
          {title}
        </Heading>
        <Text mt="3" color="burgundy.900" fontSize={{ base: "md", md: "lg" }}>
          {children}
        </Text>
      </Container>
    </Box>
  );
}
