import type { OrderStatus, PaymentStatus } from "contracts";

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

/** "Nov 20, 2026, 10:05 AM", on the tasting room's clock (the back office's one date rule). */
export { formatDayTime as formatDateTime } from "../dates";

/** The customer as the desk shows them: their name, or "Guest Customer" (docs/spec part 2 §2.15). */
export function customerLabel(order: { customerName: string | null }): string {
  return order.customerName?.trim() || "Guest Customer";
}
