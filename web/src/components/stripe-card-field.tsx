import { Box, Field, HStack, Spinner, Text } from "@chakra-ui/react";
import type { StripeCard } from "../lib/use-stripe-card";

export interface StripeCardFieldProps {
  card: StripeCard;
  /** Why the card cannot be used; Stripe's own message about what was typed when unset. */
  error?: string | undefined;
}

/**
 * Stripe's Card Element (number, expiry, CVC and ZIP in Stripe's iframe) as a labelled field, with
 * what to say while Stripe.js loads and when it could not load.
 */
export function StripeCardField({ card, error: reported }: StripeCardFieldProps) {
  const error = reported ?? card.error;
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Card details <Field.RequiredIndicator />
      </Field.Label>
      <Box
        width="full"
        bg="white"
        borderWidth="1px"
        borderColor={error ? "red.500" : "border"}
        borderRadius="l2"
        px="3"
        py="3"
        minH="11"
        position="relative"
      >
        <div ref={card.mountRef} />
        {card.status === "loading" ? (
          <HStack gap="2" color="fg.muted" fontSize="sm" position="absolute" inset="0" px="3">
            <Spinner size="xs" /> <Text>Loading secure card entry...</Text>
          </HStack>
        ) : null}
      </Box>
      {card.status === "failed" ? (
        <Text color="red.700" fontSize="sm" role="alert">
          Secure card entry could not load. Please check your connection and reload the page.
        </Text>
      ) : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
