import type { Order, Reservation } from "contracts";

export { orderStatusPalette } from "../../components/orders/status";

/** "Upcoming" = the slot starts in the future and the booking is not cancelled (docs/product/decisions.md). */
export function isUpcoming(reservation: Reservation, now: number): boolean {
  return reservation.status !== "cancelled" && Date.parse(reservation.slot.startTime) > now;
}

/** Upcoming bookings, soonest first. */
export function upcomingReservations(reservations: readonly Reservation[], now: number): Reservation[] {
  return reservations
    .filter((r) => isUpcoming(r, now))
    .sort((a, b) => Date.parse(a.slot.startTime) - Date.parse(b.slot.startTime));
}

/** Newest first, whatever order the api answered in. */
export function recentOrders(orders: readonly Order[], count: number): Order[] {
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}

/**
 * "4 items": bottles and pieces, as the cart and the order summary count them (3 bottles and a gift
 * package are 4 items there, never "2 items" here).
 */
export function orderItemCount(order: { items: readonly { quantity: number }[] }): string {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} ${count === 1 ? "item" : "items"}`;
}

/** "Lakeshore Riesling x 2, Premium Wine Club Membership" */
export function orderItemsText(order: Order): string {
  return order.items
    .map((item) => (item.quantity > 1 ? `${item.name} x ${item.quantity}` : item.name))
    .join(", ");
}
