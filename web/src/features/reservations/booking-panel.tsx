import { Box, Button, Card, Flex, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReservationType, Slot } from "contracts";
import { formatPrice, formatUsd } from "contracts/money";
import {
  canTakeParty,
  DETAIL_DAYS,
  MEMBERS_ONLY_MESSAGE,
  nextBusinessDates,
  PARTY_DEFAULT,
  partySizeMax,
  reservationTotalCents,
} from "contracts/reservations/rules";
import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { PAYABLE_AT_TASTING_ROOM } from "../../components/reservations/format";
import { SignInRequiredDialog } from "../../components/reservations/sign-in-required";
import { LabeledSelect } from "../../components/ui/labeled-select";
import { useAuth } from "../../lib/auth";
import { trpc } from "../../lib/trpc";
import { DateChoice, TimeChoice } from "./booking-choices";
import { firstBookableDate } from "./booking-dates";
import { ExperienceDetails } from "./experience-details";

// The confirmation and its rules (zod) load when someone reserves, not with the catalogue.
const ConfirmReservationDialog = lazy(() =>
  import("./confirm-reservation-dialog").then((module) => ({ default: module.ConfirmReservationDialog })),
);

/** A day, time and party chosen earlier (kept in the address across signing in). */
export interface BookingChoice {
  date?: string | undefined;
  slotId?: string | undefined;
  guests?: number | undefined;
}

/** The reservations page at this experience with this choice: where signing in returns to. */
function bookingPath(
  typeId: string,
  choice: { date: string; slotId: string | null; guests: number },
): string {
  const search = new URLSearchParams({ type: typeId, date: choice.date, guests: String(choice.guests) });
  if (choice.slotId) search.set("slot", choice.slotId);
  return `/reservations?${search.toString()}`;
}

export interface BookingPanelProps {
  type: ReservationType;
  choice?: BookingChoice;
  onBack: () => void;
  /** Move focus to the experience's heading on arrival: true when the person has just chosen it here. */
  focusOnOpen?: boolean;
}

/** The detail view of one experience: party size, one of the next 14 days, a time, then Reserve Table. */
export function BookingPanel({ type, choice = {}, onBack, focusOnOpen = false }: BookingPanelProps) {
  const { user } = useAuth();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [now] = useState(() => new Date());
  const dates = nextBusinessDates(now, DETAIL_DAYS);
  const maxGuests = partySizeMax(type.capacity);
  const [guests, setGuests] = useState(Math.min(choice.guests ?? PARTY_DEFAULT, maxGuests));
  const [date, setDate] = useState(() =>
    choice.date && dates.includes(choice.date) ? choice.date : firstBookableDate(dates, type, now),
  );
  const [slotId, setSlotId] = useState<string | null>(choice.slotId ?? null);
  const [signInOpen, setSignInOpen] = useState(false);
  // The slot being confirmed is kept as it was when the dialog opened: the list refreshes underneath.
  const [confirming, setConfirming] = useState<Slot | null>(null);

  const slotsQuery = useQuery({
    ...trpc.reservations.slots.queryOptions({ typeId: type.id, date }),
    // Other people book too: an answer older than half a minute is fetched again.
    staleTime: 30_000,
  });
  const slots = slotsQuery.data ?? [];
  const found = slots.find((s) => s.id === slotId);
  const selected = found && canTakeParty(found, guests, new Date()) ? found : undefined;
  const needsMembership = Boolean(user && type.memberOnly && !user.membershipTier);
  const total = formatUsd(reservationTotalCents(type.price, guests));

  // The chosen card is gone from the page: without this, keyboard and screen-reader users are left at
  // the top of the document. The panel's top goes under the sticky header, the heading still in view.
  useEffect(() => {
    if (!focusOnOpen) return;
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: "start" });
  }, [focusOnOpen]);

  function reserve() {
    if (!selected) return;
    if (!user) setSignInOpen(true);
    else setConfirming(selected);
  }

  return (
    <Stack gap="6" ref={panel} scrollMarginTop={{ base: "20", lg: "32" }}>
      <Box>
        <Button variant="ghost" size="sm" onClick={onBack} colorPalette="burgundy">
          <ArrowLeft aria-hidden /> Back to Events
        </Button>
      </Box>
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap="8" alignItems="start">
        <ExperienceDetails type={type} headingRef={heading} />

        <Card.Root bg="white" borderRadius="xl" gridColumn={{ lg: "span 3" }} as="section" aria-label="Book">
          <Card.Body gap="6">
            <Box maxW="xs">
              <LabeledSelect
                label="Party size"
                name="guests"
                value={String(guests)}
                onValueChange={(value) => setGuests(Number(value))}
              >
                {Array.from({ length: maxGuests }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n} {n === 1 ? "guest" : "guests"}
                  </option>
                ))}
              </LabeledSelect>
            </Box>

            <DateChoice
              dates={dates}
              selected={date}
              onSelect={(d) => {
                setDate(d);
                setSlotId(null);
              }}
            />
            <TimeChoice
              date={date}
              slots={slotsQuery}
              guests={guests}
              selectedId={selected?.id}
              onSelect={setSlotId}
            />

            {needsMembership ? (
              <Box
                bg="gold.50"
                borderWidth="1px"
                borderColor="gold.300"
                borderRadius="lg"
                p="3"
                fontSize="sm"
              >
                <Text>{MEMBERS_ONLY_MESSAGE}</Text>
                <Link asChild color="burgundy.700" fontWeight="semibold">
                  <RouterLink to="/membership">See the club tiers</RouterLink>
                </Link>
              </Box>
            ) : null}

            <Flex
              justify="space-between"
              align={{ base: "stretch", sm: "center" }}
              gap="3"
              direction={{ base: "column", sm: "row" }}
              borderTopWidth="1px"
              borderColor="cream.300"
              pt="4"
            >
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {guests} x {formatPrice(type.price)}
                </Text>
                <Text fontSize="xl" fontWeight="bold" color="burgundy.900">
                  Total: {total}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {PAYABLE_AT_TASTING_ROOM}
                </Text>
              </Box>
              <Button
                colorPalette="burgundy"
                size="lg"
                disabled={!selected || needsMembership}
                onClick={reserve}
              >
                Reserve Table
              </Button>
            </Flex>
            {!selected && slots.length > 0 ? (
              <Text fontSize="sm" color="fg.muted" mt="-3">
                Choose a time to continue.
              </Text>
            ) : null}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <SignInRequiredDialog
        open={signInOpen}
        onOpenChange={setSignInOpen}
        redirect={bookingPath(type.id, { date, slotId: selected?.id ?? null, guests })}
      />
      {user && confirming ? (
        <Suspense fallback={null}>
          <ConfirmReservationDialog
            open
            onOpenChange={(open) => {
              if (!open) setConfirming(null);
            }}
            type={type}
            slot={confirming}
            guests={guests}
            user={user}
            onFinished={() => setSlotId(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
