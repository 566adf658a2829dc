import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReservationType, Slot } from "contracts";
import { formatPrice, formatUsd } from "contracts/money";
import {
  canTakeParty,
  DETAIL_DAYS,
  isOpeningDay,
  isSlotFull,
  MEMBERS_ONLY_MESSAGE,
  nextBusinessDates,
  PARTY_DEFAULT,
  partySizeMax,
  reservationTotalCents,
  slotTimesFor,
} from "contracts/reservations/rules";
import { ArrowLeft, CalendarDays, Clock, Info, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { RESERVATION_FALLBACK_IMAGE } from "../../components/reservations/display";
import {
  businessDateParts,
  formatBusinessDateLong,
  formatSlotTime,
} from "../../components/reservations/format";
import { SignInRequiredDialog } from "../../components/reservations/sign-in-required";
import { LabeledSelect } from "../../components/ui/select-field";
import { useAuth } from "../../lib/auth";
import { trpc } from "../../lib/trpc";
import { ConfirmReservationDialog } from "./confirm-reservation-dialog";
import { TypeBadges } from "./type-card";

function firstBookableDate(dates: string[], duration: number, now: Date): string {
  const open = dates.find((date) =>
    slotTimesFor(date, duration).some((slot) => Date.parse(slot.startTime) > now.getTime()),
  );
  return open ?? dates[0] ?? "";
}

function timeLabel(slot: Slot, guests: number): { text: string; disabled: boolean } {
  const time = formatSlotTime(slot.startTime);
  if (isSlotFull(slot)) return { text: `${time} (Full)`, disabled: true };
  if (slot.availableSpots < guests) return { text: `${time} (${slot.availableSpots} left)`, disabled: true };
  return { text: time, disabled: false };
}

export interface BookingPanelProps {
  type: ReservationType;
  onBack: () => void;
  /** Move focus to the experience's heading on arrival: true when the person has just chosen it here. */
  focusOnOpen?: boolean;
}

/** The detail view of one experience: party size, one of the next 14 days, a time, then Reserve Table. */
export function BookingPanel({ type, onBack, focusOnOpen = false }: BookingPanelProps) {
  const { user } = useAuth();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [now] = useState(() => new Date());
  const dates = nextBusinessDates(now, DETAIL_DAYS);
  const maxGuests = partySizeMax(type.capacity);
  const [guests, setGuests] = useState(Math.min(PARTY_DEFAULT, maxGuests));
  const [date, setDate] = useState(() => firstBookableDate(dates, type.duration, now));
  const [slotId, setSlotId] = useState<string | null>(null);
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
        <Stack gap="4" gridColumn={{ lg: "span 2" }}>
          <Box borderRadius="xl" overflow="hidden" bg="cream.200">
            <ImageWithFallback
              src={type.imageUrl}
              fallbackSrc={RESERVATION_FALLBACK_IMAGE}
              alt=""
              width="full"
              height={{ base: "56", md: "72" }}
              objectFit="cover"
            />
          </Box>
          <HStack gap="2" wrap="wrap">
            <TypeBadges type={type} />
          </HStack>
          <Heading
            as="h2"
            ref={heading}
            tabIndex={-1}
            size="2xl"
            color="burgundy.800"
            lineHeight="1.2"
            // A focus target, not a control: no ring around a heading that cannot be used.
            outline="none"
          >
            {type.name}
          </Heading>
          <Text>{type.description}</Text>
          <HStack gap="5" color="fg.muted" fontSize="sm" wrap="wrap">
            <HStack gap="1">
              <Clock size={16} aria-hidden /> {type.duration} min
            </HStack>
            <HStack gap="1">
              <Users size={16} aria-hidden /> Up to {type.capacity} guests
            </HStack>
            <Text fontWeight="semibold" color="burgundy.900" fontSize="md">
              {formatPrice(type.price)} per person
            </Text>
          </HStack>
          {type.requirements ? (
            <HStack gap="2" align="flex-start" bg="cream.100" borderRadius="lg" p="3" fontSize="sm">
              <Box color="gold.700" pt="0.5" aria-hidden>
                <Info size={16} />
              </Box>
              <Text>{type.requirements}</Text>
            </HStack>
          ) : null}
        </Stack>

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

            <Stack gap="2">
              <Text fontWeight="medium" id="booking-date-label" display="flex" alignItems="center" gap="2">
                <CalendarDays size={16} aria-hidden /> Date
              </Text>
              <Wrap gap="2" role="group" aria-labelledby="booking-date-label">
                {dates.map((d) => {
                  const parts = businessDateParts(d);
                  const open = isOpeningDay(d);
                  return (
                    <Button
                      key={d}
                      size="sm"
                      height="auto"
                      py="2"
                      minW="16"
                      flexDirection="column"
                      gap="0"
                      variant={d === date ? "solid" : "outline"}
                      colorPalette="burgundy"
                      aria-pressed={d === date}
                      aria-label={`${formatBusinessDateLong(d)}${open ? "" : " (closed)"}`}
                      opacity={open || d === date ? 1 : 0.6}
                      onClick={() => {
                        setDate(d);
                        setSlotId(null);
                      }}
                    >
                      <Text as="span" fontSize="xs">
                        {parts.weekday}
                      </Text>
                      <Text as="span">{parts.monthDay}</Text>
                    </Button>
                  );
                })}
              </Wrap>
            </Stack>

            <Stack gap="2">
              <Text fontWeight="medium" id="booking-time-label" display="flex" alignItems="center" gap="2">
                <Clock size={16} aria-hidden /> Available times on {formatBusinessDateLong(date)}
              </Text>
              {slotsQuery.isPending ? (
                <HStack gap="2" color="fg.muted">
                  <Spinner size="sm" /> <Text>Checking available times...</Text>
                </HStack>
              ) : slotsQuery.isError ? (
                <HStack gap="3" wrap="wrap">
                  <Text color="red.700">The times could not be loaded.</Text>
                  <Button size="xs" variant="outline" onClick={() => void slotsQuery.refetch()}>
                    Try again
                  </Button>
                </HStack>
              ) : slots.length === 0 ? (
                <Text color="fg.muted" role="status">
                  No available times for this date. Please select another date.
                </Text>
              ) : (
                <Wrap gap="2" role="group" aria-labelledby="booking-time-label">
                  {slots.map((slot) => {
                    const label = timeLabel(slot, guests);
                    const isSelected = selected?.id === slot.id;
                    return (
                      <Button
                        key={slot.id}
                        size="sm"
                        variant={isSelected ? "solid" : "outline"}
                        colorPalette="burgundy"
                        disabled={label.disabled}
                        aria-pressed={isSelected}
                        onClick={() => setSlotId(slot.id)}
                      >
                        {label.text}
                      </Button>
                    );
                  })}
                </Wrap>
              )}
            </Stack>

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

      <SignInRequiredDialog open={signInOpen} onOpenChange={setSignInOpen} />
      {user && confirming ? (
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
      ) : null}
    </Stack>
  );
}
