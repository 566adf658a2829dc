import { Box, Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import {
  type AdminOrderDetail,
  cancellationEffects,
  carrierLabels,
  carriers,
  formatCents,
  formatUsd,
  isUnshipped,
  type OrderDetailsFormInput,
  orderDetailsFormInput,
  refundableCents,
  refundFormInput,
  refundRefusal,
  toCents,
} from "contracts";
import { useRef, useState } from "react";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage } from "../../../lib/trpc";
import { liningFigures } from "../figures";
import { customerLabel } from "./order-display";
import { asksToShip, trackingNote } from "./tracking-note";
import { useOrderMutations } from "./use-order-mutations";

type DetailsValues = OrderDetailsFormInput;

/**
 * The order's standing details: tracking number, carrier and notes. Saving them does not move the
 * order or tell the customer; a new tracking number on a paid, unshipped order asks whether to mark
 * it shipped (which e-mails the customer) or only save it (contracts' status rules, tracking-note.ts).
 */
export function OrderDetailsForm({ order }: { order: AdminOrderDetail }) {
  const { edit } = useOrderMutations();
  const [asking, setAsking] = useState<DetailsValues | null>(null);
  const tracking = trackingNote(order.status);
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: {
      trackingNumber: order.trackingNumber ?? "",
      carrier: order.carrier ?? "",
      notes: order.notes ?? "",
    },
    schema: orderDetailsFormInput,
    clearOnChange: true,
  });
  async function save(input: DetailsValues, ship: boolean) {
    try {
      await edit.mutateAsync({
        id: order.id,
        status: ship ? "shipped" : order.status,
        trackingNumber: input.trackingNumber || null,
        carrier: input.carrier || null,
        notes: input.notes || null,
      });
      setAsking(null);
      toast(
        ship
          ? {
              title: `Order #${order.orderNumber} is shipped`,
              description: "The customer is e-mailed the tracking number and the carrier's tracking link.",
            }
          : {
              title: "Details saved",
              description: tracking.offerShipping
                ? "The customer is not told until the order is marked shipped."
                : "The tracking number and notes are saved.",
            },
      );
    } catch (error) {
      setAsking(null);
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The order could not be saved.",
        variant: "destructive",
      });
    }
  }
  const submit = handleSubmit(async (input) => {
    if (asksToShip(order, input.trackingNumber)) {
      setAsking(input);
      return;
    }
    await save(input, false);
  });
  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Tracking and notes">
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <SelectField control={control} name="carrier" label="Carrier">
              <option value="">Not chosen</option>
              {carriers.map((carrier) => (
                <option key={carrier} value={carrier}>
                  {carrierLabels[carrier]}
                </option>
              ))}
            </SelectField>
            <FormField
              control={control}
              name="trackingNumber"
              label="Tracking number"
              autoComplete="off"
              helperText={tracking.note}
            />
          </SimpleGrid>
          <TextareaField control={control} name="notes" label="Order notes (staff only)" rows={3} />
          <HStack justify="flex-end">
            <Button
              type="submit"
              size="sm"
              colorPalette="burgundy"
              variant="outline"
              loading={edit.isPending}
            >
              Save Details
            </Button>
          </HStack>
        </Stack>
      </form>
      <AppDialog
        title={
          <Box as="span" {...liningFigures}>
            Mark order #{order.orderNumber} as shipped?
          </Box>
        }
        size="sm"
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !edit.isPending) setAsking(null);
        }}
        footer={
          <Stack direction={{ base: "column", sm: "row" }} gap="2" width={{ base: "full", sm: "auto" }}>
            <Button
              variant="outline"
              onClick={() => {
                if (asking) void save(asking, false);
              }}
              disabled={edit.isPending}
            >
              Only save (customer not told)
            </Button>
            <Button
              colorPalette="burgundy"
              loading={edit.isPending}
              onClick={() => {
                if (asking) void save(asking, true);
              }}
            >
              Mark as Shipped
            </Button>
          </Stack>
        }
      >
        {asking ? (
          <Text {...liningFigures}>
            Tracking number {asking.trackingNumber.trim()}
            {asking.carrier ? ` (${carrierLabels[asking.carrier]})` : ""}. Marking the order shipped e-mails{" "}
            {order.customerEmail ?? "the customer"} the tracking number; only saving it tells the customer
            nothing until the order is marked shipped.
          </Text>
        ) : null}
      </AppDialog>
    </>
  );
}

