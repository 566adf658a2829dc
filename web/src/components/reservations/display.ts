import type { ReservationCategory, ReservationStatus } from "contracts/reservations/labels";

/** The tasting room picture stands in for an experience without (or with a broken) picture. */
export const RESERVATION_FALLBACK_IMAGE = "/images/tasting-room.svg";

export const categoryPalette: Record<ReservationCategory, string> = {
  activity: "vine",
  restaurant: "gold",
  event: "burgundy",
};

/** docs/spec part 2 §2.3: confirmed green, cancelled red, anything else yellow. */
export const statusPalette: Record<ReservationStatus, string> = {
  confirmed: "green",
  cancelled: "red",
  completed: "yellow",
};
