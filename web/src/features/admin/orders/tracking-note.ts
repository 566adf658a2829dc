import { canMoveOrder, type OrderStatus } from "contracts";

/**
 * What saving a tracking number does for the customer, by the order's status (the customer hears of
 * a shipment only when the order is marked shipped, docs/product/decisions.md "Orders"): the note under the field,
 * and whether Save Details offers to mark the order shipped.
 */
export function trackingNote(status: OrderStatus): { note: string; offerShipping: boolean } {
  if (canMoveOrder(status, "shipped")) {
    return {
      note: "Saving a tracking number does not tell the customer: mark the order shipped to e-mail them the tracking link.",
      offerShipping: true,
    };
  }
  if (status === "shipped" || status === "completed") {
    return {
      note: "The customer was e-mailed when the order shipped; a changed number shows on their order page but is not e-mailed again.",
      offerShipping: false,
    };
  }
  if (status === "pending") {
    return { note: "Not paid yet: the order cannot ship until it is paid.", offerShipping: false };
  }
  return {
    note: "A cancelled order does not ship; the number is kept for the staff only.",
    offerShipping: false,
  };
}

/** True when Save Details should ask whether to mark the order shipped: a new number on an order that can ship. */
export function asksToShip(
  order: { status: OrderStatus; trackingNumber: string | null },
  trackingNumber: string,
): boolean {
  const number = trackingNumber.trim();
  return trackingNote(order.status).offerShipping && number !== "" && number !== (order.trackingNumber ?? "");
}
