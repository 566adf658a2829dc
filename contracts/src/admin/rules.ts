import { roundCents } from "../money";
import { businessDate } from "../time";

/** What one order brought in on average, half-up to the cent; 0 without orders. */
export function averageCents(totalCents: number, orders: number): number {
  return orders > 0 ? roundCents(totalCents / orders) : 0;
}

/** `part` as a percent of `whole`, to one decimal (0 when there is no whole). */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** What the back office exports: each file is named after it. */
export type ExportKind = "orders" | "members" | "subscribers" | "compliance" | "stock-movements";

/**
 * An export's file name: what it holds and the New York day it was made ("members-2026-11-27.csv"),
 * so an evening export in the tasting room is not dated tomorrow.
 */
export function exportFileName(kind: ExportKind, now: Date): string {
  return `${kind}-${businessDate(now)}.csv`;
}
