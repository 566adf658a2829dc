import { site } from "contracts/site";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: site.timeZone });
const yearOnly = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: site.timeZone });

/** "2025-03-04T15:00:00Z" -> "March 4, 2025" (in the winery's time zone). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}

/** "2025-03-04T15:00:00Z" -> "2025" */
export function formatYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : yearOnly.format(date);
}
