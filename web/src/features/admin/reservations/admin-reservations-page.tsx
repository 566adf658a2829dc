import { Container, Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { useDocumentTitle } from "../../../lib/document-title";
import type { ReservationsTab } from "../routing/tabs";
import { BookingsTab } from "./bookings-tab";
import { DaySheetTab } from "./day-sheet-tab";
import { TypesTab } from "./types-tab";

export interface AdminReservationsPageProps {
  tab: ReservationsTab;
  onTabChange: (tab: ReservationsTab) => void;
}

/** Reservation management: the day sheet of who is coming, every booking, and the types guests can book. */
export function AdminReservationsPage({ tab, onTabChange }: AdminReservationsPageProps) {
  useDocumentTitle("Reservation Management");
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="burgundy.800" lineHeight="1.2">
            Reservation Management
          </Heading>
          <Text color="fg.muted">Times are shown in the tasting room's time (Eastern Time).</Text>
        </Stack>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => onTabChange(details.value as ReservationsTab)}
          variant="line"
          colorPalette="burgundy"
          lazyMount
          unmountOnExit
        >
          <Tabs.List aria-label="Reservation management" overflowX="auto">
            <Tabs.Trigger value="day">Day Sheet</Tabs.Trigger>
            <Tabs.Trigger value="bookings">Bookings</Tabs.Trigger>
            <Tabs.Trigger value="types">Reservation Types</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="day" pt="6">
            <DaySheetTab />
          </Tabs.Content>
          <Tabs.Content value="bookings" pt="6">
            <BookingsTab />
          </Tabs.Content>
          <Tabs.Content value="types" pt="6">
            <TypesTab />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
