import { Box, Button, Card, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReservationType } from "contracts";
import { quickBookingSlugs } from "contracts/reservations/labels";
import { CalendarHeart, Clock, Crown, Grape, Wine } from "lucide-react";
import { type ReactNode, useState } from "react";
import { QuickReservationDialog } from "../../components/reservations/quick-reservation-dialog";
import { trpc } from "../../lib/trpc";
import { formatNextSlot, type NextSlot, NO_OPEN_TIMES, nextOpenSlot } from "./next-slot";

interface QuickBooking {
  /** The seeded reservation type the card books, found by its slug (never by a name that may change). */
  slug: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/**
 * docs/spec part 2 §2.3's three cards; each books the reservation type of the same name, shows that type's
 * own next open time, and opens the quick reservation dialog on it.
 */
const quickBookings: QuickBooking[] = [
  {
    slug: quickBookingSlugs.tasting,
    title: "Wine Tasting",
    text: "A seated tasting on the terrace: five estate wines, a host and Ohio cheeses.",
    icon: <Wine />,
  },
  {
    slug: quickBookingSlugs.harvest,
    title: "Harvest Tour",
    text: "Walk the rows and the cellar with the people who make the wine.",
    icon: <Grape />,
  },
  {
    slug: quickBookingSlugs.memberEvent,
    title: "Member Event",
    text: "An evening for club members: reserve pours, music and the winemaker.",
    icon: <CalendarHeart />,
  },
];

const typeFor = (types: ReservationType[], item: QuickBooking) => types.find((t) => t.slug === item.slug);

interface DialogDefaults {
  typeId?: string;
  date?: string;
  slotId?: string;
}

/** The dashboard's three quick-booking cards and the dialog their Book Now buttons open. */
export function QuickBookingCards({ isMember }: { isMember: boolean }) {
  const queryClient = useQueryClient();
  // Loaded with the page: the cards need them for their times, and the dialog opens at once.
  const typesQuery = useQuery(trpc.reservations.types.queryOptions());
  const active = (typesQuery.data ?? []).filter((t) => t.isActive);
  const [open, setOpen] = useState(false);
  const [defaults, setDefaults] = useState<DialogDefaults>({});

  async function book(item: QuickBooking, next: NextSlot | null) {
    if (next) {
      setDefaults({ typeId: next.slot.reservationTypeId, date: next.date, slotId: next.slot.id });
    } else {
      // A click before the experiences arrived waits for them; if they cannot load, no default.
      const types = await queryClient.ensureQueryData(trpc.reservations.types.queryOptions()).catch(() => []);
      setDefaults({
        typeId: typeFor(
          types.filter((t) => t.isActive),
          item,
        )?.id,
      });
    }
    setOpen(true);
  }

  return (
    <Box as="section" aria-labelledby="quick-booking-heading">
      <Heading as="h2" id="quick-booking-heading" size="lg" color="burgundy.800" mb="3">
        Quick Booking
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {quickBookings.map((item) => (
          <QuickBookingCard
            key={item.slug}
            item={item}
            type={typesQuery.isSuccess ? (typeFor(active, item) ?? null) : undefined}
            typesFailed={typesQuery.isError}
            isMember={isMember}
            onBook={(next) => void book(item, next)}
          />
        ))}
      </SimpleGrid>
      <QuickReservationDialog
        open={open}
        onOpenChange={setOpen}
        defaultTypeId={defaults.typeId}
        defaultDate={defaults.date}
        defaultSlotId={defaults.slotId}
      />
    </Box>
  );
}

interface QuickBookingCardProps {
  item: QuickBooking;
  /** The card's experience; null when none fits, undefined while the experiences load. */
  type: ReservationType | null | undefined;
  typesFailed: boolean;
  isMember: boolean;
  onBook: (next: NextSlot | null) => void;
}

function QuickBookingCard({ item, type, typesFailed, isMember, onBook }: QuickBookingCardProps) {
  // A member-only experience is booked by members; everyone else is shown the way into the club.
  const membersOnly = Boolean(type?.memberOnly) && !isMember;
  const slotsQuery = useQuery({
    ...trpc.reservations.slots.queryOptions(type ? { typeId: type.id } : skipToken),
    // Spots change as other people book: an answer older than this is asked again on the next visit.
    staleTime: 30_000,
  });
  const next = type && slotsQuery.data ? nextOpenSlot(slotsQuery.data, type, new Date()) : null;
  const when = next
    ? formatNextSlot(next)
    : typesFailed || slotsQuery.isError
      ? "Open times could not be loaded"
      : type === undefined || (type && slotsQuery.isPending)
        ? "Checking open times..."
        : NO_OPEN_TIMES;

  return (
    <Card.Root bg="white" borderRadius="xl" as="article" aria-label={item.title}>
      {/* One compact row on phones; a card with its description from md up. */}
      <Card.Body
        gap="3"
        p={{ base: "3", md: "5" }}
        flexDirection={{ base: "row", md: "column" }}
        alignItems={{ base: "center", md: "stretch" }}
      >
        <HStack gap="3" flex={{ base: "1", md: "0" }} minW="0">
          <Box color="burgundy.600" bg="burgundy.50" borderRadius="full" p="2" aria-hidden>
            {item.icon}
          </Box>
          <Box minW="0">
            <Heading as="h3" size="md" color="burgundy.900">
              {item.title}
            </Heading>
            <HStack gap="1" fontSize="sm" color="fg.muted">
              <Clock size={14} aria-hidden />
              <Text data-testid="quick-booking-when">{when}</Text>
            </HStack>
          </Box>
        </HStack>
        <Text fontSize="sm" color="fg.muted" flex="1" display={{ base: "none", md: "block" }}>
          {item.text}
        </Text>
        {membersOnly ? (
          <Button
            asChild
            size="sm"
            variant="outline"
            colorPalette="burgundy"
            width={{ base: "auto", md: "full" }}
            flexShrink={0}
          >
            <RouterLink to="/membership" aria-label={`${item.title} is for club members: join the club`}>
              <Crown aria-hidden /> Members only: Join
            </RouterLink>
          </Button>
        ) : (
          <Button
            size="sm"
            colorPalette="burgundy"
            width={{ base: "auto", md: "full" }}
            flexShrink={0}
            disabled={type === null}
            onClick={() => onBook(next)}
          >
            {type === null ? "Not offered now" : "Book Now"}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
