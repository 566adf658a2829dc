import { createFileRoute } from "@tanstack/react-router";
import { OutboxPage } from "../../../features/admin/outbox/outbox-page";
import { parseOutboxSearch } from "../../../features/admin/routing/outbox-search";

export const Route = createFileRoute("/admin/_staff/outbox")({
  validateSearch: parseOutboxSearch,
  component: OutboxRoute,
});

function OutboxRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OutboxPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
