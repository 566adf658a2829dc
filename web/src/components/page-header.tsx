import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The burgundy band that opens an inner page, with its h1. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom="burgundy.800"
      gradientTo="burgundy.950"
      color="cream.50"
      py={{ base: "10", md: "14" }}
      data-surface="dark"
    >
      <Container maxW="7xl">
        {eyebrow ? (
          <Text
            color="gold.300"
            textTransform="uppercase"
            letterSpacing="0.2em"
            fontSize="xs"
            fontWeight="semibold"
            mb="2"
          >
            {eyebrow}
          </Text>
        ) : null}
        <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.1" fontWeight="bold">
          {title}
        </Heading>
        {children ? (
          <Box mt="3" maxW="2xl" color="cream.200" fontSize={{ base: "md", md: "lg" }}>
            {children}
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}
