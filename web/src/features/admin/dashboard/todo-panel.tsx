import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { Analytics, Todo } from "contracts";
import { formatSlotTime } from "../../../components/reservations/format";
import { Panel, Rows } from "./panel";

/**
 * The to-do rows, one per count of `Todo`: a later screen adds its count on the server (open forum
 * reports, club declines) and one line here.
 */
const todoRows: { key: keyof Todo; label: string; link?: { to: string; search?: Record<string, string> } }[] =
  [
    {
      key: "ordersToShip",
      label: "Orders to ship",
      link: { to: "/admin/orders", search: { status: "to-ship" } },
    },
    { key: "lowStock", label: "Low on stock", link: { to: "/admin/products", search: { tab: "stock" } } },
    {
      key: "todaysBookings",
      label: "Bookings today",
      link: { to: "/admin/reservations" },
    },
    { key: "openForumReports", label: "Forum reports to review", link: { to: "/admin/forum" } },
    { key: "clubDeclines", label: "Club payments declined", link: { to: "/admin/club" } },
  ];

/** What needs doing today: the counts, with the low stock and today's bookings spelled out. */
export function TodoPanel({ analytics }: { analytics: Analytics }) {
  return (
    <Panel title="To do">
      <Stack as="ul" listStyleType="none" gap="2">
        {todoRows.map((row) => {
          const count = analytics.todo[row.key];
          return (
            <HStack
              as="li"
              key={row.key}
              justify="space-between"
              gap="3"
              py="1"
              borderBottomWidth="1px"
              borderColor="cream.200"
            >
              <HStack gap="2">
                <Badge
                  colorPalette={count > 0 ? "gold" : "gray"}
                  variant={count > 0 ? "solid" : "subtle"}
                  minW="7"
                  justifyContent="center"
                >
                  {count}
                </Badge>
                <Text fontWeight="medium">{row.label}</Text>
              </HStack>
              {row.link && count > 0 ? (
                <Button asChild size="xs" variant="outline">
                  <RouterLink to={row.link.to} search={row.link.search}>
                    View
                  </RouterLink>
                </Button>
              ) : null}
            </HStack>
          );
        })}
      </Stack>
      <Box>
        <Text fontSize="sm" fontWeight="semibold" mb="2">
          Low on stock
        </Text>
        <Rows empty="Every wine and item is above its low-stock level.">
          {analytics.lowStock.map((item) => (
            <HStack as="li" key={`${item.kind}-${item.id}`} justify="space-between" fontSize="sm">
              <Text>{item.name}</Text>
              <Text
                fontWeight="semibold"
                whiteSpace="nowrap"
                color={item.stock === 0 ? "red.600" : "orange.700"}
              >
                {item.stock === 0 ? "Sold out" : `${item.stock} left (low at ${item.lowStockAt})`}
              </Text>
            </HStack>
          ))}
        </Rows>
      </Box>
      <Box>
        <Text fontSize="sm" fontWeight="semibold" mb="1">
          Today's bookings
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="2">
          Guests: {analytics.attendanceToday.checkedIn} checked in, {analytics.attendanceToday.expected}{" "}
          expected, {analytics.attendanceToday.noShow} no-show
        </Text>
        <Rows empty="No bookings today.">
          {analytics.todaysBookings.map((booking) => (
            <HStack as="li" key={booking.id} justify="space-between" gap="3" fontSize="sm">
              <Text>
                <Text as="span" fontWeight="semibold">
                  {formatSlotTime(booking.startTime)}
                </Text>{" "}
                {booking.typeName}
              </Text>
              <Text color="fg.muted" textAlign="end">
                {booking.customerName}, {booking.guestCount} {booking.guestCount === 1 ? "guest" : "guests"}
              </Text>
            </HStack>
          ))}
        </Rows>
      </Box>
    </Panel>
  );
}
