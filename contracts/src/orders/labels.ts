/** Zod-free constants and labels: the web imports these without loading zod. */
import type { OrderStatus } from "./statuses";

export { type OrderStatus, orderStatuses } from "./statuses";

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  processing: "Processing",
  shipped: "Shipped",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The order number people see: the last 8 characters of the id. */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

export const usStates = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
] as const;
export type UsState = (typeof usStates)[number][0];

/**
 * What an order's timeline records (docs/product/decisions.md, "Round 2": Back office): status moves,
 * payments, refunds, staff notes and the e-mails sent about it.
 */
export const orderEventKinds = ["status", "payment", "refund", "note", "email"] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/**
 * Who carries a shipped order (docs/product/decisions.md, Round 3). "pickup" is an order collected at the tasting
 * room: it needs no tracking number. "other" is a carrier without a tracking page we know.
 */
export const carriers = ["ups", "fedex", "usps", "dhl", "pickup", "other"] as const;
export type Carrier = (typeof carriers)[number];

export const carrierLabels: Record<Carrier, string> = {
  ups: "UPS",
  fedex: "FedEx",
  usps: "USPS",
  dhl: "DHL",
  pickup: "Picked up at the winery",
  other: "Other carrier",
};

/** Where an order's money stands: what the staff read instead of the spec's fixed "Completed". */
export const paymentStatuses = ["awaiting", "paid", "partially_refunded", "refunded", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  awaiting: "Awaiting payment",
  paid: "Paid",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
  failed: "Payment failed",
};

/** Who placed an order: a club member, a signed-in customer without a tier, or a guest. */
export const customerTypes = ["member", "registered", "guest"] as const;
export type CustomerType = (typeof customerTypes)[number];

export const customerTypeLabels: Record<CustomerType, string> = {
  member: "Registered Member",
  registered: "Registered Customer",
  guest: "Guest",
};
/** How the timeline words the receipt e-mail; the address it went to follows. */
export const RECEIPT_EVENT_PREFIX = "Receipt e-mailed to ";

/** The address an order's receipt was e-mailed to, read from its timeline (null when none was). */
export function receiptEmailIn(events: readonly { kind: OrderEventKind; detail: string }[]): string | null {
  const sent = events.find((e) => e.kind === "email" && e.detail.startsWith(RECEIPT_EVENT_PREFIX));
  return sent ? sent.detail.slice(RECEIPT_EVENT_PREFIX.length) : null;
}