const newKey = () => `refund-${crypto.randomUUID()}`;

interface RefundAsk {
  amount: number;
  reason: string;
}

/**
 * Gives part or all of the payment back to the card, once the staff confirm the amount and who gets
 * it ("Refund $12.34 to Grace Buyer?"). The request carries an idempotency key: a second press, or
 * asking again after a lost answer, never refunds twice; a changed amount or reason is a new refund
 * with a new key.
 */
export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const { refund } = useOrderMutations();
  const state = {
    totalCents: toCents(order.total),
    refundedCents: toCents(order.refunded),
    paid: order.paidAt !== null,
  };
  const left = refundableCents(state);
  // A refund of everything left on an order not shipped cancels it (the api does both).
  const cancels = (amount: number) => amount === left && isUnshipped(order.status, order.shipsNothing);
  const key = useRef({ value: newKey(), for: "" });
  const [asking, setAsking] = useState<RefundAsk | null>(null);
  const { control, handleSubmit, setError, reset } = useSchemaForm({
    defaultValues: { amount: formatCents(left), reason: "" },
    schema: refundFormInput,
    clearOnChange: true,
  });
  const check = handleSubmit((input) => {
    const amount = toCents(input.amount);
    const refusal = refundRefusal(amount, state);
    if (refusal) {
      setError("amount", { message: refusal });
      return;
    }
    setAsking({ amount, reason: input.reason });
  });
  async function send({ amount, reason }: RefundAsk) {
    const asked = `${amount}:${reason}`;
    if (key.current.for !== asked) key.current = { value: newKey(), for: asked };
    try {
      const updated = await refund.mutateAsync({
        orderId: order.id,
        amount,
        reason,
        idempotencyKey: key.current.value,
      });
      key.current = { value: newKey(), for: "" };
      setAsking(null);
      toast({
        title: "Refund made",
        description: `${formatUsd(amount)} is on its way back to ${customerLabel(order)}'s card.`,
      });
      reset({
        amount: formatCents(refundableCents({ ...state, refundedCents: toCents(updated.refunded) })),
        reason: "",
      });
    } catch (error) {
      setAsking(null);
      toast({
        title: "Refund failed",
        description: errorMessage(error) ?? "The refund could not be made.",
        variant: "destructive",
      });
    }
  }
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
    <>
      <form onSubmit={(event) => void check(event)} noValidate aria-label="Refund">
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
            <Button type="submit" size="sm" colorPalette="red">
              Refund...
            </Button>
          </HStack>
        </Stack>
      </form>
      <AppDialog
        title={
          <Box as="span" {...liningFigures}>
            {asking ? `Refund ${formatUsd(asking.amount)} to ${customerLabel(order)}?` : "Refund"}
          </Box>
        }
        size="sm"
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !refund.isPending) setAsking(null);
        }}
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={() => setAsking(null)} disabled={refund.isPending}>
              Keep it
            </Button>
            <Button
              colorPalette="red"
              loading={refund.isPending}
              onClick={() => {
                if (asking) void send(asking);
              }}
            >
              {asking
                ? `Refund ${formatUsd(asking.amount)}${cancels(asking.amount) ? " and Cancel" : ""}`
                : "Refund"}
            </Button>
          </HStack>
        }
      >
        {asking ? (
          <Stack gap="2" {...liningFigures}>
            <Text>
              {formatUsd(asking.amount)} of order #{order.orderNumber} goes back to the card{" "}
              {customerLabel(order)} paid with
              {order.customerEmail ? `, and ${order.customerEmail} is e-mailed the reason` : ""}. This cannot
              be undone.
            </Text>
            {cancels(asking.amount) ? (
              <Text fontWeight="semibold" role="note">
                {[
                  "It is everything left on an order not shipped, so the order is cancelled too.",
                  ...cancellationEffects(order),
                ].join(" ")}
              </Text>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              Reason: “{asking.reason}”
            </Text>
          </Stack>
        ) : null}
      </AppDialog>
    </>
  );
}
