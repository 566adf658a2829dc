import { COUPON_MAX } from "../../components/order-summary/coupon-code";
import { searchText } from "../../lib/search-params";

export interface CartSearch {
  /** A coupon from a shared link: applied to the cart once, then taken out of the address. */
  coupon?: string | undefined;
}

export function parseCartSearch(search: Record<string, unknown>): CartSearch {
  return { coupon: searchText(search.coupon, COUPON_MAX) };
}
