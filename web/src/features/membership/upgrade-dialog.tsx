import { Box, Button, HStack, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { upgradePriceCents } from "contracts/membership/allowance";
import { tiers } from "contracts/membership/rules";
import type { Tier, UpgradeInput } from "contracts/membership/schemas";
import { formatPrice, formatUsd } from "contracts/money";
import { CircleAlert, CircleCheck, CreditCard, Lock } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { StripeCardField } from "../../components/stripe-card-field";
import { AppDialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { CVC_MAX_LENGTH, cardNumberLength, digitsOnly, formatCardNumber, ZIP_LENGTH } from "../../lib/card";
import { stripeCardProblem } from "../../lib/stripe";
import { errorMessage, trpc } from "../../lib/trpc";
import { type StripeCard, useStripeCard } from "../../lib/use-stripe-card";

type Step = "form" | "processing" | "success" | "declined";

/** Part 1 §5: the upgrade form takes 16-digit card numbers (19 characters grouped in fours). */
const CARD_DIGITS = 16;

interface PaymentValues {
  name: string;
  cardNumber: string;
  cvv: string;
  zipCode: string;
}

function TierSummary({ from, to }: { from: Tier; to: Tier }) {
  const target = tiers[to];
  return (
    <Box bg="cream.100" borderWidth="1px" borderColor="cream.300" borderRadius="lg" p="4">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box>
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            Upgrading to
          </Text>
          <Text fontFamily="heading" fontSize="2xl" fontWeight="bold" color="burgundy.800">
            {target.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatUsd(target.monthlyPriceCents)}/month, from {tiers[from].name} at{" "}
            {formatUsd(tiers[from].monthlyPriceCents)}/month
          </Text>
        </Box>
        <Text fontWeight="semibold" color="burgundy.800" data-testid="upgrade-price">
          {formatUsd(upgradePriceCents(from, to))}/month more
        </Text>
      </HStack>
      <Text fontSize="sm" mt="2">
        {target.freeWinesPerMonth} free {target.freeWinesPerMonth === 1 ? "bottle" : "bottles"} a month and{" "}
        {target.discountPercent}% off every wine.
      </Text>
    </Box>
  );
}

const missingInformation = () =>
  toast({
    title: "Missing Information",
    description: "Please fill in all payment fields",
    variant: "destructive",
  });

interface UpgradeFlowProps {
  from: Tier;
  to: Tier;
  onBusyChange: (busy: boolean) => void;
  onSucceeded: () => void;
  onClose: () => void;
  /** Set when the site takes cards with Stripe Elements: its Card Element replaces the card fields. */
  stripe: StripeCard | null;
}

/**
 * The dialog's body: form, processing, success or declined. Mounted afresh each time it opens. With
 * Stripe, the card becomes a payment method in Stripe's iframe first, and only its id is sent.
 */
function UpgradeFlow({ from, to, onBusyChange, onSucceeded, onClose, stripe }: UpgradeFlowProps) {
  const { user } = useAuth();
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(" ").trim();
  const [values, setValues] = useState<PaymentValues>({
    name: fullName || user?.username || "",
    cardNumber: "",
    cvv: "",
    zipCode: "",
  });
  const [step, setStep] = useState<Step>("form");
  const [declineReason, setDeclineReason] = useState<string | null>(null);
  const [charged, setCharged] = useState<string | null>(null);
  // Stripe only: the card is being turned into a payment method (the form stays up meanwhile, as the
  // Card Element must stay mounted), and whether an attempt was made (to say what the card lacks).
  const [creatingMethod, setCreatingMethod] = useState(false);
  const [cardChecked, setCardChecked] = useState(false);
  const submitting = useRef(false);
  const upgrade = useMutation(trpc.membership.upgrade.mutationOptions());
  const set = (key: keyof PaymentValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const target = tiers[to];

  /** Charges the upgrade with the card (raw fields or a Stripe payment method); declines stay here. */
  async function charge(paymentData: UpgradeInput["paymentData"]) {
    setStep("processing");
    try {
      const result = await upgrade.mutateAsync({ targetTier: to, paymentData });
      setCharged(result.charged);
      setStep("success");
      onSucceeded();
    } catch (error) {
      setDeclineReason(errorMessage(error) ?? null);
      setStep("declined");
    }
  }

  async function submitWithStripe(card: StripeCard) {
    const name = values.name.trim();
    const problem = stripeCardProblem(card);
    setCardChecked(true);
    if (problem?.kind === "not-ready") {
      toast({
        title: "Payment system not ready",
        description: "Please wait a moment and try again.",
        variant: "destructive",
      });
      return;
    }
    if (!name || problem?.kind === "empty") {
      missingInformation();
      return;
    }
    if (problem) return;
    submitting.current = true;
    setCreatingMethod(true);
    onBusyChange(true);
    try {
      const method = await card.createPaymentMethod({ name }).catch(() => null);
      if (method?.ok) {
        await charge({ name, paymentMethodId: method.paymentMethodId });
      } else if (method?.kind === "not-ready") {
        toast({
          title: "Payment system not ready",
          description: "Please wait a moment and try again.",
          variant: "destructive",
        });
      } else {
        // Stripe refused the card (or could not be reached): the same step as a declined charge.
        setDeclineReason(method?.message ?? null);
        setStep("declined");
      }
    } finally {
      submitting.current = false;
      setCreatingMethod(false);
      onBusyChange(false);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    if (stripe) {
      await submitWithStripe(stripe);
      return;
    }
    const payment = {
      name: values.name.trim(),
      cardNumber: digitsOnly(values.cardNumber, CARD_DIGITS),
      cvv: values.cvv,
      zipCode: values.zipCode,
    };
    if (!payment.name || !payment.cardNumber || !payment.cvv || !payment.zipCode) {
      missingInformation();
      return;
    }
    submitting.current = true;
    onBusyChange(true);
    try {
      await charge(payment);
    } finally {
      submitting.current = false;
      onBusyChange(false);
    }
  }

  if (step === "processing") {
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

  if (step === "success") {
    return (
      <Stack align="center" textAlign="center" gap="4" py="6" role="status" aria-live="polite">
        <Box color="vine.600" aria-hidden>
          <CircleCheck size={56} />
        </Box>
        <Text as="h3" fontFamily="heading" fontSize="2xl" fontWeight="bold" color="burgundy.800">
          Welcome to {target.name}!
        </Text>
        <Text color="fg.muted">
          Your membership is now {target.name}.
          {charged ? ` Your card was charged ${formatPrice(charged)} today for the upgrade.` : ""}
        </Text>
        <Button colorPalette="burgundy" onClick={onClose}>
          Done
        </Button>
      </Stack>
    );
  }

  if (step === "declined") {
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
            {declineReason ? (
              <Text fontSize="sm" color="fg.muted" mt="1">
                {declineReason}
              </Text>
            ) : null}
          </Box>
        </HStack>
        <HStack justify="flex-end" gap="2" wrap="wrap">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            colorPalette="burgundy"
            onClick={() => {
              // With Stripe the form gets a new, empty Card Element: no messages about the old one.
              setCardChecked(false);
              setStep("form");
            }}
          >
            Try Again
          </Button>
        </HStack>
      </Stack>
    );
  }

  // After an attempt, what the card still lacks stays next to it until it is fixed.
  const cardProblem = stripe && cardChecked ? stripeCardProblem(stripe) : null;
  const cardMessage = cardProblem && cardProblem.kind !== "not-ready" ? cardProblem.message : undefined;
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Upgrade payment">
      <Stack gap="4">
        <TierSummary from={from} to={to} />
        <FormField
          label="Name on card"
          name="name"
          autoComplete="cc-name"
          value={values.name}
          onValueChange={set("name")}
          maxLength={100}
          required
        />
        {stripe ? (
          <StripeCardField card={stripe} error={cardMessage} />
        ) : (
          <CardFields values={values} set={set} />
        )}
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
            <CreditCard aria-hidden /> Upgrade for {formatUsd(upgradePriceCents(from, to))}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The test gateway's card fields: number, CVV and billing ZIP. */
function CardFields({
  values,
  set,
}: {
  values: PaymentValues;
  set: (key: keyof PaymentValues) => (value: string) => void;
}) {
  return (
    <>
      <FormField
        label="Card number"
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 5678 9012 3456"
        value={values.cardNumber}
        onValueChange={(value) => set("cardNumber")(formatCardNumber(value, CARD_DIGITS))}
        maxLength={cardNumberLength(CARD_DIGITS)}
        required
      />
      <SimpleGrid columns={2} gap="4">
        <FormField
          label="CVV"
          name="cvv"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          value={values.cvv}
          onValueChange={(value) => set("cvv")(digitsOnly(value, CVC_MAX_LENGTH))}
          maxLength={CVC_MAX_LENGTH}
          required
        />
        <FormField
          label="ZIP code"
          name="zipCode"
          autoComplete="billing postal-code"
          inputMode="numeric"
          placeholder="44030"
          value={values.zipCode}
          onValueChange={(value) => set("zipCode")(digitsOnly(value, ZIP_LENGTH))}
          maxLength={ZIP_LENGTH}
          required
        />
      </SimpleGrid>
    </>
  );
}

type StripeUpgradeFlowProps = Omit<UpgradeFlowProps, "stripe"> & { publishableKey: string };

/** The upgrade with Stripe Elements (Stripe.js loads when the dialog first opens). */
function StripeUpgradeFlow({ publishableKey, ...props }: StripeUpgradeFlowProps) {
  const stripe = useStripeCard(publishableKey);
  return <UpgradeFlow {...props} stripe={stripe} />;
}

export interface UpgradeDialogProps {
  /** The tier to move to; null keeps the dialog closed. */
  targetTier: Tier | null;
  onClose: () => void;
}

/**
 * The membership upgrade (part 1 §2, §4): payment form, processing, success or declined. Closing
 * resets it; closing after a success welcomes the person to the new tier and refreshes the
 * membership and the signed-in user, so every badge shows the new tier.
 */
export function UpgradeDialog({ targetTier, onClose }: UpgradeDialogProps) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const succeeded = useRef(false);
  // Keep the last tier on screen while the dialog animates closed.
  const [shownTier, setShownTier] = useState<Tier | null>(targetTier);
  if (targetTier && targetTier !== shownTier) setShownTier(targetTier);
  // The tier held when the dialog opened: the refresh after a success must not change the form's text.
  const [fromTier, setFromTier] = useState<Tier | null>(user?.membershipTier ?? null);
  const heldTier = user?.membershipTier ?? null;
  if (!targetTier && fromTier !== heldTier) setFromTier(heldTier);

  function close() {
    if (busy) return;
    onClose();
    if (!succeeded.current || !shownTier) return;
    succeeded.current = false;
    const name = tiers[shownTier].name;
    const article = /^[AEIOU]/.test(name) ? "an" : "a";
    toast({
      title: `Welcome to ${name}!`,
      description: `You are now ${article} ${name} member. Enjoy your new benefits.`,
    });
    void Promise.all([
      queryClient.invalidateQueries(trpc.auth.me.pathFilter()),
      queryClient.invalidateQueries(trpc.membership.pathFilter()),
      queryClient.invalidateQueries(trpc.wines.memberSelection.pathFilter()),
      queryClient.invalidateQueries(trpc.orders.my.pathFilter()),
    ]);
  }

  const from = fromTier;
  const to = shownTier;
  const onSucceeded = () => {
    succeeded.current = true;
  };
  // Read in place (not through a shared constant), so a build without the key leaves Stripe out.
  const stripeKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  const flow = from && to ? { from, to, onBusyChange: setBusy, onSucceeded, onClose: close } : null;
  return (
    <AppDialog
      title={to ? `Upgrade to ${tiers[to].name}` : "Upgrade your membership"}
      open={targetTier !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      {flow ? (
        stripeKey ? (
          <StripeUpgradeFlow publishableKey={stripeKey} {...flow} />
        ) : (
          <UpgradeFlow {...flow} stripe={null} />
        )
      ) : (
        <Text>Upgrades are for wine club members. Join the club to choose a tier.</Text>
      )}
    </AppDialog>
  );
}
