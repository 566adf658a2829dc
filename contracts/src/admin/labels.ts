/** Zod-free constants and labels of the back office: the web imports these without loading zod. */
import { orderStatusLabels } from "../orders/labels";
import type { OrderStatus } from "../orders/statuses";
import type { OrderFilter, OrderSort, SortDirection } from "./query";

export * from "./query";

export const orderFilterLabels: Record<OrderFilter, string> = {
  all: "All orders",
  "to-ship": "To ship (paid, not shipped)",
  ...orderStatusLabels,
  failed: "Failed payments",
};

/** The statuses the stats count, failed payments apart from the orders cancelled after payment. */
export type StatKey = OrderStatus | "failed";

export const orderSortLabels: Record<OrderSort, string> = {
  date: "Date",
  total: "Total",
  customer: "Customer",
  status: "Status",
};

/** What "descending" and "ascending" mean for each sort, in the words of the spec's "Newest First". */
export const directionLabels: Record<OrderSort, Record<SortDirection, string>> = {
  date: { desc: "Newest First", asc: "Oldest First" },
  total: { desc: "Highest First", asc: "Lowest First" },
  customer: { desc: "Z to A", asc: "A to Z" },
  status: { desc: "Last step first", asc: "First step first" },
};

/** The orders desk pages through 20 orders at a time; API clients may ask for up to 100. */
export const ORDERS_PAGE_SIZE = 20;
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;

/**
 * Item sales by kind (docs/product/decisions.md: line totals before discount, tax and shipping, with
 * packaging as its own kind). Free club wines cost nothing and are not a kind of sale.
 */
export const revenueKinds = ["wine", "gift-package", "merchandise", "membership", "packaging"] as const;
export type RevenueKind = (typeof revenueKinds)[number];

export const revenueKindLabels: Record<RevenueKind, string> = {
  wine: "Wine",
  "gift-package": "Gift packages",
  merchandise: "Merchandise",
  membership: "Club memberships",
  packaging: "Gift packaging",
};

/** A wine or an item is low on stock at 12 or fewer (a case); unlimited stock never is. */
export const LOW_STOCK_AT = 12;
/** The dashboard's chart and its "last 30 days" figures. */
export const SALES_DAYS_DEFAULT = 30;
export const SALES_DAYS_MAX = 366;
/** Top wines by bottles sold over this many days. */
export const TOP_WINES_DAYS = 30;
/** Conversion: carts started over this many days. */
export const CONVERSION_DAYS = 30;
