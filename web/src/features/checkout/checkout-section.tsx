import { Card, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface CheckoutSectionProps {
  step: number;
  title: string;
  /** Short text under the title. */
  intro?: ReactNode;
  /** Something on the title's right (the sign-in toggle). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One numbered part of the checkout form (contact, shipping, payment). */
export function CheckoutSection({ step, title, intro, aside, children }: CheckoutSectionProps) {
  const id = `checkout-step-${step}`;
  return (
    <Card.Root
      as="section"
      aria-labelledby={id}
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
    >
      <Card.Body gap="5" p={{ base: "4", md: "6" }}>
        <Flex gap="3" justify="space-between" align={{ base: "flex-start", sm: "center" }} wrap="wrap">
          <Flex gap="3" align="center">
            <Flex
              aria-hidden
              flexShrink={0}
              boxSize="8"
              borderRadius="full"
              bg="burgundy.700"
              color="cream.50"
              align="center"
              justify="center"
              fontWeight="bold"
              fontSize="sm"
            >
              {step}
            </Flex>
            <Heading as="h2" id={id} size="xl" color="burgundy.800">
              {title}
            </Heading>
          </Flex>
          {aside}
        </Flex>
        {intro ? (
          <Text color="fg.muted" fontSize="sm" mt="-2">
            {intro}
          </Text>
        ) : null}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
