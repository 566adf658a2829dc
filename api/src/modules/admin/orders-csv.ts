import {
  type AdminOrder,
  type CsvColumn,
  carrierLabels,
  csvTable,
  customerTypeLabels,
  formatCents,
  orderStatusLabels,
  paymentStatusLabels,
  site,
  toCents,
} from "contracts";

/** Date and time on the tasting room's clock, as a spreadsheet sorts them ("2026-11-20 10:05"). */
const newYork = new Intl.DateTimeFormat("en-CA", {
  timeZone: site.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function localTime(iso: string | null): string {
  if (!iso) return "";
  const parts = Object.fromEntries(newYork.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const columns: CsvColumn<AdminOrder>[] = [
  ["Order number", (o) => o.orderNumber],
  ["Order id", (o) => o.id],
  ["Placed (New York)", (o) => localTime(o.createdAt)],
  ["Paid (New York)", (o) => localTime(o.paidAt)],
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
  ["Shipping", (o) => o.shipping],
  ["Total", (o) => o.total],
  ["Refunded", (o) => o.refunded],
  ["Net", (o) => (o.paidAt ? formatCents(toCents(o.total) - toCents(o.refunded)) : "0.00")],
  ["Carrier", (o) => (o.carrier ? carrierLabels[o.carrier] : null)],
  ["Tracking number", (o) => o.trackingNumber],
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
