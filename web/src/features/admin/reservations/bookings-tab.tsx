import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Reservation } from "contracts";
import { formatPrice } from "contracts/money";
import { reservationStatusLabels } from "contracts/reservations/labels";
import { isCancellable } from "contracts/reservations/rules";
import { CalendarX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { LoadError } from "../../../components/load-error";
import { statusPalette } from "../../../components/reservations/display";
import { formatSlotDate, formatSlotTime, guestName } from "../../../components/reservations/format";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { PhoneLink } from "../contact-links";

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text as="div" fontSize="sm" fontWeight="medium" wordBreak="break-word">
        {value}
      </Text>
    </Box>
  );
}

/** "Wine Tasting for Ann Archer on Fri, Nov 20, 2026 at 12:00 PM": the booking a dialog is about. */
function bookingName(reservation: Reservation): string {
  const start = reservation.slot.startTime;
  return `${reservation.slot.reservationType.name} for ${guestName(reservation.user)} on ${formatSlotDate(start)} at ${formatSlotTime(start)}`;
}

function BookingCard({
  reservation,
  now,
  onCancel,
}: {
  reservation: Reservation;
  now: Date;
  onCancel: () => void;
}) {
  const { slot, user } = reservation;
  return (
    <Card.Root as="article" aria-label={bookingName(reservation)} bg="white" borderRadius="xl" size="sm">
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="md" color="burgundy.800">
              {slot.reservationType.name}
            </Heading>
            <Text fontSize="sm">
              {guestName(user)} ·{" "}
              <Text as="span" color="fg.muted" wordBreak="break-all">
                {user.email}
              </Text>
            </Text>
          </Stack>
          <Badge colorPalette={statusPalette[reservation.status]} variant="subtle" size="md">
            {reservationStatusLabels[reservation.status]}
          </Badge>
        </Flex>
        <Flex gap={{ base: "4", md: "8" }} wrap="wrap">
          <Detail label="Date" value={formatSlotDate(slot.startTime)} />
          <Detail label="Time" value={formatSlotTime(slot.startTime)} />
          <Detail label="Guests" value={String(reservation.guestCount)} />
          <Detail label="Total" value={formatPrice(reservation.totalPrice)} />
          <Detail label="Phone" value={<PhoneLink phone={reservation.contactPhone} />} />
        </Flex>
        {reservation.specialRequests ? (
          <Box bg="cream.100" borderRadius="md" px="3" py="2" fontSize="sm">
            <Text as="span" fontWeight="semibold">
              Special requests:{" "}
            </Text>
            {reservation.specialRequests}
          </Box>
        ) : null}
        {isCancellable(slot.startTime, reservation.status, now) ? (
          <HStack justify="flex-end">
            <Button size="xs" variant="outline" colorPalette="red" onClick={onCancel}>
              Cancel Booking
            </Button>
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** Every booking, latest time first; an upcoming one can be cancelled for the guest. */
export function BookingsTab() {
  const query = useQuery({ ...trpc.admin.reservations.queryOptions(), staleTime: 30_000 });
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const cancel = useMutation(trpc.reservations.cancel.mutationOptions());

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      const cancelled = await cancel.mutateAsync({ id: cancelling.id });
      // The list shows the answer at once (Cancelled, no Cancel button), before any refetch.
      queryClient.setQueryData(trpc.admin.reservations.queryKey(), (list) =>
        list?.map((r) => (r.id === cancelled.id ? cancelled : r)),
      );
      toast({
        title: "Reservation cancelled",
        description: `The spots of ${guestName(cancelling.user)}'s booking are open again.`,
      });
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The reservation could not be cancelled.",
        variant: "destructive",
      });
    }
    setCancelling(null);
    // This list is the admin's answer (trpc.admin.*), besides the slots and the guest's own list;
    // the dashboard's bookings of today and the member's profile read it too.
    await Promise.all([
      queryClient.invalidateQueries(trpc.admin.pathFilter()),
      queryClient.invalidateQueries(trpc.reservations.pathFilter()),
    ]);
  }

  if (query.isPending) {
    return <SkeletonStack count={4} height="28" borderRadius="xl" />;
  }
  if (query.isError) {
    return (
      <LoadError
        variant="inline"
        error={query.error}
        fallback="The bookings could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <Stack align="center" textAlign="center" gap="2" py="12" role="status">
        <Box color="burgundy.400" aria-hidden>
          <CalendarX size={40} />
        </Box>
        <Heading as="h3" size="lg" color="burgundy.800">
          No Reservations Yet
        </Heading>
        <Text color="fg.muted">Bookings made on the reservations page will appear here.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      {query.data.map((reservation) => (
        <BookingCard
          key={reservation.id}
          reservation={reservation}
          now={now}
          onCancel={() => setCancelling(reservation)}
        />
      ))}
      <ConfirmDialog
        title="Cancel Booking"
        message={
          cancelling
            ? `Cancel ${bookingName(cancelling)} (${cancelling.guestCount} ${cancelling.guestCount === 1 ? "guest" : "guests"})? Their spots become available again.`
            : ""
        }
        confirmLabel="Cancel Booking"
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        onConfirm={() => void confirmCancel()}
        isPending={cancel.isPending}
      />
    </Stack>
  );
}
