import { Badge, Button, Field, HStack, Input, Link, Stack, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { StockMovement, StockMovementFiltersInput, StockMovementReason } from "contracts";
import {
  signedChange,
  stockMovementReasonLabels,
  stockMovementReasons,
  stockReasonLabels,
} from "contracts/inventory/labels";
import { orderNumber } from "contracts/orders/labels";
import { History } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { LabeledSelect } from "../../../components/ui/labeled-select";
import { Pager, pageCount } from "../../../components/ui/pager";
import { trpc } from "../../../lib/trpc";
import { formatDateTime } from "../orders/order-display";

const PAGE_SIZE = 25;

interface Filters {
  /** "wine:<id>" or "merchandise:<id>", or "" for every product. */
  product: string;
  reason: StockMovementReason | "";
  from: string;
  to: string;
}

const noFilters: Filters = { product: "", reason: "", from: "", to: "" };

/** The query the filters make (blank fields left out). */
function queryOf(filters: Filters): StockMovementFiltersInput {
  const [kind, productId] = filters.product.split(":");
  const query: StockMovementFiltersInput = {};
  if ((kind === "wine" || kind === "merchandise") && productId) {
    query.kind = kind;
    query.productId = productId;
  }
  if (filters.reason) query.reason = filters.reason;
  if (filters.from) query.createdFrom = filters.from;
  if (filters.to) query.createdTo = filters.to;
  return query;
}

/** The query as a URL's search (the CSV link). */
function searchOf(query: StockMovementFiltersInput): string {
  const pairs = Object.entries(query).filter((pair): pair is [string, string] => typeof pair[1] === "string");
  return new URLSearchParams([...pairs, ["format", "csv"]]).toString();
}

function reasonText(m: StockMovement): string {
  const reason = stockMovementReasonLabels[m.reason];
  return m.adjustmentReason ? `${reason}: ${stockReasonLabels[m.adjustmentReason]}` : reason;
}

function MovementsTable({ rows }: { rows: StockMovement[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="cream.300" borderRadius="xl" bg="white">
      <Table.Root size="sm" aria-label="Stock movements">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>Product</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">After</Table.ColumnHeader>
            <Table.ColumnHeader>Why</Table.ColumnHeader>
            <Table.ColumnHeader>Order</Table.ColumnHeader>
            <Table.ColumnHeader>By</Table.ColumnHeader>
            <Table.ColumnHeader>Note</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((m) => (
            <Table.Row key={m.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(m.createdAt)}</Table.Cell>
              <Table.Cell>
                {m.productName}
                {m.size ? ` (${m.size})` : ""}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold" color={m.change > 0 ? "vine.700" : "red.700"}>
                {signedChange(m.change)}
              </Table.Cell>
              <Table.Cell textAlign="end">{m.stockAfter}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{reasonText(m)}</Table.Cell>
              <Table.Cell>
                {m.orderId ? (
                  <Link href={`/admin/orders?search=${orderNumber(m.orderId)}`} color="burgundy.700">
                    #{orderNumber(m.orderId)}
                  </Link>
                ) : null}
              </Table.Cell>
              <Table.Cell>{m.by ?? <Badge variant="subtle">Shop</Badge>}</Table.Cell>
              <Table.Cell>{m.note}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * Products > Stock movements: every change of stock (sales, cancellations, refunds, adjustments,
 * the club run, imports) with who, why and when, filtered and exported for the cellar count. For one
 * product, the net change of all its movements is its stock.
 */
export function StockMovementsTab() {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const query = queryOf(filters);
  const wines = useQuery(trpc.wines.list.queryOptions({}));
  const items = useQuery(trpc.merchandise.list.queryOptions({}));
  const totals = useQuery({
    ...trpc.admin.stockMovementTotals.queryOptions(query),
    placeholderData: keepPreviousData,
  });
  const list = useQuery({
    ...trpc.admin.stockMovements.queryOptions({ ...query, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const rows = Array.isArray(list.data) ? list.data : [];
  const set = (change: Partial<Filters>) => {
    setFilters({ ...filters, ...change });
    setPage(1);
  };
  const csv = `/api/admin/stock-movements?${searchOf(query)}`;
  const oneProduct = Boolean(filters.product) && !filters.reason && !filters.from && !filters.to;

  let body: ReactNode;
  if (list.isError) {
    body = (
      <LoadError
        error={list.error}
        fallback="The movements could not be loaded."
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = <SkeletonStack count={4} height="10" />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        icon={<History size={28} />}
        title="No stock movements found"
        description="Change the filters above to see more."
      />
    );
  } else {
    body = (
      <>
        <MovementsTable rows={rows} />
        <Pager
          page={page}
          pages={pageCount(totals.data?.count ?? rows.length, PAGE_SIZE)}
          onPage={setPage}
          label="Movement pages"
        />
      </>
    );
  }

  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Every change of stock is recorded here with who, why and when; a product's stock is the sum of its
        movements. Gift packages move the stock of the wines inside them.
      </Text>
      <HStack gap="3" align="end" wrap="wrap">
        <Stack w={{ base: "full", sm: "64" }}>
          <LabeledSelect
            label="Product"
            value={filters.product}
            onValueChange={(product) => set({ product })}
          >
            <option value="">All products</option>
            <optgroup label="Wines">
              {(wines.data ?? []).map((w) => (
                <option key={w.id} value={`wine:${w.id}`}>
                  {w.name} {w.vintage}
                </option>
              ))}
            </optgroup>
            <optgroup label="Merchandise">
              {(items.data ?? []).map((m) => (
                <option key={m.id} value={`merchandise:${m.id}`}>
                  {m.name}
                </option>
              ))}
            </optgroup>
          </LabeledSelect>
        </Stack>
        <Stack w={{ base: "full", sm: "44" }}>
          <LabeledSelect
            label="Why"
            value={filters.reason}
            onValueChange={(reason) => set({ reason: reason as Filters["reason"] })}
          >
            <option value="">Every reason</option>
            {stockMovementReasons.map((r) => (
              <option key={r} value={r}>
                {stockMovementReasonLabels[r]}
              </option>
            ))}
          </LabeledSelect>
        </Stack>
        <Field.Root w="auto">
          <Field.Label>From</Field.Label>
          <Input
            type="date"
            value={filters.from}
            onChange={(e) => set({ from: e.target.value })}
            bg="white"
          />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>To</Field.Label>
          <Input type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} bg="white" />
        </Field.Root>
        <Button asChild variant="outline" colorPalette="burgundy">
          <Link href={csv} download>
            Download CSV
          </Link>
        </Button>
      </HStack>
      {totals.data ? (
        <Text fontWeight="medium" aria-live="polite">
          {totals.data.count} {totals.data.count === 1 ? "movement" : "movements"}, net{" "}
          {signedChange(totals.data.change)}
          {oneProduct ? ` (the stock on record is ${totals.data.change})` : ""}
        </Text>
      ) : null}
      {body}
    </Stack>
  );
}
