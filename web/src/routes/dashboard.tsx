import { createFileRoute, redirect } from "@tanstack/react-router";
import { DashboardPage } from "../features/dashboard/dashboard-page";
import { parseDashboardSearch } from "../features/dashboard/dashboard-search";
import { FreeWineButton } from "../features/membership/free-wine-picker";
import { MembershipCard } from "../features/membership/membership-card";
import { getSessionUser } from "../lib/auth";

export const Route = createFileRoute("/dashboard")({
  validateSearch: parseDashboardSearch,
  beforeLoad: async ({ context }) => {
    const user = await getSessionUser(context.queryClient);
    if (!user) throw redirect({ to: "/membership" });
  },
  component: DashboardRoute,
});

/** The route puts the club's pieces into the dashboard, so neither feature imports the other. */
function DashboardRoute() {
  const { tab = "overview" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardPage
      tab={tab}
      onTabChange={(next) =>
        // A tab swaps the panel below it: the page stays put (on a phone the tabs sit a screen down)
        // and so does the tab row's own sideways scroll.
        void navigate({ search: next === "overview" ? {} : { tab: next }, resetScroll: false })
      }
      membershipCard={<MembershipCard />}
      freeWineAction={<FreeWineButton />}
    />
  );
}
