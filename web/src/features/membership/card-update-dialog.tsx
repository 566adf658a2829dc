import { Button, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TestPaymentMethodInput } from "contracts/orders/schemas";
import { useState } from "react";
import { StripeCardField } from "../../components/stripe-card-field";
import { AppDialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import {
  CARD_DIGITS_MAX,
  type CardValues,
  CVC_MAX_LENGTH,
  cardFormSchema,
  cardNumberLength,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  ZIP_LENGTH,
} from "../../lib/card";
import { useSchemaForm } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";
import { type StripeCard, useStripeCard } from "../../lib/use-stripe-card";

const cardNumber = (value: string) => formatCardNumber(value);
const cvcDigits = (value: string) => digitsOnly(value, CVC_MAX_LENGTH);
const zipDigits = (value: string) => digitsOnly(value, ZIP_LENGTH);

/**
 * Saves the new card (and, when a renewal was declined, the server charges it at once). The server
 * verifies the card as it saves it: a card that would be declined is refused with the reason, and
 * the card kept before stays.
 */
function useSaveCard(onDone: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation(trpc.membership.updatePaymentMethod.mutationOptions());
  const [problem, setProblem] = useState<string | null>(null);
  async function saveMethod(paymentMethodId: string) {
    setProblem(null);
    try {
      const membership = await save.mutateAsync({ paymentMethodId });
      await Promise.all([
        queryClient.invalidateQueries(trpc.membership.pathFilter()),
        queryClient.invalidateQueries(trpc.auth.me.pathFilter()),
        queryClient.invalidateQueries(trpc.orders.my.pathFilter()),
      ]);
      toast({
        title: "Card saved",
        description:
          membership.status === "past_due"
            ? "Your new card was declined too. Please try another one."
            : "Your club renewals will be charged to this card.",
        variant: membership.status === "past_due" ? "destructive" : "default",
      });
      if (membership.status !== "past_due") onDone();
    } catch (error) {
      // The server verified the card and refused it: the card saved before is still the one charged.
      const why = errorMessage(error) ?? "We could not save this card. Please try another one.";
      setProblem(`${why} Your saved card is unchanged.`);
    }
  }
  return { saveMethod, saving: save.isPending, problem, setProblem };
}

/** The test gateway's card fields (typed and checked as at checkout), turned into a token by the server. */
function TestCardForm({ onDone }: { onDone: () => void }) {
  const { user } = useAuth();
  const { saveMethod, saving, problem, setProblem } = useSaveCard(onDone);
  const tokenise = useMutation(trpc.orders.createTestPaymentMethod.mutationOptions());
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user?.username || "";
  const { control, handleSubmit } = useSchemaForm<CardValues, TestPaymentMethodInput>({
    defaultValues: { cardNumber: "", expiry: "", cvc: "", name, zip: "" },
    schema: () => cardFormSchema(new Date()),
  });
  const submit = handleSubmit(async (card) => {
    try {
      const token = await tokenise.mutateAsync(card);
      await saveMethod(token.paymentMethodId);
    } catch (error) {
      setProblem(errorMessage(error) ?? "Your card was declined.");
    }
  });
  return (
    <Stack as="form" gap="4" onSubmit={(event) => void submit(event)}>
      <FormField control={control} name="name" label="Name on card" autoComplete="cc-name" required />
      <FormField
        control={control}
        name="cardNumber"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={cardNumberLength(CARD_DIGITS_MAX)}
        format={cardNumber}
        required
      />
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
        <FormField
          control={control}
          name="expiry"
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
          name="cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={CVC_MAX_LENGTH}
          format={cvcDigits}
          required
        />
        <FormField
          control={control}
          name="zip"
          inputName="billing-zip"
          label="Billing ZIP"
          inputMode="numeric"
          autoComplete="billing postal-code"
          maxLength={ZIP_LENGTH}
          format={zipDigits}
          required
        />
      </SimpleGrid>
      {problem ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {problem}
        </Text>
      ) : null}
      <Button
        type="submit"
        colorPalette="burgundy"
        loading={saving || tokenise.isPending}
        loadingText="Saving..."
      >
        Save card
      </Button>
    </Stack>
  );
}

function StripeCardForm({ card, onDone }: { card: StripeCard; onDone: () => void }) {
  const { user } = useAuth();
  const { saveMethod, saving, problem, setProblem } = useSaveCard(onDone);
  const [creating, setCreating] = useState(false);
  async function submit() {
    setCreating(true);
    const method = await card.createPaymentMethod({ name: user?.username ?? "" }).catch(() => null);
    setCreating(false);
    if (method?.ok) await saveMethod(method.paymentMethodId);
    else
      setProblem(
        method && method.kind === "provider" ? method.message : "Please complete your card details.",
      );
  }
  return (
    <Stack gap="4">
      <StripeCardField card={card} />
      {problem ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {problem}
        </Text>
      ) : null}
      <Button
        colorPalette="burgundy"
        loading={saving || creating}
        loadingText="Saving..."
        onClick={() => void submit()}
      >
        Save card
      </Button>
    </Stack>
  );
}

function StripeForm({ publishableKey, onDone }: { publishableKey: string; onDone: () => void }) {
  const card = useStripeCard(publishableKey);
  return <StripeCardForm card={card} onDone={onDone} />;
}

/** "Update card": the card kept for renewals is replaced; no card data is stored by the winery. */
export function CardUpdateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Read in place (not through a shared constant), so a build without the key leaves Stripe out.
  const stripeKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  return (
    <AppDialog title="Update your card" open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Text fontSize="sm" color="fg.muted" mb="4">
        Your monthly club charges go to this card. If a renewal was declined, we'll charge it again right
        away.
      </Text>
      {stripeKey ? (
        <StripeForm publishableKey={stripeKey} onDone={onClose} />
      ) : (
        <TestCardForm onDone={onClose} />
      )}
    </AppDialog>
  );
}
