import { searchText } from "../../lib/search-params";

/** Ids are short random strings; anything longer is not one of ours. */
const ORDER_ID_MAX = 64;
const ERROR_MAX = 60;
const DESCRIPTION_MAX = 300;

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
  /** The machine-readable reason (card_declined, processing_error, ...). */
  error?: string | undefined;
  /** What to tell the person. */
  error_description?: string | undefined;
}

/** /order-fail?error=card_declined&error_description=Your card was declined. */
export function parseOrderFailSearch(search: Record<string, unknown>): OrderFailSearch {
  return {
    error: searchText(search.error, ERROR_MAX),
    error_description: searchText(search.error_description, DESCRIPTION_MAX),
  };
}
