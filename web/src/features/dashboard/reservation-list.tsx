import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Reservation } from "contracts";
import { formatPrice } from "contracts/money";
import { reservationStatusLabels } from "contracts/reservations/labels";
import { CalendarX } from "lucide-react";
import { useState } from "react";
import { statusPalette } from "../../components/reservations/display";
import { formatSlotDate, formatSlotTime } from "../../components/reservations/format";
import { AppDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { errorMessage, trpc } from "../../lib/trpc";
import { isUpcoming } from "./activity";
import { ActivityRow } from "./activity-row";

function describe(reservation: Reservation): string {
  const start = reservation.slot.startTime;
  return `${reservation.slot.reservationType.name} on ${formatSlotDate(start)} at ${formatSlotTime(start)}`;
}

function CancelDialog({ reservation, onClose }: { reservation: Reservation | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const cancel = useMutation(trpc.reservations.cancel.mutationOptions());
  const [shown, setShown] = useState(reservation);
  if (reservation && reservation !== shown) setShown(reservation);

  async function confirm(target: Reservation) {
    try {
      await cancel.mutateAsync({ id: target.id });
      toast({ title: "Reservation cancelled", description: `${describe(target)} was cancelled.` });
      onClose();
    } catch (error) {
      toast({
        title: "Cancellation failed",
        description: errorMessage(error) ?? "Your reservation could not be cancelled. Please try again.",
        variant: "destructive",
      });
    } finally {
      await queryClient.invalidateQueries(trpc.reservations.pathFilter());
    }
  }

  return (
    <AppDialog
      title="Cancel this reservation?"
      size="sm"
      open={reservation !== null}
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) onClose();
      }}
    >
      {shown ? (
        <Stack gap="4">
          <Text>
            {describe(shown)}, {shown.guestCount} {shown.guestCount === 1 ? "guest" : "guests"}. Your spots go
            back to other guests and cannot be held again.
          </Text>
          <HStack justify="flex-end" gap="2" wrap="wrap">
            <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
              Keep Reservation
            </Button>
            <Button
              colorPalette="red"
              loading={cancel.isPending}
              loadingText="Cancelling..."
              onClick={() => void confirm(shown)}
            >
              Cancel Reservation
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </AppDialog>
  );
}

function ReservationRow({
  reservation,
  now,
  onCancel,
}: {
  reservation: Reservation;
  now: number;
  onCancel: (reservation: Reservation) => void;
}) {
  const start = reservation.slot.startTime;
  const name = reservation.slot.reservationType.name;
  return (
    <ActivityRow
      label={`${name}, ${formatSlotDate(start)}`}
      title={name}
      status={{
        label: reservationStatusLabels[reservation.status],
        palette: statusPalette[reservation.status],
      }}
      details={
        <>
          {formatSlotDate(start)} at {formatSlotTime(start)} · {reservation.guestCount}{" "}
          {reservation.guestCount === 1 ? "guest" : "guests"} · {formatPrice(reservation.totalPrice)}
          {/* Nothing was charged online: the booking is paid on the day. */}
          {isUpcoming(reservation, now) ? " · pay at the tasting room" : ""}
        </>
      }
      aside={
        isUpcoming(reservation, now) ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            flexShrink={0}
            onClick={() => onCancel(reservation)}
            aria-label={`Cancel ${name} on ${formatSlotDate(start)}`}
          >
            <CalendarX aria-hidden /> Cancel
          </Button>
        ) : null
      }
    />
  );
}

export interface ReservationListProps {
  reservations: readonly Reservation[];
  now: number;
  label: string;
}

/** Bookings with their date, time, party, total and status; upcoming ones can be cancelled. */
export function ReservationList({ reservations, now, label }: ReservationListProps) {
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
        {reservations.map((reservation) => (
          <ReservationRow key={reservation.id} reservation={reservation} now={now} onCancel={setCancelling} />
        ))}
      </Stack>
      <CancelDialog reservation={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
