import { type SubscriptionStatus, subscriptionStatuses } from "contracts/newsletter/labels";
import { oneOf, searchText } from "../../../lib/search-params";

export interface SubscribersSearch {
  search?: string | undefined;
  status?: SubscriptionStatus | undefined;
  page?: number | undefined;
}

/** `/admin/email-subscriptions?search=vera&status=active&page=2`; anything else falls back. */
export function parseSubscribersSearch(search: Record<string, unknown>): SubscribersSearch {
  const page = Number(search.page);
  return {
    search: searchText(search.search, 254),
    status: oneOf(subscriptionStatuses, search.status),
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
  };
}
