import { createFileRoute } from "@tanstack/react-router";
import { MembersPage } from "../../../features/admin/members/members-page";
import { parseMembersSearch } from "../../../features/admin/routing/members-search";

export const Route = createFileRoute("/admin/_staff/members/")({
  validateSearch: parseMembersSearch,
  component: MembersRoute,
});

function MembersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MembersPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
