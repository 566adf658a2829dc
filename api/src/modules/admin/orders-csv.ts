import {
  type AdminOrder,
  type CsvColumn,
  carrierLabels,
  csvTable,
  customerTypeLabels,
  formatCents,
  orderStatusLabels,
  paymentStatusLabels,
  toCents,
} from "contracts";

const columns: CsvColumn<AdminOrder>[] = [
  ["Order number", (o) => o.orderNumber],
  ["Order id", (o) => o.id],
  // One rule for every answer (DECISIONS.md, Round 3: lists partners sync): times are UTC ISO
  // timestamps, as in JSON; New York dates only where a field is a date (the file's name).
  ["Placed at (UTC)", (o) => o.createdAt],
  ["Paid at (UTC)", (o) => o.paidAt],
  ["Status", (o) => orderStatusLabels[o.status]],
  ["Payment", (o) => paymentStatusLabels[o.paymentStatus]],
  ["Customer", (o) => o.customerName || "Guest Customer"],
  ["E-mail", (o) => o.customerEmail],
  ["Phone", (o) => o.customerPhone],
  ["Customer type", (o) => customerTypeLabels[o.customerType]],
  ["Items", (o) => o.items.map((i) => `${i.quantity} x ${i.name}`).join("; ")],
  ["Subtotal", (o) => o.subtotal],
  ["Packaging", (o) => o.packaging],
  ["Discount", (o) => o.discount],
  ["Coupon", (o) => o.couponCode],
  ["Tax", (o) => o.tax],
  ["Tax state", (o) => o.taxState],
  ["Tax rate", (o) => o.taxRate],
  ["Shipping", (o) => o.shipping],
  ["Total", (o) => o.total],
  ["Refunded", (o) => o.refunded],
  ["Net", (o) => (o.paidAt ? formatCents(toCents(o.total) - toCents(o.refunded)) : "0.00")],
  ["Carrier", (o) => (o.carrier ? carrierLabels[o.carrier] : null)],
  ["Tracking number", (o) => o.trackingNumber],
  ["Pickup", (o) => (o.pickup ? "yes" : "no")],
  ["Adult signature", (o) => (o.adultSignature ? "yes" : "no")],
  ["Ship to", (o) => o.shippingAddress?.name ?? null],
  ["Address", (o) => [o.shippingAddress?.line1, o.shippingAddress?.line2].filter(Boolean).join(", ")],
  ["City", (o) => o.shippingAddress?.city ?? null],
  ["State", (o) => o.shippingAddress?.state ?? null],
  ["ZIP", (o) => o.shippingAddress?.postalCode ?? null],
  ["Country", (o) => o.shippingAddress?.country ?? null],
  ["Notes", (o) => o.notes],
];

/** The orders as CSV, one row per order, money as plain decimals. */
export function ordersCsv(orders: AdminOrder[]): string {
  return csvTable(columns, orders);
}
