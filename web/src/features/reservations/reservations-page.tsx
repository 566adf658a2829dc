import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  SimpleGrid,
  Spinner,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { ReservationType } from "contracts";
import { type ReservationCategory, reservationCategoryLabels } from "contracts/reservations/labels";
import { site } from "contracts/site";
import { CalendarPlus, MapPin, Navigation } from "lucide-react";
import { useState } from "react";
import { DirectionsDialog } from "../../components/layout/directions-dialog";
import { LoadError } from "../../components/load-error";
import { PageHeader } from "../../components/page-header";
import { QuickReservationDialog } from "../../components/reservations/quick-reservation-dialog";
import { Offscreen } from "../../components/ui/offscreen";
import { useDocumentTitle } from "../../lib/document-title";
import { trpc } from "../../lib/trpc";
import { type BookingChoice, BookingPanel } from "./booking-panel";
import { TypeCard, TypeCardSkeleton } from "./type-card";

type Tab = "all" | ReservationCategory;

/** The spec's tab order: All, Dining, Events, Activities. */
/** Cards in the first row on a desktop (one on a phone): their pictures are fetched first. */
const ABOVE_THE_FOLD = 3;

const tabs: { value: Tab; label: string }[] = [
  { value: "all", label: "All" },
  { value: "restaurant", label: reservationCategoryLabels.restaurant },
  { value: "event", label: reservationCategoryLabels.event },
  { value: "activity", label: reservationCategoryLabels.activity },
];

function VisitBar({ onQuickBooking }: { onQuickBooking: () => void }) {
  return (
    <Flex
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
      p="4"
      gap="4"
      align={{ base: "stretch", md: "center" }}
      justify="space-between"
      direction={{ base: "column", md: "row" }}
    >
      <HStack gap="3" align="flex-start">
        <Box color="gold.600" pt="0.5" aria-hidden>
          <MapPin size={20} />
        </Box>
        <Box>
          <Text fontWeight="semibold">{site.addressLine}</Text>
          <Text fontSize="sm" color="fg.muted">
            Tasting room open {site.hours[0].days}, {site.hours[0].time}. All times are Eastern Time, at the
            tasting room.
          </Text>
        </Box>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <DirectionsDialog
          trigger={
            <Button variant="outline" size="sm">
              <Navigation aria-hidden /> Get Directions
            </Button>
          }
        />
        <Button colorPalette="burgundy" size="sm" onClick={onQuickBooking}>
          <CalendarPlus aria-hidden /> Quick Booking
        </Button>
      </HStack>
    </Flex>
  );
}

function Catalogue({ initialTab, onSelect }: { initialTab: Tab; onSelect: (type: ReservationType) => void }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const query = useQuery(trpc.reservations.types.queryOptions());
  // Admins get inactive types from the api too; only bookable ones belong on this page.
  const types = (query.data ?? []).filter((t) => t.isActive);
  const shown = tab === "all" ? types : types.filter((t) => t.category === tab);

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => setTab(tabs.find((t) => t.value === details.value)?.value ?? "all")}
      variant="line"
      colorPalette="burgundy"
      lazyMount
    >
      <Tabs.List aria-label="Experience categories" overflowX="auto">
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} pt="6">
          {query.isPending ? (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
              {Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <TypeCardSkeleton key={i} />
              ))}
            </SimpleGrid>
          ) : query.isError ? (
            <LoadError fallback="The experiences could not be loaded." onRetry={() => void query.refetch()} />
          ) : shown.length === 0 ? (
            <Text color="fg.muted" textAlign="center" py="10" role="status">
              No experiences in this category right now. Please look at the other tabs.
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
              {shown.map((type, index) => (
                <Offscreen key={type.id} estimatedHeight="480px">
                  <TypeCard type={type} onSelect={onSelect} priority={index < ABOVE_THE_FOLD} />
                </Offscreen>
              ))}
            </SimpleGrid>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function SelectedType({
  typeId,
  choice,
  onBack,
  focusOnOpen,
}: {
  typeId: string;
  choice: BookingChoice;
  onBack: () => void;
  focusOnOpen: boolean;
}) {
  const query = useQuery(trpc.reservations.types.queryOptions());
  if (query.isPending) {
    return (
      <Stack align="center" py="16">
        <Spinner size="lg" color="burgundy.700" aria-label="Loading the experience" />
      </Stack>
    );
  }
  // By id, or by the slug of an experience the site links to by name (the visit page's group visits).
  const type = query.data?.find((t) => (t.id === typeId || t.slug === typeId) && t.isActive);
  if (!type) {
    return (
      <Stack align="center" gap="3" py="16" textAlign="center" role="status">
        <Text fontSize="lg">This experience is not available for booking.</Text>
        <Button variant="outline" onClick={onBack}>
          See all experiences
        </Button>
      </Stack>
    );
  }
  return <BookingPanel key={type.id} type={type} choice={choice} onBack={onBack} focusOnOpen={focusOnOpen} />;
}

export interface ReservationsPageProps {
  /** The experience picked (kept in the address, so it survives a reload and can be shared). */
  typeId: string | undefined;
  /** The catalogue tab to open on (a link to the events, say). */
  category?: ReservationCategory | undefined;
  /** A day, time and party chosen before signing in, brought back by the address. */
  choice?: BookingChoice;
  onTypeChange: (typeId: string | undefined) => void;
}

export function ReservationsPage({ typeId, category, choice = {}, onTypeChange }: ReservationsPageProps) {
  useDocumentTitle("Reservations");
  const [quickOpen, setQuickOpen] = useState(false);
  // Only a choice made on this page moves focus: opening /reservations?type=... keeps the page's start.
  const [chosenHere, setChosenHere] = useState(false);
  return (
    <>
      <PageHeader eyebrow="Reservations" title="Reserve Your Visit">
        <Text>
          Tastings at the bar, lunch on the terrace and evenings on the lawn. Pick an experience, a day and a
          time, and we will have your table ready.
        </Text>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <Stack gap="8">
          <VisitBar onQuickBooking={() => setQuickOpen(true)} />
          {typeId ? (
            <SelectedType
              typeId={typeId}
              choice={choice}
              onBack={() => onTypeChange(undefined)}
              focusOnOpen={chosenHere}
            />
          ) : (
            <Catalogue
              key={category ?? "all"}
              initialTab={category ?? "all"}
              onSelect={(type) => {
                setChosenHere(true);
                onTypeChange(type.id);
              }}
            />
          )}
        </Stack>
      </Container>
      <QuickReservationDialog open={quickOpen} onOpenChange={setQuickOpen} defaultTypeId={typeId} />
    </>
  );
}
