import { Box, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { CreditCard, Lock } from "lucide-react";
import { StripeCardField } from "../../components/stripe-card-field";
import { FormField } from "../../components/ui/form-field";
import {
  CARD_DIGITS_MAX,
  CVC_MAX_LENGTH,
  cardNumberLength,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  ZIP_LENGTH,
} from "../../lib/card";
import type { StripeCard } from "../../lib/use-stripe-card";
import { CheckoutSection } from "./checkout-section";
import type { CheckoutControl } from "./checkout-values";

const cvcDigits = (value: string) => digitsOnly(value, CVC_MAX_LENGTH);
const zipDigits = (value: string) => digitsOnly(value, ZIP_LENGTH);
const cardNumber = (value: string) => formatCardNumber(value);

/** What happens to the card: used once, or (joining the club) saved for the monthly renewals. */
function secureNote(stripe: boolean, savesCard: boolean): string {
  if (savesCard) {
    return stripe
      ? "Your card is saved for the monthly renewals: it goes straight to Stripe, which keeps it; we keep only its brand, last 4 digits and expiry."
      : "Your card is saved for the monthly renewals: our payment processor keeps it; we keep only its brand, last 4 digits and expiry.";
  }
  return stripe
    ? "Card details go straight to Stripe over an encrypted connection; we never see or store them."
    : "Card details are used once to take this payment and are never stored.";
}

function SecureNote({ stripe, savesCard }: { stripe: boolean; savesCard: boolean }) {
  return (
    <HStack gap="2" fontSize="xs" color="fg.muted" align="flex-start">
      <Box flexShrink={0} pt="0.5">
        <Lock size={14} aria-hidden />
      </Box>
      <Text data-testid="card-note">{secureNote(stripe, savesCard)}</Text>
    </HStack>
  );
}

/** The cardholder's name: asked by both card forms. */
function CardholderName({ control }: { control: CheckoutControl }) {
  return (
    <FormField
      control={control}
      name="card.name"
      inputName="ccname"
      label="Cardholder name"
      autoComplete="cc-name"
      required
    />
  );
}

/** The built-in card form (the offline test gateway): number, expiry, CVC, name, billing ZIP. */
function CardForm({ control }: { control: CheckoutControl }) {
  return (
    <Stack gap="4">
      <FormField
        control={control}
        name="card.cardNumber"
        inputName="cardnumber"
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        maxLength={cardNumberLength(CARD_DIGITS_MAX)}
        format={cardNumber}
        required
      />
      <SimpleGrid columns={2} gap="4">
        <FormField
          control={control}
          name="card.expiry"
          inputName="cc-exp"
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          format={formatExpiry}
          required
        />
        <FormField
          control={control}
          name="card.cvc"
          label="CVC"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={CVC_MAX_LENGTH}
          format={cvcDigits}
          required
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <CardholderName control={control} />
        <FormField
          control={control}
          name="card.zip"
          inputName="billing-zip"
          label="Billing ZIP"
          autoComplete="billing postal-code"
          inputMode="numeric"
          maxLength={ZIP_LENGTH}
          format={zipDigits}
          required
        />
      </SimpleGrid>
    </Stack>
  );
}

export interface PaymentSectionProps {
  /** Present when the site takes cards with Stripe. */
  stripe: StripeCard | null;
  control: CheckoutControl;
  /** Stripe only: why the card cannot be used yet ("Please enter your card details."). */
  stripeError: string | undefined;
  /** The order starts a club membership: the card is kept for the renewals. */
  savesCard: boolean;
}

/** Step 3: the card. */
export function PaymentSection({ stripe, control, stripeError, savesCard }: PaymentSectionProps) {
  return (
    <CheckoutSection
      step={3}
      title="Payment"
      aside={
        <Box color="burgundy.700" aria-hidden>
          <CreditCard size={22} />
        </Box>
      }
    >
      {stripe ? (
        // Stripe's Card Element holds number, expiry, CVC and ZIP in Stripe's iframe.
        <Stack gap="4">
          <CardholderName control={control} />
          <StripeCardField card={stripe} error={stripeError} />
        </Stack>
      ) : (
        <CardForm control={control} />
      )}
      <SecureNote stripe={Boolean(stripe)} savesCard={savesCard} />
    </CheckoutSection>
  );
}
