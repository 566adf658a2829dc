// The admin routes' definitions read this folder (search parsing, tab names, the sign-in's way back).
// Route definitions load with the site's first page, so nothing here may import a screen, a component
// or zod: the screens load only under /admin, in their own chunk (web/vite.config.ts).

/** The tabs of the dashboard and the reservations screen, as their addresses name them. */
export const dashboardTabs = ["overview", "gifts", "coupons", "members", "events", "forum", "pages"] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export const reservationsTabs = ["day", "bookings", "types"] as const;
export type ReservationsTab = (typeof reservationsTabs)[number];

/** `?tab=` as one of `tabs`, or nothing for the first (default) tab or anything unknown. */
export function tabSearch<T extends string>(tabs: readonly T[], value: unknown): { tab?: T } {
  return tabs.includes(value as T) && value !== tabs[0] ? { tab: value as T } : {};
}

export const productsTabs = ["wines", "gifts", "merchandise", "stock"] as const;
export type ProductsTab = (typeof productsTabs)[number];
