/** The statuses of an order (docs/product/decisions.md, "Orders"), alone so the smallest code can read them. */
export const orderStatuses = [
  "pending",
  "confirmed",
  "processing",
  "shipped",
  "completed",
  "cancelled",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
