import { Box, Grid, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { formatPrice } from "contracts";
import { lazy, Suspense } from "react";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { trpc } from "../../../lib/trpc";
import { live } from "../shell/live";
import { MembersByTier, SalesByKind, TopWines } from "./breakdowns";
import { Figure, Panel } from "./panel";
import { RecentOrders } from "./recent-orders";
import { TodoPanel } from "./todo-panel";

const RevenueChart = lazy(() => import("./revenue-chart"));

/** The dashboard's Overview: money, what needs doing, recent orders, and how the shop is selling. */
export function OverviewTab() {
  const sales = useQuery({ ...trpc.admin.salesData.queryOptions(), ...live });
  const analytics = useQuery({ ...trpc.admin.analytics.queryOptions(), ...live });
  const recent = useQuery({ ...trpc.admin.recentOrders.queryOptions(), ...live });
  // A refresh that fails keeps the figures already on screen; only a first load that fails says so.
  const failed = [sales, analytics, recent].find((q) => q.isError && q.data === undefined);
  if (failed) {
    return (
      <LoadError
        variant="inline"
        error={failed.error}
        fallback="The dashboard's figures could not be loaded."
        onRetry={() => {
          void sales.refetch();
          void analytics.refetch();
          void recent.refetch();
        }}
      />
    );
  }
  const a = analytics.data;
  return (
    <Stack gap={{ base: "5", md: "6" }}>
      <SimpleGrid
        as="section"
        aria-label="Revenue"
        columns={{ base: 2, md: 3, xl: 5 }}
        gap={{ base: "3", md: "5" }}
      >
        <Figure
          label="Revenue today"
          value={sales.data && formatPrice(sales.data.today)}
          note="Net of refunds"
          isPending={sales.isPending}
        />
        <Figure
          label="This month"
          value={sales.data && formatPrice(sales.data.month)}
          note="Net of refunds"
          isPending={sales.isPending}
        />
        <Figure
          label="This year"
          value={sales.data && formatPrice(sales.data.year)}
          note="Net of refunds"
          isPending={sales.isPending}
        />
        <Figure
          label="Average order"
          value={a && formatPrice(a.averageOrderValue)}
          note={
            a &&
            `This month, ${a.paidOrdersThisMonth} paid ${a.paidOrdersThisMonth === 1 ? "order" : "orders"}`
          }
          isPending={analytics.isPending}
        />
        <Figure
          label="Conversion"
          value={a && `${a.conversionRate}%`}
          note={
            a &&
            `${a.cartsConverted} of ${a.cartsStarted} shoppers' carts paid, last 30 days (staff carts left out)`
          }
          isPending={analytics.isPending}
        />
      </SimpleGrid>

      <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap={{ base: "5", md: "6" }}>
        <Box minW="0">
          <Panel
            title="Revenue, last 30 days"
            aside={
              <Text fontSize="sm" color="fg.muted">
                Per day, net of refunds
              </Text>
            }
          >
            {sales.data ? (
              <Suspense fallback={<Skeleton height="72" />}>
                <RevenueChart daily={sales.data.daily} />
              </Suspense>
            ) : (
              <Skeleton height="72" />
            )}
          </Panel>
        </Box>
        <Box minW="0">{a ? <TodoPanel analytics={a} /> : <SkeletonStack count={4} height="10" />}</Box>
      </Grid>

      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap={{ base: "5", md: "6" }}>
        <Box minW="0">
          {recent.data ? <RecentOrders orders={recent.data} /> : <SkeletonStack count={5} height="10" />}
        </Box>
        <Box minW="0">{a ? <SalesByKind analytics={a} /> : <SkeletonStack count={5} height="8" />}</Box>
      </Grid>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "5", md: "6" }}>
        {a ? <TopWines analytics={a} /> : <SkeletonStack count={5} height="8" />}
        {a ? <MembersByTier analytics={a} /> : <SkeletonStack count={3} height="8" />}
      </SimpleGrid>
    </Stack>
  );
}
