const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" -> "November 2026" (a business month is already a New York calendar month). */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-15T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthYear.format(date);
}
