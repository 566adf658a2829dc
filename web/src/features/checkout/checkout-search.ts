import { COUPON_MAX } from "../../components/order-summary/coupon-code";
import { searchText } from "../../lib/search-params";

export interface CheckoutSearch {
  /** A coupon to pre-fill and apply (the cart's Proceed to Checkout link carries it). */
  coupon?: string | undefined;
  /** The percentage the link showed; only read so it can be cleared: the server decides the discount. */
  discount?: number | undefined;
  /** true for the club checkout (after choosing a membership or the month's free wines). */
  membership?: true | undefined;
}

/**
 * /checkout's address: `?coupon=WINE1&discount=10` from the cart, `?membership=true` from the club.
 * The router reads `10` as a number and `true` as a boolean; anything else falls back to undefined.
 */
export function parseCheckoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const discount = Number(search.discount);
  return {
    coupon: searchText(search.coupon, COUPON_MAX),
    discount:
      search.discount !== undefined && search.discount !== "" && Number.isFinite(discount)
        ? discount
        : undefined,
    membership: search.membership === true || search.membership === "true" ? true : undefined,
  };
}
