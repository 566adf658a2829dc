import { searchText } from "../../lib/search-params";

/** Ids are short random strings; anything longer is not one of ours. */
const ORDER_ID_MAX = 64;
const ERROR_MAX = 60;

const ORDER_TOKEN_MAX = 100;

export interface OrderSuccessSearch {
  order?: string | undefined;
  /** The order's link token: opens it without signing in, after a reload too. */
  token?: string | undefined;
}

/** /order-success?order=<orderId>&token=<link token> */
export function parseOrderSuccessSearch(search: Record<string, unknown>): OrderSuccessSearch {
  return { order: searchText(search.order, ORDER_ID_MAX), token: searchText(search.token, ORDER_TOKEN_MAX) };
}

export interface OrderFailSearch {
  /**
   * Why the payment failed, as a code (card_declined, processing_error, ...). The page shows its own
   * text for a known code and a general one otherwise: nothing written into the link reaches the page.
   */
  error?: string | undefined;
}

/** /order-fail?error=card_declined */
export function parseOrderFailSearch(search: Record<string, unknown>): OrderFailSearch {
  return { error: searchText(search.error, ERROR_MAX) };
}
