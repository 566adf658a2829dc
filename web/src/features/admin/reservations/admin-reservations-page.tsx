import { Box, Button, Container, Heading, Spinner, Stack, Tabs, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { ShieldAlert } from "lucide-react";
import { useAuth } from "../../../lib/auth";
import { useDocumentTitle } from "../../../lib/document-title";
import { BookingsTab } from "./bookings-tab";
import { ScheduleTab } from "./schedule-tab";
import { TypesTab } from "./types-tab";

function AccessDenied() {
  return (
    <Stack align="center" textAlign="center" gap="3" py="20" role="alert">
      <Box color="burgundy.500" aria-hidden>
        <ShieldAlert size={48} />
      </Box>
      <Heading as="h1" size="2xl" color="burgundy.800">
        Access Denied
      </Heading>
      <Text color="fg.muted">Admin access required.</Text>
      <Button asChild variant="outline">
        <RouterLink to="/">Back to the home page</RouterLink>
      </Button>
    </Stack>
  );
}

/** Reservation management: the types guests can book, every booking, and the coming time slots. */
export function AdminReservationsPage() {
  useDocumentTitle("Reservation Management");
  const { isAdmin, isLoading } = useAuth();
  if (isLoading) {
    return (
      <Stack align="center" py="20">
        <Spinner size="lg" color="burgundy.700" aria-label="Checking your account" />
      </Stack>
    );
  }
  if (!isAdmin) return <AccessDenied />;

  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Stack gap="1">
          <Button asChild variant="plain" size="sm" alignSelf="flex-start" px="0" color="burgundy.700">
            <RouterLink to="/admin">Admin Panel</RouterLink>
          </Button>
          <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="burgundy.800" lineHeight="1.2">
            Reservation Management
          </Heading>
          <Text color="fg.muted">Times are shown in the tasting room's time (Eastern Time).</Text>
        </Stack>
        <Tabs.Root defaultValue="types" variant="line" colorPalette="burgundy" lazyMount unmountOnExit>
          <Tabs.List aria-label="Reservation management" overflowX="auto">
            <Tabs.Trigger value="types">Reservation Types</Tabs.Trigger>
            <Tabs.Trigger value="bookings">Bookings</Tabs.Trigger>
            <Tabs.Trigger value="schedule">Schedule</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="types" pt="6">
            <TypesTab />
          </Tabs.Content>
          <Tabs.Content value="bookings" pt="6">
            <BookingsTab />
          </Tabs.Content>
          <Tabs.Content value="schedule" pt="6">
            <ScheduleTab />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
