import { isSlotFull, type SlotState } from "contracts/reservations/rules";
import { site } from "contracts/site";
import { dateFormat } from "../../lib/date-format";

/**
 * Reservation dates and times as the winery states them: in New York time, whatever the visitor's
 * own time zone, so "12:00 PM" is noon at the tasting room.
 */
const time = dateFormat({
  hour: "numeric",
  minute: "2-digit",
  timeZone: site.timeZone,
});
const dayAndDate = dateFormat({
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: site.timeZone,
});
// A business date (yyyy-MM-dd) is already a New York calendar day: format it at UTC noon in UTC.
const businessDay = dateFormat({
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const businessDayLong = dateFormat({ dateStyle: "full", timeZone: "UTC" });
const weekday = dateFormat({ weekday: "short", timeZone: "UTC" });
const monthDay = dateFormat({ month: "short", day: "numeric", timeZone: "UTC" });

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** What a booking costs now, said wherever its total is shown: nothing is charged online. */
export const PAYABLE_AT_TASTING_ROOM = "Nothing is charged now: the total is payable at the tasting room.";

/** "2026-11-20T17:00:00.000Z" -> "12:00 PM" */
export function formatSlotTime(iso: string): string {
  return time.format(new Date(iso));
}

/** "2026-11-20T17:00:00.000Z" -> "Fri, Nov 20, 2026" */
export function formatSlotDate(iso: string): string {
  return dayAndDate.format(new Date(iso));
}

/** "2026-11-20" -> "Fri, Nov 20" */
export function formatBusinessDate(date: string): string {
  return businessDay.format(atNoon(date));
}

/** "2026-11-20" -> "Friday, November 20, 2026" */
export function formatBusinessDateLong(date: string): string {
  return businessDayLong.format(atNoon(date));
}

/** "2026-11-20" -> { weekday: "Fri", monthDay: "Nov 20" }, for the date buttons. */
export function businessDateParts(date: string): { weekday: string; monthDay: string } {
  return { weekday: weekday.format(atNoon(date)), monthDay: monthDay.format(atNoon(date)) };
}

/** A person's name for a booking list (contracts' reservations rules). */
export { personName as guestName } from "contracts/reservations/rules";

/** A time as a booking offers it: "12:00 PM", or disabled with "(Full)" or "(3 left)" for the party. */
export function slotOption(
  slot: Pick<SlotState, "startTime" | "isAvailable" | "availableSpots">,
  guests: number,
): { text: string; disabled: boolean } {
  const time = formatSlotTime(slot.startTime);
  if (isSlotFull(slot)) return { text: `${time} (Full)`, disabled: true };
  if (slot.availableSpots < guests) return { text: `${time} (${slot.availableSpots} left)`, disabled: true };
  return { text: time, disabled: false };
}
