import { site } from "contracts/site";
import { dateFormat } from "../../lib/date-format";

const dateTime = dateFormat({
  dateStyle: "long",
  timeStyle: "short",
  timeZone: site.timeZone,
});
const shortDateTime = dateFormat({
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: site.timeZone,
});

/** "November 20, 2026 at 10:00 AM" in the winery's time zone. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** "Nov 20, 10:00 AM" for a line of the order's timeline. */
export function formatEventTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortDateTime.format(date);
}
