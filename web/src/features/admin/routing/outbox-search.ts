import { type OutboxKind, type OutboxStatus, outboxKinds, outboxStatuses } from "contracts/mail/labels";
import { oneOf, searchText } from "../../../lib/search-params";

export interface OutboxSearch {
  status?: OutboxStatus | undefined;
  kind?: OutboxKind | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

/** `/admin/outbox?status=failed&kind=order_receipt&to=rita&page=2`; anything else falls back. */
export function parseOutboxSearch(search: Record<string, unknown>): OutboxSearch {
  const page = Number(search.page);
  return {
    status: oneOf(outboxStatuses, search.status),
    kind: oneOf(outboxKinds, search.kind),
    to: searchText(search.to, 254),
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
  };
}
