import {
  type OrderFilter,
  type OrderSort,
  orderFilters,
  orderSorts,
  type SortDirection,
  sortDirections,
} from "contracts/admin/query";

/** The orders desk's state in the address bar, so a filter or an open order can be linked and reloaded. */
export interface OrdersSearch {
  status?: OrderFilter;
  search?: string;
  sort?: OrderSort;
  direction?: SortDirection;
  page?: number;
  /** The order whose details are open. */
  order?: string;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/**
 * Reads the desk's query; anything unknown is dropped. "new" is the dashboard tile's word for
 * confirmed (docs/spec part 2 §2.13).
 */
export function parseOrdersSearch(search: Record<string, unknown>): OrdersSearch {
  const status = search.status === "new" ? "confirmed" : oneOf(orderFilters, search.status);
  const page = Number(search.page);
  const text = typeof search.search === "string" ? search.search.trim().slice(0, 100) : "";
  const order =
    typeof search.order === "string" && /^[a-z0-9]{1,64}$/i.test(search.order) ? search.order : "";
  return {
    ...(status && status !== "all" ? { status } : {}),
    ...(text ? { search: text } : {}),
    ...(oneOf(orderSorts, search.sort) && search.sort !== "date" ? { sort: search.sort as OrderSort } : {}),
    ...(oneOf(sortDirections, search.direction) === "asc" ? { direction: "asc" as const } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    ...(order ? { order } : {}),
  };
}
