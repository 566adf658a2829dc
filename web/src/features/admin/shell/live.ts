/**
 * The back office's figures are asked for again every 30 seconds while a screen is open, and afresh
 * whenever a screen opens (docs/spec part 2 §4: "Admin dashboard data refreshes every 30 seconds"),
 * so a shop order shows up without a reload. Everywhere else queries keep their data until a change
 * invalidates it.
 */
export const live = { refetchInterval: 30_000, refetchOnMount: "always" } as const;
