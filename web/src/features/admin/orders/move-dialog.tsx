import { Box, Button, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import {
  type AdminOrder,
  cancellationEffects,
  formatUsd,
  isPaid,
  type OrderStatus,
  toCents,
} from "contracts";
import { useState } from "react";
import { AppDialog } from "../../../components/ui/dialog";
import { FieldFrame } from "../../../components/ui/field-frame";
import { toast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/trpc";
import { liningFigures } from "../figures";
import { customerLabel } from "./order-display";
import { useOrderMutations } from "./use-order-mutations";

export interface PendingMove {
  order: AdminOrder;
  status: Extract<OrderStatus, "cancelled" | "confirmed">;
}

function explain({ order, status }: PendingMove): { title: string; message: string; confirm: string } {
  if (status === "confirmed") {
    return {
      title: `Mark order #${order.orderNumber} as paid?`,
      message:
        "Only when the customer paid outside the site (by phone or in the tasting room): the order then counts as a sale.",
      confirm: "Mark as Paid",
    };
  }
  const left = toCents(order.total) - toCents(order.refunded);
  const effects = cancellationEffects(order).join(" ");
  const money =
    isPaid(order.status) && left > 0
      ? `${formatUsd(left)} goes back to ${customerLabel(order)}'s card, and one e-mail tells them the order is cancelled and refunded.`
      : "The order is cancelled.";
  return {
    title: `Cancel order #${order.orderNumber}?`,
    message: [money, effects, "This cannot be undone."].filter(Boolean).join(" "),
    confirm: "Cancel Order",
  };
}

/** "Are you sure?" before a move that cannot be taken back: cancelling (with its refund) or marking paid. */
export function MoveDialog({ move, onClose }: { move: PendingMove | null; onClose: () => void }) {
  const mutations = useOrderMutations();
  const [note, setNote] = useState("");
  const text = move ? explain(move) : null;
  async function confirm() {
    if (!move) return;
    try {
      await mutations.move.mutateAsync({
        orderId: move.order.id,
        status: move.status,
        note: note.trim() || undefined,
      });
      toast({ title: "Order updated!", description: "The order status has been updated successfully." });
      setNote("");
      onClose();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "Failed to update order status.",
        variant: "destructive",
      });
    }
  }
  return (
    <AppDialog
      title={
        <Box as="span" {...liningFigures}>
          {text?.title ?? ""}
        </Box>
      }
      open={move !== null}
      size="sm"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button
            colorPalette={move?.status === "cancelled" ? "red" : "burgundy"}
            onClick={() => void confirm()}
            loading={mutations.move.isPending}
          >
            {text?.confirm}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text>{text?.message}</Text>
        <FieldFrame
          label={
            move?.status === "cancelled"
              ? "Reason (the customer sees it with the refund)"
              : "Note for the timeline (optional)"
          }
        >
          <Textarea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={2}
            bg="white"
            maxLength={2000}
          />
        </FieldFrame>
      </Stack>
    </AppDialog>
  );
}
