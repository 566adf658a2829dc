import { Box, Button, Card, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReservationType } from "contracts";
import { CalendarHeart, Clock, Grape, Wine } from "lucide-react";
import { type ReactNode, useState } from "react";
import { QuickReservationDialog } from "../../components/reservations/quick-reservation-dialog";
import { trpc } from "../../lib/trpc";

interface QuickBooking {
  key: string;
  title: string;
  when: string;
  text: string;
  icon: ReactNode;
  /** The experience the dialog starts on: the first type that fits, or none. */
  pick: (types: ReservationType[], isMember: boolean) => ReservationType | undefined;
}

const byName = (types: ReservationType[], pattern: RegExp) => types.find((t) => pattern.test(t.name));

/** Part 2 §2.3's three fixed cards; each opens the quick reservation dialog on a fitting experience. */
const quickBookings: QuickBooking[] = [
  {
    key: "tasting",
    title: "Wine Tasting",
    when: "Today, 3:00 PM",
    text: "A guided flight of our estate wines in the tasting room.",
    icon: <Wine />,
    pick: (types) => {
      const open = types.filter((t) => !t.memberOnly);
      return (
        open.find((t) => t.category === "activity" && /tasting/i.test(t.name)) ?? byName(open, /tasting/i)
      );
    },
  },
  {
    key: "harvest",
    title: "Harvest Tour",
    when: "Tomorrow, 10:00 AM",
    text: "Walk the rows and the cellar with the people who make the wine.",
    icon: <Grape />,
    pick: (types) => byName(types, /harvest/i) ?? byName(types, /tour/i) ?? byName(types, /vineyard/i),
  },
  {
    key: "member-event",
    title: "Member Event",
    when: "Saturday, 6:00 PM",
    text: "An evening for club members: reserve pours, music and the winemaker.",
    icon: <CalendarHeart />,
    pick: (types, isMember) =>
      (isMember ? types.find((t) => t.memberOnly) : undefined) ?? types.find((t) => t.category === "event"),
  },
];

/** The dashboard's three quick-booking cards and the dialog their Book Now buttons open. */
export function QuickBookingCards({ isMember }: { isMember: boolean }) {
  const queryClient = useQueryClient();
  // Loaded with the page, so the dialog usually opens at once on the right experience.
  useQuery(trpc.reservations.types.queryOptions());
  const [open, setOpen] = useState(false);
  const [defaultTypeId, setDefaultTypeId] = useState<string | undefined>(undefined);

  async function book(item: QuickBooking) {
    // A click before the experiences arrived waits for them; if they cannot load, no default.
    const types = await queryClient.ensureQueryData(trpc.reservations.types.queryOptions()).catch(() => []);
    const active = types.filter((t) => t.isActive);
    setDefaultTypeId(item.pick(active, isMember)?.id);
    setOpen(true);
  }

  return (
    <Box as="section" aria-labelledby="quick-booking-heading">
      <Heading as="h2" id="quick-booking-heading" size="lg" color="burgundy.800" mb="3">
        Quick Booking
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {quickBookings.map((item) => (
          <Card.Root key={item.key} bg="white" borderRadius="xl" as="article" aria-label={item.title}>
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
                    <Text>{item.when}</Text>
                  </HStack>
                </Box>
              </HStack>
              <Text fontSize="sm" color="fg.muted" flex="1" display={{ base: "none", md: "block" }}>
                {item.text}
              </Text>
              <Button
                size="sm"
                colorPalette="burgundy"
                width={{ base: "auto", md: "full" }}
                flexShrink={0}
                onClick={() => void book(item)}
              >
                Book Now
              </Button>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <QuickReservationDialog open={open} onOpenChange={setOpen} defaultTypeId={defaultTypeId} />
    </Box>
  );
}
