import { Box, Button, Container, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminOrder,
  BULK_ORDERS_MAX,
  ORDERS_PAGE_SIZE,
  type OrderQueryInput,
  type OrderStatus,
} from "contracts";
import { Download, PackageSearch } from "lucide-react";
import { useCallback, useState } from "react";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { Pager, pageCount } from "../../../components/ui/pager";
import { toast } from "../../../components/ui/toast";
import { useDocumentTitle } from "../../../lib/document-title";
import { errorMessage, trpc } from "../../../lib/trpc";
import type { OrdersSearch } from "../routing/orders-search";
import { live } from "../shell/live";
import { BulkActions } from "./bulk-actions";
import { MoveDialog, type PendingMove } from "./move-dialog";
import { OrderCard } from "./order-card";
import { OrderDialog } from "./order-dialog";
import { OrderFilters } from "./order-filters";
import { OrderStatCards, OrderStatistics } from "./order-stats";
import { ShipDialog } from "./ship-dialog";
import { useOrderMutations } from "./use-order-mutations";

export interface OrdersPageProps {
  search: OrdersSearch;
  /** `push` adds a history entry (opening an order, so Back closes it); filters replace the entry. */
  onSearchChange: (next: OrdersSearch, push?: boolean) => void;
}

/** "Select all matching" reads the filter's orders a page at a time (the api's largest page). */
const BULK_PAGE_SIZE = 100;

function exportHref(query: OrderQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return `/api/admin/orders/export${text ? `?${text}` : ""}`;
}

function Empty() {
  return (
    <Stack align="center" textAlign="center" gap="2" py="12" role="status">
      <Box color="burgundy.400" aria-hidden>
        <PackageSearch size={40} />
      </Box>
      <Heading as="h2" size="lg" color="burgundy.800">
        No orders found
      </Heading>
      <Text color="fg.muted">Try adjusting your search or filters</Text>
    </Stack>
  );
}

/** /admin/orders (docs/spec part 2 §2.15): find an order, move it along, refund it, print its slip. */
export function OrdersPage({ search, onSearchChange }: OrdersPageProps) {
  useDocumentTitle("Orders");
  const query: OrderQueryInput = {
    status: search.status,
    search: search.search,
    sort: search.sort,
    direction: search.direction,
  };
  const page = search.page ?? 1;
  const list = useQuery({
    ...trpc.admin.orders.queryOptions({ ...query, page, pageSize: ORDERS_PAGE_SIZE }),
    ...live,
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({
    ...trpc.admin.orderStats.queryOptions(query),
    ...live,
    placeholderData: keepPreviousData,
  });
  const { move } = useOrderMutations();
  const queryClient = useQueryClient();
  // The orders ticked for a bulk move, kept across pages (and filters) until cleared.
  const [selected, setSelected] = useState<Map<string, AdminOrder>>(() => new Map());
  const [selectingAll, setSelectingAll] = useState(false);
  const toggle = (order: AdminOrder, on: boolean) =>
    setSelected((now) => {
      const next = new Map(now);
      if (on) next.set(order.id, order);
      else next.delete(order.id);
      return next;
    });
  async function selectAll() {
    setSelectingAll(true);
    try {
      const all = new Map(selected);
      const count = stats.data?.count ?? 0;
      for (let p = 1; p <= pageCount(count, BULK_PAGE_SIZE) && all.size < BULK_ORDERS_MAX; p++) {
        const rows = await queryClient.fetchQuery(
          trpc.admin.orders.queryOptions({ ...query, page: p, pageSize: BULK_PAGE_SIZE }),
        );
        for (const row of rows) if (all.size < BULK_ORDERS_MAX) all.set(row.id, row);
      }
      setSelected(all);
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The orders could not be selected.",
        variant: "destructive",
      });
    } finally {
      setSelectingAll(false);
    }
  }
  const [shipping, setShipping] = useState<AdminOrder | null>(null);
  const [confirming, setConfirming] = useState<PendingMove | null>(null);

  const change = useCallback(
    (next: Partial<OrdersSearch>) => onSearchChange({ ...search, ...next, page: undefined }),
    [search, onSearchChange],
  );

  async function moveOrder(order: AdminOrder, status: OrderStatus) {
    if (status === "shipped") return setShipping(order);
    if (status === "cancelled" || (status === "confirmed" && order.status === "pending")) {
      return setConfirming({ order, status });
    }
    try {
      await move.mutateAsync({ orderId: order.id, status });
      toast({ title: "Order updated!", description: "The order status has been updated successfully." });
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "Failed to update order status.",
        variant: "destructive",
      });
    }
  }

  const pages = stats.data ? pageCount(stats.data.count, ORDERS_PAGE_SIZE) : 1;
  const openNumber = search.order
    ? (list.data?.find((o) => o.id === search.order)?.orderNumber ?? search.order.slice(-8).toUpperCase())
    : undefined;

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Flex justify="space-between" align={{ base: "flex-start", sm: "flex-end" }} gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="burgundy.800" lineHeight="1.2">
              Orders
            </Heading>
            <Text color="fg.muted">Every order of the shop and the club; times are Eastern Time.</Text>
          </Stack>
          <Button asChild variant="outline" colorPalette="burgundy">
            <a href={exportHref(query)} download>
              <Download aria-hidden /> Export CSV
            </a>
          </Button>
        </Flex>
        <Grid templateColumns={{ base: "1fr", lg: "3fr 1fr" }} gap="6" alignItems="start">
          <Box minW="0">
            <Stack gap="5">
              <OrderFilters search={search} onChange={change} />
              <OrderStatCards stats={stats.data} />
              {list.isPending ? (
                <SkeletonStack count={5} height="32" borderRadius="xl" />
              ) : list.isError && list.data === undefined ? (
                <LoadError
                  variant="inline"
                  error={list.error}
                  fallback="The orders could not be loaded."
                  onRetry={() => void list.refetch()}
                />
              ) : (list.data ?? []).length === 0 ? (
                <Empty />
              ) : (
                <Stack gap="3" aria-busy={list.isPlaceholderData}>
                  {(list.data ?? []).map((order) => (
                    <OrderCard
                      key={order.id}
                      order={order}
                      selected={selected.has(order.id)}
                      onSelect={(on) => toggle(order, on)}
                      moving={move.isPending}
                      onOpen={() => onSearchChange({ ...search, order: order.id }, true)}
                      onMove={(status) => void moveOrder(order, status)}
                    />
                  ))}
                </Stack>
              )}
              <BulkActions
                selected={selected}
                total={stats.data?.count ?? selected.size}
                selectingAll={selectingAll}
                onSelectAll={() => void selectAll()}
                onClear={() => setSelected(new Map())}
                onMoved={(ids) => setSelected((now) => new Map([...now].filter(([id]) => !ids.includes(id))))}
              />
              <Pager
                label="Order pages"
                page={page}
                pages={pages}
                onPage={(next) => onSearchChange({ ...search, page: next }, true)}
              />
            </Stack>
          </Box>
          <Box minW="0">
            <OrderStatistics stats={stats.data} />
          </Box>
        </Grid>
      </Stack>
      <OrderDialog
        orderId={search.order}
        orderNumber={openNumber}
        onClose={() => onSearchChange({ ...search, order: undefined })}
      />
      <ShipDialog order={shipping} onClose={() => setShipping(null)} />
      <MoveDialog move={confirming} onClose={() => setConfirming(null)} />
    </Container>
  );
}
