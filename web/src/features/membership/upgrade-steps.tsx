import { Box, Button, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { formatPrice } from "contracts/money";
import { CircleAlert, CircleCheck } from "lucide-react";

export function ProcessingStep() {
  return (
    <Stack align="center" textAlign="center" gap="4" py="10" role="status" aria-live="polite">
      <Spinner size="xl" color="burgundy.700" borderWidth="3px" />
      <Text fontWeight="semibold" fontSize="lg">
        Processing your payment...
      </Text>
      <Text color="fg.muted" fontSize="sm">
        Please keep this window open while we upgrade your membership.
      </Text>
    </Stack>
  );
}

export interface SuccessStepProps {
  to: Tier;
  /** What the card was charged today ("100.00"), when the api said. */
  charged: string | null;
  onClose: () => void;
}

export function SuccessStep({ to, charged, onClose }: SuccessStepProps) {
  const name = tiers[to].name;
  return (
    <Stack align="center" textAlign="center" gap="4" py="6" role="status" aria-live="polite">
      <Box color="vine.600" aria-hidden>
        <CircleCheck size={56} />
      </Box>
      <Text as="h3" fontFamily="heading" fontSize="2xl" fontWeight="bold" color="burgundy.800">
        Welcome to {name}!
      </Text>
      <Text color="fg.muted">
        Your membership is now {name}.
        {charged ? ` Your card was charged ${formatPrice(charged)} today for the upgrade.` : ""}
      </Text>
      <Button colorPalette="burgundy" onClick={onClose}>
        Done
      </Button>
    </Stack>
  );
}

export interface DeclinedStepProps {
  /** The gateway's reason, when it gave one. */
  reason: string | null;
  onClose: () => void;
  onRetry: () => void;
}

export function DeclinedStep({ reason, onClose, onRetry }: DeclinedStepProps) {
  return (
    <Stack gap="4" py="2" role="alert">
      <HStack gap="3" align="flex-start">
        <Box color="red.600" pt="1" aria-hidden>
          <CircleAlert size={28} />
        </Box>
        <Box>
          <Text as="h3" fontFamily="heading" fontSize="xl" fontWeight="bold" color="red.700">
            Payment Declined
          </Text>
          <Text>
            Your payment could not be processed. Please check your payment information and try again.
          </Text>
          {reason ? (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {reason}
            </Text>
          ) : null}
        </Box>
      </HStack>
      <HStack justify="flex-end" gap="2" wrap="wrap">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button colorPalette="burgundy" onClick={onRetry}>
          Try Again
        </Button>
      </HStack>
    </Stack>
  );
}
