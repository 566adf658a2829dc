import { Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import {
  type AdminOrderDetail,
  carrierLabels,
  carriers,
  formatCents,
  formatUsd,
  orderDetailsFormInput,
  refundableCents,
  refundFormInput,
  refundRefusal,
  toCents,
} from "contracts";
import { useRef } from "react";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage } from "../../../lib/trpc";
import { useOrderMutations } from "./use-order-mutations";

/** The order's standing details: tracking number, carrier and notes, saved without moving its status. */
export function OrderDetailsForm({ order }: { order: AdminOrderDetail }) {
  const { edit } = useOrderMutations();
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: {
      trackingNumber: order.trackingNumber ?? "",
      carrier: order.carrier ?? "",
      notes: order.notes ?? "",
    },
    schema: orderDetailsFormInput,
    clearOnChange: true,
  });
  const save = handleSubmit(async (input) => {
    try {
      await edit.mutateAsync({
        id: order.id,
        status: order.status,
        trackingNumber: input.trackingNumber || null,
        carrier: input.carrier || null,
        notes: input.notes || null,
      });
      toast({ title: "Order updated!", description: "The tracking number and notes are saved." });
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The order could not be saved.",
        variant: "destructive",
      });
    }
  });
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Tracking and notes">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField control={control} name="carrier" label="Carrier">
            <option value="">Not shipped yet</option>
            {carriers.map((carrier) => (
              <option key={carrier} value={carrier}>
                {carrierLabels[carrier]}
              </option>
            ))}
          </SelectField>
          <FormField control={control} name="trackingNumber" label="Tracking number" autoComplete="off" />
        </SimpleGrid>
        <TextareaField control={control} name="notes" label="Order notes" rows={3} />
        <HStack justify="flex-end">
          <Button type="submit" size="sm" colorPalette="burgundy" variant="outline" loading={edit.isPending}>
            Save Details
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

const newKey = () => `refund-${crypto.randomUUID()}`;

/**
 * Gives part or all of the payment back to the card. The request carries an idempotency key: a
 * second press, or asking again after a lost answer, never refunds twice; a changed amount or reason
 * is a new refund with a new key.
 */
export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const { refund } = useOrderMutations();
  const state = {
    totalCents: toCents(order.total),
    refundedCents: toCents(order.refunded),
    paid: order.paidAt !== null,
  };
  const left = refundableCents(state);
  const key = useRef({ value: newKey(), for: "" });
  const { control, handleSubmit, setError, reset } = useSchemaForm({
    defaultValues: { amount: formatCents(left), reason: "" },
    schema: refundFormInput,
    clearOnChange: true,
  });
  const send = handleSubmit(async (input) => {
    const amount = toCents(input.amount);
    const refusal = refundRefusal(amount, state);
    if (refusal) {
      setError("amount", { message: refusal });
      return;
    }
    const asked = `${amount}:${input.reason}`;
    if (key.current.for !== asked) key.current = { value: newKey(), for: asked };
    try {
      const updated = await refund.mutateAsync({
        orderId: order.id,
        amount,
        reason: input.reason,
        idempotencyKey: key.current.value,
      });
      key.current = { value: newKey(), for: "" };
      toast({
        title: "Refund made",
        description: `${formatUsd(amount)} is on its way back to the customer's card.`,
      });
      reset({
        amount: formatCents(refundableCents({ ...state, refundedCents: toCents(updated.refunded) })),
        reason: "",
      });
    } catch (error) {
      toast({
        title: "Refund failed",
        description: errorMessage(error) ?? "The refund could not be made.",
        variant: "destructive",
      });
    }
  });
  if (!state.paid) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Nothing to refund: this order was never paid.
      </Text>
    );
  }
  if (left === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        This order has been refunded in full.
      </Text>
    );
  }
  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Refund">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Up to {formatUsd(left)} can still go back to the customer's card.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <FormField control={control} name="amount" label="Amount ($)" inputMode="decimal" required />
          <Stack gridColumn={{ sm: "span 2" }}>
            <FormField control={control} name="reason" label="Reason (the customer sees it)" required />
          </Stack>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" size="sm" colorPalette="red" loading={refund.isPending}>
            Refund
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
