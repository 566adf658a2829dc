import { site } from "contracts/site";
import { dateFormat } from "../../lib/date-format";

/**
 * The back office's one way of writing dates: New York's calendar and clock (where the winery and
 * its staff are), whatever the computer's own time zone, in the orders desk's medium style.
 */
const day = dateFormat({ dateStyle: "medium", timeZone: site.timeZone });
const dayAndTime = dateFormat({ dateStyle: "medium", timeStyle: "short", timeZone: site.timeZone });
// A business date (yyyy-MM-dd) is already a New York day: read it at noon UTC, in UTC.
const businessDay = dateFormat({ dateStyle: "medium", timeZone: "UTC" });

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-21T02:00:00Z" -> "Nov 20, 2026" (9 pm on the 20th in New York). */
export function formatDay(iso: string): string {
  const date = valid(iso);
  return date ? day.format(date) : iso;
}

/** "2026-11-20T15:05:00Z" -> "Nov 20, 2026, 10:05 AM" */
export function formatDayTime(iso: string): string {
  const date = valid(iso);
  return date ? dayAndTime.format(date) : iso;
}

/** "2026-04-10" (a New York day: billing dates, coupon windows) -> "Apr 10, 2026" */
export function formatBusinessDay(date: string): string {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? valid(`${date}T12:00:00Z`) : null;
  return parsed ? businessDay.format(parsed) : date;
}
