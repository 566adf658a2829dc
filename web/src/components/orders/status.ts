import type { OrderStatus } from "contracts/orders/labels";

/** The order badge colours (docs/product/decisions.md statuses; docs/spec part 2 §2.3 colours). */
export const orderStatusPalette: Record<OrderStatus, string> = {
  pending: "gray",
  confirmed: "blue",
  processing: "yellow",
  shipped: "purple",
  completed: "green",
  cancelled: "red",
};
