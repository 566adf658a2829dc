import { createFileRoute } from "@tanstack/react-router";
import { OutboxPage } from "../../features/admin/outbox/outbox-page";
import { parseOutboxSearch } from "../../features/admin/outbox/outbox-search";

/**
 * Like /admin/reservations: anyone but an admin reads "Access Denied" in place, and the api refuses
 * them the data anyway.
 */
export const Route = createFileRoute("/admin/outbox")({
  validateSearch: parseOutboxSearch,
  component: OutboxRoute,
});

function OutboxRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OutboxPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
