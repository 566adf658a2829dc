import { Badge, Box, Button, Card, Flex, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Attendance, DaySheetBooking, DaySheetSlot } from "contracts";
import { tiers } from "contracts/membership/rules";
import { attendanceLabels } from "contracts/reservations/labels";
import { attendanceCounts } from "contracts/reservations/rules";
import { addDays, businessDate } from "contracts/time";
import { CalendarDays, Printer } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { LoadError } from "../../../components/load-error";
import { formatSlotDate, formatSlotTime } from "../../../components/reservations/format";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { FieldFrame } from "../../../components/ui/field-frame";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { PhoneLink } from "../contact-links";
import { StaffBookingDialog } from "./staff-booking-dialog";

/** On paper only the sheet prints: the admin chrome and every button are left off. */
const printCss = `
@media print {
  body * { visibility: hidden !important; }
  .rr-day-sheet, .rr-day-sheet * { visibility: visible !important; }
  .rr-day-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .rr-day-sheet [data-no-print] { display: none !important; }
  .rr-day-sheet article { break-inside: avoid; border: 1px solid #999 !important; box-shadow: none !important; }
}`;

const attendancePalette: Record<Attendance, string> = {
  expected: "gray",
  checked_in: "green",
  no_show: "red",
};

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.daySheet.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.reservations.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.analytics.pathFilter()),
    ]);
}

