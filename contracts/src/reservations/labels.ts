/** Zod-free constants and labels: the web imports these without loading zod. */
export const reservationCategories = ["activity", "restaurant", "event"] as const;
export type ReservationCategory = (typeof reservationCategories)[number];

/** The spec's tab names: restaurant bookings are "Dining", events "Events". */
export const reservationCategoryLabels: Record<ReservationCategory, string> = {
  activity: "Activities",
  restaurant: "Dining",
  event: "Events",
};

export const reservationStatuses = ["confirmed", "cancelled", "completed"] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const reservationStatusLabels: Record<ReservationStatus, string> = {
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  completed: "Completed",
};

/**
 * The dashboard's three quick-booking cards book the seeded types with these slugs (Wine Tasting,
 * Harvest Tour, Member Event): slugs do not change when staff rename a type.
 */
export const quickBookingSlugs = {
  tasting: "wine-tasting",
  harvest: "harvest-tour",
  memberEvent: "member-event",
} as const;

/**
 * Other seeded experiences the site finds by slug: the lunch (its times are lunchtime's) and the
 * group tasting the visit page's "Book a group visit" opens.
 */
export const experienceSlugs = {
  ...quickBookingSlugs,
  lunch: "lakeview-lunch",
  groupTasting: "group-tasting",
} as const;

/** Whether a party came, as the day sheet marks it. */
export const attendances = ["expected", "checked_in", "no_show"] as const;
export type Attendance = (typeof attendances)[number];

export const attendanceLabels: Record<Attendance, string> = {
  expected: "Expected",
  checked_in: "Checked in",
  no_show: "No-show",
};
