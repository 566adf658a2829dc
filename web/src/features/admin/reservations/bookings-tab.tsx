import { Badge, Box, Button, Card, Flex, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Reservation, ReservationStatus } from "contracts";
import { formatPrice } from "contracts/money";
import { reservationStatuses, reservationStatusLabels } from "contracts/reservations/labels";
import { isCancellable } from "contracts/reservations/rules";
import { CalendarX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { LoadError } from "../../../components/load-error";
import { statusPalette } from "../../../components/reservations/display";
import { formatSlotDate, formatSlotTime } from "../../../components/reservations/format";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { FieldFrame } from "../../../components/ui/field-frame";
import { LabeledSelect } from "../../../components/ui/labeled-select";
import { Pager, pageCount } from "../../../components/ui/pager";
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
  return `${reservation.slot.reservationType.name} for ${reservation.guestName} on ${formatSlotDate(start)} at ${formatSlotTime(start)}`;
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
  const { slot } = reservation;
  return (
    <Card.Root as="article" aria-label={bookingName(reservation)} bg="white" borderRadius="xl" size="sm">
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="md" color="burgundy.800">
              {slot.reservationType.name}
            </Heading>
            <Text fontSize="sm">
              {reservation.guestName}
              {reservation.guestEmail ? " · " : ""}
              <Text as="span" color="fg.muted" wordBreak="break-all">
                {reservation.guestEmail}
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

const PAGE_SIZE = 20;

interface Filters {
  from: string;
  to: string;
  status: ReservationStatus | "";
  search: string;
}

/** The filters as the api takes them (blank ones left out). */
function queryOf(f: Filters) {
  return {
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.search.trim() ? { search: f.search.trim() } : {}),
  };
}

/**
 * Every booking by its slot's dates, status and a search (name, e-mail, phone), upcoming first, a
 * page at a time; an upcoming one can be cancelled for the guest.
 */
export function BookingsTab() {
  const [filters, setFilters] = useState<Filters>({ from: "", to: "", status: "", search: "" });
  const [page, setPage] = useState(1);
  const filter = queryOf(filters);
  const listInput = { ...filter, page, pageSize: PAGE_SIZE };
  const query = useQuery({
    ...trpc.admin.reservations.queryOptions(listInput),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const total = useQuery({
    ...trpc.admin.bookingCount.queryOptions(filter),
    placeholderData: keepPreviousData,
  });
  const set = (change: Partial<Filters>) => {
    setFilters({ ...filters, ...change });
    setPage(1);
  };
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const cancel = useMutation(trpc.reservations.cancel.mutationOptions());

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      const cancelled = await cancel.mutateAsync({ id: cancelling.id });
      // The list shows the answer at once (Cancelled, no Cancel button), before any refetch.
      queryClient.setQueryData(trpc.admin.reservations.queryKey(listInput), (list) =>
        list?.map((r) => (r.id === cancelled.id ? cancelled : r)),
      );
      toast({
        title: "Reservation cancelled",
        description: `The spots of ${cancelling.guestName}'s booking are open again.`,
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

  const filterBar = (
    <HStack gap="3" align="end" wrap="wrap">
      <Stack w={{ base: "full", sm: "64" }}>
        <FieldFrame label="Search">
          <Input
            type="search"
            value={filters.search}
            onChange={(e) => set({ search: e.target.value })}
            placeholder="Name, e-mail or phone"
            bg="white"
          />
        </FieldFrame>
      </Stack>
      <FieldFrame label="From">
        <Input
          type="date"
          value={filters.from}
          onChange={(e) => set({ from: e.target.value })}
          bg="white"
          w="auto"
        />
      </FieldFrame>
      <FieldFrame label="To">
        <Input
          type="date"
          value={filters.to}
          onChange={(e) => set({ to: e.target.value })}
          bg="white"
          w="auto"
        />
      </FieldFrame>
      <Stack w={{ base: "full", sm: "40" }}>
        <LabeledSelect
          label="Status"
          value={filters.status}
          onValueChange={(status) => set({ status: status as Filters["status"] })}
        >
          <option value="">Every status</option>
          {reservationStatuses.map((status) => (
            <option key={status} value={status}>
              {reservationStatusLabels[status]}
            </option>
          ))}
        </LabeledSelect>
      </Stack>
    </HStack>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = <SkeletonStack count={4} height="28" borderRadius="xl" />;
  } else if (query.isError) {
    body = (
      <LoadError
        variant="inline"
        error={query.error}
        fallback="The bookings could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <Stack align="center" textAlign="center" gap="2" py="12" role="status">
        <Box color="burgundy.400" aria-hidden>
          <CalendarX size={40} />
        </Box>
        <Heading as="h3" size="lg" color="burgundy.800">
          No Bookings Found
        </Heading>
        <Text color="fg.muted">
          Bookings made on the site or on the day sheet appear here; change the filters to see more.
        </Text>
      </Stack>
    );
  } else {
    body = (
      <>
        {total.data ? (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {total.data.count} {total.data.count === 1 ? "booking" : "bookings"}, upcoming first
          </Text>
        ) : null}
        {query.data.map((reservation) => (
          <BookingCard
            key={reservation.id}
            reservation={reservation}
            now={now}
            onCancel={() => setCancelling(reservation)}
          />
        ))}
        <Pager
          page={page}
          pages={pageCount(total.data?.count ?? query.data.length, PAGE_SIZE)}
          onPage={setPage}
          label="Booking pages"
        />
      </>
    );
  }
  return (
    <Stack gap="3">
      {filterBar}
      {body}
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
