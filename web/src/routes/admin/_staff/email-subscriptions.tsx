import { createFileRoute } from "@tanstack/react-router";
import { parseSubscribersSearch } from "../../../features/admin/routing/subscribers-search";
import { SubscribersPage } from "../../../features/admin/subscribers/subscribers-page";

export const Route = createFileRoute("/admin/_staff/email-subscriptions")({
  validateSearch: parseSubscribersSearch,
  component: SubscribersRoute,
});

function SubscribersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SubscribersPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
