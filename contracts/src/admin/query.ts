import { orderStatuses } from "../orders/statuses";

/**
 * What the orders desk can ask for, without labels: the route reads these from the address bar on
 * the site's first load, so they stay this small.
 *
 * The status filter: every status, "to-ship" (paid, not shipped yet: confirmed or processing) and
 * "failed" (payments that never went through, which "all" leaves out).
 */
export const orderFilters = ["all", "to-ship", ...orderStatuses, "failed"] as const;
export type OrderFilter = (typeof orderFilters)[number];

/** The statuses the stats count, failed payments apart from the orders cancelled after payment. */
export const statKeys = [...orderStatuses, "failed"] as const;

export const orderSorts = ["date", "total", "customer", "status"] as const;
export type OrderSort = (typeof orderSorts)[number];

export const sortDirections = ["desc", "asc"] as const;
export type SortDirection = (typeof sortDirections)[number];
