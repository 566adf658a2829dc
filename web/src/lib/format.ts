import { site } from "contracts/site";
import { dateFormat } from "./date-format";

const longDate = dateFormat({ dateStyle: "long", timeZone: site.timeZone });
const yearOnly = dateFormat({ year: "numeric", timeZone: site.timeZone });

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

// A business month ("2026-11") is already a New York calendar month: read it mid-month, in UTC.
const monthYear = dateFormat({ month: "long", year: "numeric", timeZone: "UTC" });
const monthOnly = dateFormat({ month: "long", timeZone: "UTC" });

function midMonth(month: string): Date | null {
  const date = new Date(`${month}-15T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11" -> "November 2026" (the text as it is when it is not a month). */
export function formatMonth(month: string): string {
  const date = midMonth(month);
  return date ? monthYear.format(date) : month;
}

/** "2026-11" -> "November", or undefined when it is not a month. */
export function formatMonthName(month: string): string | undefined {
  const date = midMonth(month);
  return date ? monthOnly.format(date) : undefined;
}

const businessDateLong = dateFormat({ dateStyle: "long", timeZone: "UTC" });

/** A business date ("2026-04-10", already New York's) -> "April 10, 2026". */
export function formatBusinessDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : businessDateLong.format(parsed);
}