function Party({ booking }: { booking: DaySheetBooking }) {
  const invalidate = useInvalidate();
  const mark = useMutation(trpc.admin.setAttendance.mutationOptions());
  async function set(attendance: Attendance) {
    try {
      await mark.mutateAsync({ id: booking.id, attendance });
      await invalidate();
    } catch (error) {
      toast({
        title: "Not saved",
        description: errorMessage(error) ?? "The mark was not saved.",
        variant: "destructive",
      });
    }
  }
  return (
    <Box as="li" borderTopWidth="1px" borderColor="cream.200" pt="2">
      <Flex justify="space-between" gap="2" wrap="wrap" align="flex-start">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold">
            {booking.name} · {booking.guestCount} {booking.guestCount === 1 ? "guest" : "guests"}{" "}
            {booking.member ? (
              <Badge colorPalette="purple" variant="subtle" ms="1">
                {tiers[booking.member].name} member
              </Badge>
            ) : null}
          </Text>
          <Text fontSize="sm">
            <PhoneLink phone={booking.phone} />
            {booking.email ? (
              <Text as="span" color="fg.muted" wordBreak="break-all">{` · ${booking.email}`}</Text>
            ) : null}
          </Text>
          {booking.specialRequests ? (
            <Text fontSize="sm" bg="cream.100" borderRadius="md" px="2" py="1">
              <strong>Requests:</strong> {booking.specialRequests}
            </Text>
          ) : null}
          {booking.bookedBy ? (
            <Text fontSize="xs" color="fg.muted">
              Booked by {booking.bookedBy}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="1.5" wrap="wrap">
          <Badge colorPalette={attendancePalette[booking.attendance]} variant="subtle" size="md">
            {attendanceLabels[booking.attendance]}
          </Badge>
          <HStack gap="1.5" data-no-print>
            {booking.attendance === "expected" ? (
              <>
                <Button
                  size="xs"
                  colorPalette="green"
                  onClick={() => void set("checked_in")}
                  loading={mark.isPending}
                  aria-label={`Check in ${booking.name}`}
                >
                  Check In
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => void set("no_show")}
                  disabled={mark.isPending}
                  aria-label={`Mark ${booking.name} as a no-show`}
                >
                  No-show
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                variant="ghost"
                onClick={() => void set("expected")}
                loading={mark.isPending}
                aria-label={`Undo the mark of ${booking.name}`}
              >
                Undo
              </Button>
            )}
          </HStack>
        </HStack>
      </Flex>
    </Box>
  );
}

function SlotControls({ entry }: { entry: DaySheetSlot }) {
  const { slot } = entry;
  const invalidate = useInvalidate();
  const update = useMutation(trpc.admin.updateSlot.mutationOptions());
  const [capacity, setCapacity] = useState(String(slot.capacity));
  async function send(change: { capacity?: number; closed?: boolean }, done: string) {
    try {
      await update.mutateAsync({ id: slot.id, ...change });
      toast({ title: done });
      await invalidate();
    } catch (error) {
      toast({
        title: "Not changed",
        description: errorMessage(error) ?? "The slot was not changed.",
        variant: "destructive",
      });
    }
  }
  function resize(event: FormEvent) {
    event.preventDefault();
    const value = Number(capacity);
    if (!Number.isInteger(value) || value < 0) {
      toast({
        title: "Not changed",
        description: "Enter the capacity as a whole number.",
        variant: "destructive",
      });
      return;
    }
    void send({ capacity: value }, `Capacity set to ${value}`);
  }
  return (
    <HStack gap="2" wrap="wrap" data-no-print>
      <form
        onSubmit={resize}
        aria-label={`Capacity of ${slot.typeName} at ${formatSlotTime(slot.startTime)}`}
      >
        <HStack gap="1.5">
          <Input
            size="xs"
            w="16"
            inputMode="numeric"
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
            aria-label="Capacity"
            bg="white"
          />
          <Button size="xs" variant="outline" type="submit" disabled={update.isPending}>
            Set Capacity
          </Button>
        </HStack>
      </form>
      <Button
        size="xs"
        variant="outline"
        colorPalette={slot.closed ? "green" : "red"}
        disabled={update.isPending}
        onClick={() =>
          void send({ closed: !slot.closed }, slot.closed ? "Slot reopened" : "Slot closed to new bookings")
        }
      >
        {slot.closed ? "Reopen" : "Close for Private Event"}
      </Button>
    </HStack>
  );
}

function SlotCard({ entry, onBook }: { entry: DaySheetSlot; onBook: () => void }) {
  const { slot, bookings } = entry;
  const label = `${slot.typeName} at ${formatSlotTime(slot.startTime)}`;
  return (
    <Card.Root as="article" aria-label={label} bg="white" borderRadius="xl" size="sm">
      <Card.Body gap="3">
        <Flex justify="space-between" gap="2" wrap="wrap" align="flex-start">
          <Stack gap="0.5">
            <Heading as="h3" size="md" color="burgundy.800">
              {formatSlotTime(slot.startTime)} · {slot.typeName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {slot.booked} of {slot.capacity} booked · {slot.availableSpots} left
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            {slot.closed ? (
              <Badge colorPalette="red" variant="solid">
                Closed
              </Badge>
            ) : null}
            {!slot.closed && slot.availableSpots > 0 ? (
              <Button
                size="xs"
                colorPalette="burgundy"
                onClick={onBook}
                data-no-print
                aria-label={`Add a booking to ${label}`}
              >
                Add Booking
              </Button>
            ) : null}
          </HStack>
        </Flex>
        {bookings.length > 0 ? (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={`Parties at ${label}`}>
            {bookings.map((b) => (
              <Party key={b.id} booking={b} />
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No bookings yet.
          </Text>
        )}
        <SlotControls key={`${slot.id}:${slot.capacity}`} entry={entry} />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Reservations > Day sheet: who is coming on a day (or a week), slot by slot, with tap-to-call
 * phones, requests and member badges; arrivals and no-shows are marked here, bookings taken by phone
 * or at the door added, slots closed for a private event or sized. Printable.
 */
export function DaySheetTab() {
  const today = businessDate(new Date());
  const [date, setDate] = useState(today);
  const [days, setDays] = useState<1 | 7>(1);
  const [booking, setBooking] = useState<string | null>(null);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const sheet = useQuery({
    ...trpc.admin.daySheet.queryOptions({ date: valid ? date : today, days }),
    refetchInterval: 30_000,
  });
  const entries = sheet.data ?? [];
  const counts = attendanceCounts(entries.flatMap((e) => e.bookings));
  const byDate = new Map<string, DaySheetSlot[]>();
  for (const entry of entries) {
    const day = businessDate(entry.slot.startTime);
    byDate.set(day, [...(byDate.get(day) ?? []), entry]);
  }
  const title =
    days === 1
      ? formatSlotDate(`${date}T17:00:00.000Z`)
      : `The week from ${formatSlotDate(`${date}T17:00:00.000Z`)}`;

  let body: ReactNode;
  if (sheet.isError) {
    body = (
      <LoadError
        error={sheet.error}
        fallback="The day sheet could not be loaded."
        onRetry={() => void sheet.refetch()}
      />
    );
  } else if (!sheet.data) {
    body = <SkeletonStack count={3} height="32" />;
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        icon={<CalendarDays size={28} />}
        title="No time slots on this day"
        description="The tasting room is closed, or no experience has times then. Pick another date."
      />
    );
  } else {
    body = [...byDate].map(([day, list]) => (
      <Stack key={day} gap="3" as="section" aria-label={formatSlotDate(list[0]?.slot.startTime ?? day)}>
        {days === 7 ? (
          <Heading as="h2" size="lg" color="burgundy.800">
            {formatSlotDate(list[0]?.slot.startTime ?? day)}
          </Heading>
        ) : null}
        {list.map((entry) => (
          <SlotCard key={entry.slot.id} entry={entry} onBook={() => setBooking(entry.slot.id)} />
        ))}
      </Stack>
    ));
  }

  return (
    <Stack gap="4" className="rr-day-sheet">
      <style>{printCss}</style>
      <HStack gap="3" align="end" wrap="wrap" data-no-print>
        <FieldFrame label="Date">
          <Input
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value || today)}
            bg="white"
            w="auto"
          />
        </FieldFrame>
        <HStack gap="1" role="group" aria-label="How many days">
          <Button
            size="sm"
            variant={days === 1 ? "solid" : "outline"}
            colorPalette="burgundy"
            onClick={() => setDays(1)}
          >
            Day
          </Button>
          <Button
            size="sm"
            variant={days === 7 ? "solid" : "outline"}
            colorPalette="burgundy"
            onClick={() => setDays(7)}
          >
            Week
          </Button>
        </HStack>
        <Button size="sm" variant="outline" onClick={() => setDate(addDays(date, -days))}>
          Previous
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDate(today)} disabled={date === today}>
          Today
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDate(addDays(date, days))}>
          Next
        </Button>
        <Button size="sm" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden /> Print
        </Button>
        <Button size="sm" colorPalette="burgundy" onClick={() => setBooking("")} disabled={!sheet.data}>
          Add Booking
        </Button>
      </HStack>
      <Stack gap="1">
        <Heading as="h2" size="xl" color="burgundy.800">
          {title}
        </Heading>
        <Text color="fg.muted" aria-live="polite">
          {entries.length} {entries.length === 1 ? "time" : "times"} ·{" "}
          {counts.expected + counts.checkedIn + counts.noShow} guests booked: {counts.checkedIn} checked in,{" "}
          {counts.expected} expected, {counts.noShow} no-show
        </Text>
      </Stack>
      {body}
      {booking !== null && sheet.data ? (
        <StaffBookingDialog slots={entries} initialSlotId={booking} onClose={() => setBooking(null)} />
      ) : null}
    </Stack>
  );
}
