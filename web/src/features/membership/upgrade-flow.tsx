import { useMutation } from "@tanstack/react-query";
import type { Tier, UpgradeInput } from "contracts/membership/schemas";
import { useRef, useState } from "react";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { useSchemaForm } from "../../lib/forms";
import { stripeCardProblem } from "../../lib/stripe";
import { errorMessage, trpc } from "../../lib/trpc";
import type { StripeCard } from "../../lib/use-stripe-card";
import { UpgradeForm } from "./upgrade-form";
import { toPaymentData, type UpgradePayment, upgradeDefaults, upgradePaymentSchema } from "./upgrade-payment";
import { DeclinedStep, ProcessingStep, SuccessStep } from "./upgrade-steps";

type Step = "form" | "processing" | "success" | "declined";

const missingInformation = () =>
  toast({
    title: "Missing Information",
    description: "Please fill in all payment fields",
    variant: "destructive",
  });

const notReady = () =>
  toast({
    title: "Payment system not ready",
    description: "Please wait a moment and try again.",
    variant: "destructive",
  });

export interface UpgradeFlowProps {
  from: Tier;
  to: Tier;
  onBusyChange: (busy: boolean) => void;
  onSucceeded: () => void;
  onClose: () => void;
  /** Set when the site takes cards with Stripe Elements: its Card Element replaces the card fields. */
  stripe: StripeCard | null;
}

/**
 * The dialog's body: form, processing, success or declined. Mounted afresh each time it opens; the
 * form keeps what was typed across a decline ("Try Again"). With Stripe, the card becomes a payment
 * method in Stripe's iframe first, and only its id is sent.
 */
export function UpgradeFlow({ from, to, onBusyChange, onSucceeded, onClose, stripe }: UpgradeFlowProps) {
  const { user } = useAuth();
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: upgradeDefaults(user),
    schema: () => upgradePaymentSchema(stripe !== null),
    toInput: toPaymentData,
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

  /** One attempt at a time: the dialog cannot close meanwhile. */
  async function busy(work: () => Promise<void>) {
    submitting.current = true;
    onBusyChange(true);
    try {
      await work();
    } finally {
      submitting.current = false;
      onBusyChange(false);
    }
  }

  async function payWithStripe(card: StripeCard, name: string | null) {
    const problem = stripeCardProblem(card);
    setCardChecked(true);
    if (problem?.kind === "not-ready") {
      notReady();
      return;
    }
    if (!name || problem?.kind === "empty") {
      missingInformation();
      return;
    }
    if (problem) return;
    setCreatingMethod(true);
    await busy(async () => {
      const method = await card.createPaymentMethod({ name }).catch(() => null);
      if (method?.ok) {
        await charge({ name, paymentMethodId: method.paymentMethodId });
      } else if (method?.kind === "not-ready") {
        notReady();
      } else {
        // Stripe refused the card (or could not be reached): the same step as a declined charge.
        setDeclineReason(method?.message ?? null);
        setStep("declined");
      }
    }).finally(() => setCreatingMethod(false));
  }

  const pay = handleSubmit(
    async (payment: UpgradePayment) => {
      if (submitting.current) return;
      if (stripe) await payWithStripe(stripe, payment.name);
      else await busy(() => charge(payment));
    },
    () => {
      if (submitting.current) return;
      if (stripe) void payWithStripe(stripe, null);
      else missingInformation();
    },
  );

  if (step === "processing") return <ProcessingStep />;
  if (step === "success") return <SuccessStep to={to} charged={charged} onClose={onClose} />;
  if (step === "declined") {
    return (
      <DeclinedStep
        reason={declineReason}
        onClose={onClose}
        onRetry={() => {
          // With Stripe the form gets a new, empty Card Element: no messages about the old one.
          setCardChecked(false);
          setStep("form");
        }}
      />
    );
  }

  // After an attempt, what the card still lacks stays next to it until it is fixed.
  const cardProblem = stripe && cardChecked ? stripeCardProblem(stripe) : null;
  return (
    <UpgradeForm
      from={from}
      to={to}
      control={control}
      stripe={stripe}
      cardMessage={cardProblem && cardProblem.kind !== "not-ready" ? cardProblem.message : undefined}
      creatingMethod={creatingMethod}
      onSubmit={(event) => void pay(event)}
      onClose={onClose}
    />
  );
}
