import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { tiers } from "contracts/membership/rules";
import { CalendarCheck, CalendarPlus, MessagesSquare, Package, ShoppingBag } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { LoadError } from "../../components/load-error";
import { SkeletonStack } from "../../components/skeleton-stack";
import { useAuth } from "../../lib/auth";
import { useDocumentTitle } from "../../lib/document-title";
import { formatDate } from "../../lib/format";
import { paths } from "../../lib/paths";
import { trpc } from "../../lib/trpc";
import { recentOrders, upcomingReservations } from "./activity";
import { type DashboardTab, dashboardTabLabels, dashboardTabs } from "./dashboard-search";
import { OrderList } from "./order-list";
import { ProfileCard } from "./profile-card";
import { QuickBookingCards } from "./quick-booking";
import { ReservationList } from "./reservation-list";

/** A list's loading, error (with a retry) and loaded states. */
function QueryState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return <SkeletonStack count={3} height="16" borderRadius="lg" />;
  }
  if (query.isError) {
    return (
      <LoadError
        variant="section"
        error={query.error}
        fallback={`Your ${what} could not be loaded.`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}

function Stat({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Flex bg="white" borderRadius="xl" borderWidth="1px" borderColor="cream.300" p="4" gap="3" align="center">
      <Box
        color="burgundy.600"
        bg="burgundy.50"
        borderRadius="full"
        p="2.5"
        display={{ base: "none", sm: "block" }}
        aria-hidden
      >
        {icon}
      </Box>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" color="burgundy.900" lineHeight="1.2">
          {value}
        </Text>
      </Box>
    </Flex>
  );
}

function SectionCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card.Root bg="cream.50" borderRadius="xl" as="section" aria-labelledby={id}>
      <Card.Header pb="2">
        <Heading as="h2" id={id} size="lg" color="burgundy.800">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

function useActivity() {
  const orders = useQuery(trpc.orders.my.queryOptions());
  const reservations = useQuery(trpc.reservations.my.queryOptions());
  // "Now" for "upcoming": fixed while the page is open, so lists do not jump between renders.
  const [now] = useState(() => Date.now());
  return { orders, reservations, now };
}

function Overview({
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

function OrdersTab() {
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

function ReservationsTab() {
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

function ForumTab() {
  return (
    <Card.Root bg="white" borderRadius="xl" maxW="2xl">
      <Card.Body gap="3">
        <HStack gap="3">
          <Box color="burgundy.600" aria-hidden>
            <MessagesSquare size={28} />
          </Box>
          <Heading as="h2" size="lg" color="burgundy.800">
            Community Forum
          </Heading>
        </HStack>
        <Text color="fg.muted">
          Swap tasting notes, ask about pairings and meet other Ridge Road wine lovers. Club members get the
          Member Lounge too.
        </Text>
        <Box>
          <Button asChild colorPalette="burgundy">
            <RouterLink to={paths.forum}>Visit the Forum</RouterLink>
          </Button>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The tab row stays one line and scrolls sideways when the screen is too narrow: wrapped, it stacked
 * the tabs into rows that read like separate menus. The scroll box wraps the list, not the list
 * itself, so the selected tab's underline (drawn over the list's bottom border) is not clipped.
 */
function DashboardTabList({ selected }: { selected: DashboardTab }) {
  const scroller = useRef<HTMLDivElement>(null);
  // With no scrollbar to show it, a selected tab out of sight (a link to ?tab=profile, "See all
  // orders") is brought into view; only the row scrolls, never the page.
  useEffect(() => {
    const box = scroller.current;
    const trigger = box?.querySelector<HTMLElement>(`[data-tab="${selected}"]`);
    if (!box || !trigger) return;
    const outer = box.getBoundingClientRect();
    const inner = trigger.getBoundingClientRect();
    if (inner.left < outer.left) box.scrollLeft -= outer.left - inner.left;
    else if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right;
  }, [selected]);

  return (
    <Box
      ref={scroller}
      overflowX="auto"
      css={{ scrollbarWidth: "none", "&::-webkit-scrollbar": { display: "none" } }}
    >
      <Tabs.List aria-label="Dashboard sections" width="max-content" minW="full" flexWrap="nowrap">
        {dashboardTabs.map((t) => (
          <Tabs.Trigger key={t} value={t} data-tab={t} flexShrink={0} px={{ base: "2", sm: "3" }}>
            {dashboardTabLabels[t]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Box>
  );
}

export interface DashboardPageProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** The club's membership card (the member's tier and upgrades, or the plans to join). */
  membershipCard: ReactNode;
  /** The club's FREE WINE button (renders nothing for people without a tier). */
  freeWineAction: ReactNode;
}

/** /dashboard: greeting, quick bookings and the overview, orders, reservations, forum and profile tabs. */
export function DashboardPage({ tab, onTabChange, membershipCard, freeWineAction }: DashboardPageProps) {
  useDocumentTitle("Your Dashboard");
  const { user } = useAuth();
  // A purchase or an upgrade elsewhere changes the tier: ask again whenever the dashboard opens.
  useQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
  const membership = useQuery({
    ...trpc.membership.current.queryOptions(),
    staleTime: 0,
    enabled: Boolean(user?.membershipTier),
  });
  if (!user) return null;
  const tier = user.membershipTier ? tiers[user.membershipTier] : null;
  const since = (tier && membership.data?.startDate) || user.createdAt;

  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <Flex
          gap="4"
          justify="space-between"
          align={{ base: "flex-start", md: "center" }}
          direction={{ base: "column", md: "row" }}
        >
          <Stack gap="2" minW="0">
            <HStack gap="3" wrap="wrap">
              <Heading
                lineHeight="1.2"
                as="h1"
                fontSize={{ base: "3xl", md: "4xl" }}
                color="burgundy.800"
                wordBreak="break-word"
              >
                Welcome back, {user.username}
              </Heading>
              <Badge
                size="lg"
                colorPalette={tier ? "gold" : "burgundy"}
                variant={tier ? "solid" : "subtle"}
                data-testid="tier-badge"
              >
                {tier ? `${tier.name} Member` : "Customer"}
              </Badge>
            </HStack>
            <Text color="fg.muted">Member since {formatDate(since)}</Text>
          </Stack>
          {freeWineAction}
        </Flex>

        <QuickBookingCards isMember={tier !== null} />

        <Tabs.Root
          value={tab}
          onValueChange={(details) =>
            onTabChange(dashboardTabs.find((t) => t === details.value) ?? "overview")
          }
          variant="line"
          colorPalette="burgundy"
          size={{ base: "sm", md: "md" }}
          lazyMount
        >
          <DashboardTabList selected={tab} />
          <Tabs.Content value="overview" pt="6">
            <Overview membershipCard={membershipCard} onShowTab={onTabChange} />
          </Tabs.Content>
          <Tabs.Content value="orders" pt="6">
            <OrdersTab />
          </Tabs.Content>
          <Tabs.Content value="reservations" pt="6">
            <ReservationsTab />
          </Tabs.Content>
          <Tabs.Content value="forum" pt="6">
            <ForumTab />
          </Tabs.Content>
          <Tabs.Content value="profile" pt="6">
            <ProfileCard user={user} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
