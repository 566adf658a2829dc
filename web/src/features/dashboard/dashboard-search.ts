import { oneOf } from "../../lib/search-params";

export const dashboardTabs = ["overview", "orders", "reservations", "forum", "profile"] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export const dashboardTabLabels: Record<DashboardTab, string> = {
  overview: "Overview",
  orders: "Orders",
  reservations: "Reservations",
  forum: "Forum",
  profile: "Profile",
};

export interface DashboardSearch {
  tab?: DashboardTab | undefined;
}

/** `/dashboard?tab=orders`; anything else opens the overview. */
export function parseDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const tab = oneOf(dashboardTabs, search.tab);
  return tab && tab !== "overview" ? { tab } : {};
}
