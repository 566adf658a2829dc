import { createFileRoute } from "@tanstack/react-router";
import { SubscribersPage } from "../../features/admin/subscribers/subscribers-page";
import { parseSubscribersSearch } from "../../features/admin/subscribers/subscribers-search";

/**
 * Like /admin/reservations: anyone but an admin reads "Access Denied" in place (the spec's missing
 * check is a defect, docs/product/decisions.md), and the api refuses them the data anyway.
 */
export const Route = createFileRoute("/admin/email-subscriptions")({
  validateSearch: parseSubscribersSearch,
  component: SubscribersRoute,
});

function SubscribersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SubscribersPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
