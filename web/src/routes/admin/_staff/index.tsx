import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../../features/admin/dashboard/dashboard-page";
import { dashboardTabs, tabSearch } from "../../../features/admin/routing/tabs";

export const Route = createFileRoute("/admin/_staff/")({
  validateSearch: (search: Record<string, unknown>) => tabSearch(dashboardTabs, search.tab),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { tab = "overview" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardPage
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: tabSearch(dashboardTabs, next), replace: true, resetScroll: false })
      }
    />
  );
}
