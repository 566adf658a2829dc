import { Box, Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { CreditCard, Lock } from "lucide-react";
import type { FormEvent } from "react";
import { StripeCardField } from "../../components/stripe-card-field";
import { FormField } from "../../components/ui/form-field";
import { CVC_MAX_LENGTH, cardNumberLength, digitsOnly, formatCardNumber, ZIP_LENGTH } from "../../lib/card";
import type { StripeCard } from "../../lib/use-stripe-card";
import { UPGRADE_CARD_DIGITS, type UpgradeControl, upgradeTexts } from "./upgrade-payment";

const cardNumber = (value: string) => formatCardNumber(value, UPGRADE_CARD_DIGITS);
const cvvDigits = (value: string) => digitsOnly(value, CVC_MAX_LENGTH);
const zipDigits = (value: string) => digitsOnly(value, ZIP_LENGTH);

function TierSummary({ from, to }: { from: Tier; to: Tier }) {
  const texts = upgradeTexts(from, to);
  return (
    <Box bg="cream.100" borderWidth="1px" borderColor="cream.300" borderRadius="lg" p="4">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box>
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            Upgrading to
          </Text>
          <Text fontFamily="heading" fontSize="2xl" fontWeight="bold" color="burgundy.800">
            {tiers[to].name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {texts.prices}
          </Text>
        </Box>
        <Text fontWeight="semibold" color="burgundy.800" data-testid="upgrade-price">
          {texts.difference}
        </Text>
      </HStack>
      <Text fontSize="sm" mt="2">
        {texts.benefits}
      </Text>
      <Box
        as="dl"
        mt="3"
        pt="3"
        borderTopWidth="1px"
        borderColor="cream.300"
        fontSize="sm"
        aria-label="Today's charge"
      >
        {texts.charge.map((line, index) => {
          const total = index === texts.charge.length - 1;
          return (
            <HStack key={line.label} justify="space-between" fontWeight={total ? "bold" : "normal"}>
              <Text as="dt" color={total ? "burgundy.900" : "fg.muted"}>
                {line.label}
              </Text>
              <Text as="dd" color="burgundy.900" data-testid={total ? "upgrade-total" : undefined}>
                {line.amount}
              </Text>
            </HStack>
          );
        })}
        <Text fontSize="xs" color="fg.muted" mt="1">
          {texts.renewal}
        </Text>
      </Box>
    </Box>
  );
}

/** The test gateway's card fields: number, CVV and billing ZIP. */
function CardFields({ control }: { control: UpgradeControl }) {
  return (
    <>
      <FormField
        control={control}
        name="cardNumber"
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        format={cardNumber}
        maxLength={cardNumberLength(UPGRADE_CARD_DIGITS)}
        required
      />
      <SimpleGrid columns={2} gap="4">
        <FormField
          control={control}
          name="cvv"
          label="CVV"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          format={cvvDigits}
          maxLength={CVC_MAX_LENGTH}
          required
        />
        <FormField
          control={control}
          name="zipCode"
          label="ZIP code"
          autoComplete="billing postal-code"
          inputMode="numeric"
          placeholder="44030"
          format={zipDigits}
          maxLength={ZIP_LENGTH}
          required
        />
      </SimpleGrid>
    </>
  );
}

export interface UpgradeFormProps {
  from: Tier;
  to: Tier;
  control: UpgradeControl;
  /** Set when the site takes cards with Stripe Elements: its Card Element replaces the card fields. */
  stripe: StripeCard | null;
  /** Stripe only: what the card still lacks, once an attempt was made. */
  cardMessage: string | undefined;
  /** Stripe only: the card is being turned into a payment method. */
  creatingMethod: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
}

/** The upgrade's payment form: the tier it buys, the card, and the price on the button. */
export function UpgradeForm({
  from,
  to,
  control,
  stripe,
  cardMessage,
  creatingMethod,
  onSubmit,
  onClose,
}: UpgradeFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Upgrade payment">
      <Stack gap="4">
        <TierSummary from={from} to={to} />
        <FormField
          control={control}
          name="name"
          label="Name on card"
          autoComplete="cc-name"
          maxLength={100}
          required
        />
        {stripe ? <StripeCardField card={stripe} error={cardMessage} /> : <CardFields control={control} />}
        <HStack gap="2" color="fg.muted" fontSize="sm">
          <Lock size={14} aria-hidden />
          <Text>
            {stripe
              ? "Card details go straight to Stripe over an encrypted connection; we never see or store them."
              : "Your card goes to our payment processor once and is never stored."}
          </Text>
        </HStack>
        <HStack justify="flex-end" gap="2" wrap="wrap">
          <Button variant="outline" onClick={onClose} disabled={creatingMethod}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="burgundy"
            disabled={stripe !== null && stripe.status !== "ready"}
            loading={creatingMethod}
          >
            <CreditCard aria-hidden /> {upgradeTexts(from, to).action}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
