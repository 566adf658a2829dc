import { COUPON_MAX } from "../../components/order-summary/coupon-code";
import { searchText } from "../../lib/search-params";

export interface CartSearch {
  /** The applied coupon, kept in the address so a reload (or a shared cart link) keeps it. */
  coupon?: string | undefined;
}

export function parseCartSearch(search: Record<string, unknown>): CartSearch {
  return { coupon: searchText(search.coupon, COUPON_MAX) };
}
