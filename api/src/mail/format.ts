import { site } from "contracts/site";

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: site.timeZone,
});
const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: site.timeZone });
const dayAndDate = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: site.timeZone });
const timeOnly = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: site.timeZone,
  timeZoneName: "short",
});

/** "Friday, November 20, 2026 at 12:00 PM" in the winery's time zone (e-mails are read anywhere). */
export function mailDateTime(iso: string | Date): string {
  return dateTime.format(new Date(iso));
}

/** "November 20, 2026" (New York). */
export function mailDate(iso: string | Date): string {
  return dateOnly.format(new Date(iso));
}

/** "Friday, November 27, 2026" (New York): the day of a visit. */
export function mailDay(iso: string | Date): string {
  return dayAndDate.format(new Date(iso));
}

/** "12:00 PM EST" (New York). */
export function mailTime(iso: string | Date): string {
  return timeOnly.format(new Date(iso));
}
