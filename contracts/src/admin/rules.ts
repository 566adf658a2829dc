import { roundCents } from "../money";

/** What one order brought in on average, half-up to the cent; 0 without orders. */
export function averageCents(totalCents: number, orders: number): number {
  return orders > 0 ? roundCents(totalCents / orders) : 0;
}

/** `part` as a percent of `whole`, to one decimal (0 when there is no whole). */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
