import type { OrderStatus, PaymentStatus } from "contracts";
import { dateFormat } from "../../../lib/date-format";

/** docs/spec part 2 §4: confirmed blue, processing orange, completed green, shipped purple, cancelled red, others grey. */
export const orderStatusPalette: Record<OrderStatus, string> = {
  pending: "gray",
  confirmed: "blue",
  processing: "orange",
  shipped: "purple",
  completed: "green",
  cancelled: "red",
};

export const paymentStatusPalette: Record<PaymentStatus, string> = {
  awaiting: "gray",
  paid: "green",
  partially_refunded: "orange",
  refunded: "red",
  failed: "red",
};

const dateTime = dateFormat({
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});

/** "Nov 20, 2026, 10:05 AM", on the tasting room's clock. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** The customer as the desk shows them: their name, or "Guest Customer" (docs/spec part 2 §2.15). */
export function customerLabel(order: { customerName: string | null }): string {
  return order.customerName?.trim() || "Guest Customer";
}
