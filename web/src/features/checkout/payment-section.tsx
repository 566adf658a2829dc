import { Box, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { CreditCard, Lock } from "lucide-react";
import { StripeCardField } from "../../components/stripe-card-field";
import { FormField } from "../../components/ui/form-field";
import {
  CARD_DIGITS_MAX,
  type CardField,
  type CardValues,
  CVC_MAX_LENGTH,
  cardNumberLength,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  ZIP_LENGTH,
} from "../../lib/card";
import type { FieldErrors } from "../../lib/forms";
import type { StripeCard } from "../../lib/use-stripe-card";
import { CheckoutSection } from "./checkout-section";

function SecureNote({ stripe }: { stripe: boolean }) {
  return (
    <HStack gap="2" fontSize="xs" color="fg.muted">
      <Lock size={14} aria-hidden />
      <Text>
        {stripe
          ? "Card details go straight to Stripe over an encrypted connection; we never see or store them."
          : "Card details are used once to take this payment and are never stored."}
      </Text>
    </HStack>
  );
}

interface CardFormProps {
  values: CardValues;
  onChange: (field: CardField, value: string) => void;
  errors: FieldErrors<CardField>;
}

/** The built-in card form (the offline test gateway): number, expiry, CVC, name, billing ZIP. */
function CardForm({ values, onChange, errors }: CardFormProps) {
  return (
    <Stack gap="4">
      <FormField
        label="Card number"
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        maxLength={cardNumberLength(CARD_DIGITS_MAX)}
        required
        value={values.cardNumber}
        onValueChange={(value) => onChange("cardNumber", formatCardNumber(value))}
        error={errors.cardNumber}
      />
      <SimpleGrid columns={2} gap="4">
        <FormField
          label="Expiry (MM/YY)"
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          required
          value={values.expiry}
          onValueChange={(value) => onChange("expiry", formatExpiry(value))}
          error={errors.expiry}
        />
        <FormField
          label="CVC"
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={CVC_MAX_LENGTH}
          required
          value={values.cvc}
          onValueChange={(value) => onChange("cvc", digitsOnly(value, CVC_MAX_LENGTH))}
          error={errors.cvc}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          label="Cardholder name"
          name="ccname"
          autoComplete="cc-name"
          required
          value={values.name}
          onValueChange={(value) => onChange("name", value)}
          error={errors.name}
        />
        <FormField
          label="Billing ZIP"
          name="billing-zip"
          autoComplete="billing postal-code"
          inputMode="numeric"
          maxLength={ZIP_LENGTH}
          required
          value={values.zip}
          onValueChange={(value) => onChange("zip", digitsOnly(value, ZIP_LENGTH))}
          error={errors.zip}
        />
      </SimpleGrid>
    </Stack>
  );
}

interface StripeCardFormProps {
  card: StripeCard;
  name: string;
  onNameChange: (value: string) => void;
  nameError: string | undefined;
  cardError: string | undefined;
}

/** Stripe's Card Element (number, expiry, CVC and ZIP in Stripe's iframe) and the cardholder name. */
function StripeCardForm({ card, name, onNameChange, nameError, cardError }: StripeCardFormProps) {
  return (
    <Stack gap="4">
      <FormField
        label="Cardholder name"
        name="ccname"
        autoComplete="cc-name"
        required
        value={name}
        onValueChange={onNameChange}
        error={nameError}
      />
      <StripeCardField card={card} error={cardError} />
    </Stack>
  );
}

export interface PaymentSectionProps {
  /** Present when the site takes cards with Stripe. */
  stripe: StripeCard | null;
  card: CardValues;
  onCardChange: (field: CardField, value: string) => void;
  errors: FieldErrors<CardField>;
  /** Stripe only: why the card cannot be used yet ("Please enter your card details."). */
  stripeError: string | undefined;
}

/** Step 3: the card. */
export function PaymentSection({ stripe, card, onCardChange, errors, stripeError }: PaymentSectionProps) {
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
        <StripeCardForm
          card={stripe}
          name={card.name}
          onNameChange={(value) => onCardChange("name", value)}
          nameError={errors.name}
          cardError={stripeError}
        />
      ) : (
        <CardForm values={card} onChange={onCardChange} errors={errors} />
      )}
      <SecureNote stripe={Boolean(stripe)} />
    </CheckoutSection>
  );
}
