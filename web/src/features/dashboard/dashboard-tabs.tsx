import { Box, Button, Grid, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { CalendarCheck, CalendarPlus, Package, ShoppingBag } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { paths } from "../../lib/paths";
import { trpc } from "../../lib/trpc";
import { recentOrders, upcomingReservations } from "./activity";
import { QueryState, SectionCard, Stat } from "./dashboard-parts";
import type { DashboardTab } from "./dashboard-search";
import { OrderList } from "./order-list";
import { ReservationList } from "./reservation-list";

function useActivity() {
  const orders = useQuery(trpc.orders.my.queryOptions());
  const reservations = useQuery(trpc.reservations.my.queryOptions());
  // "Now" for "upcoming": fixed while the page is open, so lists do not jump between renders.
  const [now] = useState(() => Date.now());
  return { orders, reservations, now };
}

export function Overview({
  membershipCard,
  onShowTab,
}: {
  membershipCard: ReactNode;
  onShowTab: (tab: DashboardTab) => void;
}) {
  const { orders, reservations, now } = useActivity();
  const upcoming = reservations.data ? upcomingReservations(reservations.data, now) : [];
  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 7fr) minmax(0, 5fr)" }} gap="6" alignItems="start">
      <Box>{membershipCard}</Box>
      <Stack gap="6">
        <SimpleGrid columns={2} gap="4">
          <Stat label="Total orders" value={orders.data ? orders.data.length : "–"} icon={<Package />} />
          <Stat
            label="Upcoming events"
            value={reservations.data ? upcoming.length : "–"}
            icon={<CalendarCheck />}
          />
        </SimpleGrid>
        <SectionCard title="Recent Orders" id="recent-orders-heading">
          <QueryState query={orders} what="orders">
            {(data) =>
              data.length === 0 ? (
                <Text color="fg.muted">
                  No orders yet.{" "}
                  <Link asChild color="burgundy.700" fontWeight="semibold">
                    <RouterLink to={paths.shop}>Shop our wines</RouterLink>
                  </Link>
                </Text>
              ) : (
                <Stack gap="3">
                  <OrderList orders={recentOrders(data, 3)} compact />
                  {data.length > 3 ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      alignSelf="flex-start"
                      onClick={() => onShowTab("orders")}
                    >
                      See all {data.length} orders
                    </Button>
                  ) : null}
                </Stack>
              )
            }
          </QueryState>
        </SectionCard>
        <SectionCard title="Upcoming Reservations" id="upcoming-reservations-heading">
          <QueryState query={reservations} what="reservations">
            {() =>
              upcoming.length === 0 ? (
                <Text color="fg.muted" role="status">
                  No upcoming reservations
                </Text>
              ) : (
                <ReservationList
                  reservations={upcoming.slice(0, 3)}
                  now={now}
                  label="Upcoming reservations"
                />
              )
            }
          </QueryState>
        </SectionCard>
      </Stack>
    </Grid>
  );
}

export function OrdersTab() {
  const { orders } = useActivity();
  return (
    <QueryState query={orders} what="orders">
      {(data) =>
        data.length === 0 ? (
          <EmptyState
            icon={<ShoppingBag size={40} />}
            title="No orders yet"
            description="Your orders will show here once you have placed one."
            action={
              <Button asChild colorPalette="burgundy">
                <RouterLink to={paths.shop}>Shop Wines</RouterLink>
              </Button>
            }
          />
        ) : (
          <OrderList orders={recentOrders(data, data.length)} />
        )
      }
    </QueryState>
  );
}

export function ReservationsTab() {
  const { reservations, now } = useActivity();
  return (
    <QueryState query={reservations} what="reservations">
      {(data) =>
        data.length === 0 ? (
          <EmptyState
            icon={<CalendarPlus size={40} />}
            title="No reservations yet"
            description="Book a tasting, a tour or a table and it will show here."
            action={
              <Button asChild colorPalette="burgundy">
                <RouterLink to={paths.reservations}>Make a Reservation</RouterLink>
              </Button>
            }
          />
        ) : (
          <ReservationList reservations={data} now={now} label="Your reservations" />
        )
      }
    </QueryState>
  );
}
