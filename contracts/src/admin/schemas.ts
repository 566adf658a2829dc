import { z } from "zod";
import { lineKindSchema } from "../cart/schemas";
import { tierSchema } from "../membership/schemas";
import { merchandiseSizeSchema } from "../merchandise/schemas";
import { moneyInput, moneyString } from "../money-schemas";
import { carriers, customerTypes, paymentStatuses } from "../orders/labels";
import { shipmentRefusal } from "../orders/rules";
import { carrierSchema, orderEventSchema, orderStatusSchema, postalAddressSchema } from "../orders/schemas";
import { listPaging } from "../paging";
import { syncFilters } from "../partners/sync";
import { attendanceSchema, reservationStatusSchema } from "../reservations/schemas";
import { orderFilters, orderSorts, revenueKinds, SALES_DAYS_MAX, sortDirections, statKeys } from "./labels";

export * from "./labels";
export * from "./rules";

const id = z.string().min(1).max(64);

// ---------------------------------------------------------------- the admin's view of an order

export const adminOrderItemSchema = z.object({
  name: z.string(),
  kind: lineKindSchema,
  /** The wine, gift package or merchandise ordered (null for a membership); contracts' orders/sku.ts. */
  productId: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  price: moneyString,
  lineTotal: moneyString,
  packaging: z.object({ id: z.string(), name: z.string(), price: moneyString }).nullable(),
  customMessage: z.string().nullable(),
  size: merchandiseSizeSchema.nullable(),
  /** Full cases charged at the case price (contracts' orders/case-lines), or null. */
  caseLine: z
    .object({
      cases: z.number().int(),
      bottlesPerCase: z.number().int(),
      casePrice: moneyString,
      bottles: z.number().int(),
    })
    .nullable(),
  /** A gift package's wines, one bottle each per package (the packing slip lists them). */
  contents: z.array(z.string()),
});

export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

/** What cancelling (or refunding in full) the order does to the club membership it bought. */
export const membershipOnCancelSchema = z.union([
  z.object({ action: z.literal("end"), tier: tierSchema }),
  z.object({ action: z.literal("restore"), tier: tierSchema, previousTier: tierSchema }),
]);

/** docs/product/api.md `AdminOrder`, plus the order number people read and the real payment status. */
export const adminOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  paymentStatus: z.enum(paymentStatuses),
  total: moneyString,
  subtotal: moneyString,
  packaging: moneyString,
  discount: moneyString,
  tax: moneyString,
  shipping: moneyString,
  /** Given back through the payment gateway so far. */
  refunded: moneyString,
  couponCode: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  userId: z.string().nullable(),
  customerType: z.enum(customerTypes),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  shippingAddress: postalAddressSchema.nullable(),
  /** Collected at the tasting room instead of shipped. */
  pickup: z.boolean(),
  /** The state whose sales-tax rate was charged, and the rate ("0.0800"). */
  taxState: z.string().nullable(),
  taxRate: z.string(),
  /** It holds wine: the packing slip asks for the signature of a person 21 or older. */
  adultSignature: z.boolean(),
  /** The bottles it holds (a gift package's wines count). */
  bottles: z.number().int(),
  /** Only club memberships: completed when paid, never shipped. */
  shipsNothing: z.boolean(),
  membershipOnCancel: membershipOnCancelSchema.nullable(),
  stripePaymentIntentId: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  carrier: z.enum(carriers).nullable(),
  notes: z.string().nullable(),
  items: z.array(adminOrderItemSchema),
  /** Money given back (or being given back) through the payment gateway, oldest first. */
  refunds: z.array(
    z.object({ id: z.string(), amount: z.number().int(), reason: z.string(), createdAt: z.string() }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /api/admin/refunds: one refund, for the books. */
export const refundSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** Cents. */
  amount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  /** The staff member's username, or `key:<name>` for a partner's key. */
  by: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundListInput = z.object({
  createdFrom: syncFilters.createdFrom,
  createdTo: syncFilters.createdTo,
  ...listPaging,
});

/** One order with its whole timeline (status moves, payment, refunds, notes, e-mails), oldest first. */
export const adminOrderDetailSchema = adminOrderSchema.extend({ events: z.array(orderEventSchema) });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

// ---------------------------------------------------------------- the orders desk

export const orderFilterSchema = z.enum(orderFilters);

/** Search, filter and sort, shared by the list, its stats and the CSV export. */
export const orderQueryInput = z.object({
  status: orderFilterSchema.optional(),
  /** The last 8 characters of the id (with or without "#"), a name or an e-mail, in part. */
  search: z.string().trim().max(100, "Search for at most 100 characters").optional(),
  sort: z.enum(orderSorts).optional(),
  direction: z.enum(sortDirections).optional(),
  ...syncFilters,
});
export type OrderQueryInput = z.infer<typeof orderQueryInput>;

export const adminOrdersInput = orderQueryInput.extend({
  ...listPaging,
});
export type AdminOrdersInput = z.infer<typeof adminOrdersInput>;

const countAndRevenue = z.object({ count: z.number().int(), revenue: moneyString });

/** The stat cards: how many orders the filter finds and what they brought in (net of refunds). */
export const orderStatsSchema = z.object({
  count: z.number().int(),
  revenue: moneyString,
  byStatus: z.object(
    Object.fromEntries(statKeys.map((key) => [key, countAndRevenue])) as {
      [K in (typeof statKeys)[number]]: typeof countAndRevenue;
    },
  ),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

export const orderCountsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  processing: z.number().int(),
  shipped: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;

export const adminOrderIdInput = z.object({ id });

const note = z.string().trim().max(2000, "A note is at most 2,000 characters");

/**
 * A status move from the orders desk. Shipping needs a tracking number unless the order was picked
 * up; the carrier is optional. The same rule checks the web's form and the api.
 */
export const updateOrderStatusInput = z
  .object({
    orderId: id,
    status: orderStatusSchema,
    trackingNumber: z.string().trim().max(100, "A tracking number is at most 100 characters").optional(),
    carrier: carrierSchema.optional(),
    note: note.optional(),
  })
  .superRefine((input, issues) => {
    if (input.status !== "shipped") return;
    const refusal = shipmentRefusal(input.carrier, input.trackingNumber);
    if (refusal)
      issues.addIssue({
        code: "custom",
        message: refusal,
        path: ["trackingNumber"],
      });
  });
export type UpdateOrderStatusInput = z.infer<typeof updateOrderStatusInput>;

export const refundReasonSchema = z
  .string()
  .trim()
  .min(1, "Give the reason for the refund")
  .max(500, "A reason is at most 500 characters");

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, "idempotencyKey must be at least 8 characters")
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "idempotencyKey may use letters, digits, - and _");

export const refundOrderInput = z.object({
  orderId: id,
  /** Cents; the whole remainder when absent. */
  amount: z
    .number()
    .int("amount is in whole cents")
    .min(1, "Enter an amount to refund")
    .max(100_000_000)
    .optional(),
  reason: refundReasonSchema,
  /** The same key sent again returns the first refund instead of making a second one. */
  idempotencyKey: idempotencyKeySchema,
});
export type RefundOrderInput = z.infer<typeof refundOrderInput>;

/** The refund form: dollars and cents as typed, and why. */
export const refundFormInput = z.object({
  amount: moneyInput("Enter the amount in dollars and cents, e.g. 10.00"),
  reason: refundReasonSchema,
});
export type RefundFormInput = z.infer<typeof refundFormInput>;

export const addOrderNoteInput = z.object({
  orderId: id,
  note: note.min(1, "Write the note first"),
});
export type AddOrderNoteInput = z.infer<typeof addOrderNoteInput>;

/** The order's standing details the staff edit: its tracking number, carrier and notes. */
export const orderDetailsFormInput = z.object({
  trackingNumber: z.string().trim().max(100, "A tracking number is at most 100 characters"),
  carrier: z.union([carrierSchema, z.literal("")]),
  notes: note,
});
export type OrderDetailsFormInput = z.infer<typeof orderDetailsFormInput>;

// ---------------------------------------------------------------- the dashboard

export const salesDataInput = z
  .object({
    days: z
      .number()
      .int()
      .min(1, "days is at least 1")
      .max(SALES_DAYS_MAX, `days is at most ${SALES_DAYS_MAX}`)
      .optional(),
  })
  .optional();

/** Revenue net of refunds, by New York day: what came in that day minus what went back that day. */
export const salesDataSchema = z.object({
  today: moneyString,
  month: moneyString,
  year: moneyString,
  daily: z.array(z.object({ date: z.string(), total: moneyString, orders: z.number().int() })),
});
export type SalesData = z.infer<typeof salesDataSchema>;

/**
 * The to-do panel's counts. Each later screen adds its own (open forum reports, club declines): one
 * field here and one row on the dashboard.
 */
export const todoSchema = z.object({
  /** Paid orders not shipped yet (confirmed or processing). */
  ordersToShip: z.number().int(),
  lowStock: z.number().int(),
  todaysBookings: z.number().int(),
  /** Forum posts reported by readers and not yet resolved. */
  openForumReports: z.number().int(),
  /** Club renewals declined and waiting for their next try (/admin/club's decline queue). */
  clubDeclines: z.number().int(),
});
export type Todo = z.infer<typeof todoSchema>;

export const analyticsSchema = z.object({
  activeMembers: z.number().int(),
  membersByTier: z.object({
    essential: z.number().int(),
    premium: z.number().int(),
    elite: z.number().int(),
  }),
  /** Orders waiting for their payment. */
  pendingOrders: z.number().int(),
  /** This month's paid orders: what one brought in on average, after its refunds. */
  averageOrderValue: moneyString,
  paidOrdersThisMonth: z.number().int(),
  /** Percent of the carts started in the last 30 days that were checked out and paid (1 decimal). */
  conversionRate: z.number(),
  cartsStarted: z.number().int(),
  cartsConverted: z.number().int(),
  /** This month's item sales by kind. */
  revenueByKind: z.array(z.object({ kind: z.enum(revenueKinds), amount: moneyString })),
  /** By bottles sold in the last 30 days. */
  topWines: z.array(
    z.object({ wineId: z.string(), name: z.string(), bottles: z.number().int(), revenue: moneyString }),
  ),
  lowStock: z.array(
    z.object({
      kind: z.enum(["wine", "merchandise"]),
      id: z.string(),
      name: z.string(),
      stock: z.number().int(),
      /** Low at this many or fewer: the product's own level, or LOW_STOCK_AT. */
      lowStockAt: z.number().int(),
    }),
  ),
  todaysBookings: z.array(
    z.object({
      id: z.string(),
      startTime: z.string(),
      typeName: z.string(),
      guestCount: z.number().int(),
      customerName: z.string(),
      status: reservationStatusSchema,
      attendance: attendanceSchema,
    }),
  ),
  /** Today's guests (party sizes) by attendance, as the day sheet marks them. */
  attendanceToday: z.object({
    expected: z.number().int(),
    checkedIn: z.number().int(),
    noShow: z.number().int(),
  }),
  todo: todoSchema,
});
export type Analytics = z.infer<typeof analyticsSchema>;

// ---------------------------------------------------------------- many orders at once

/** The most orders one bulk move takes (a day's shipping run). */
export const BULK_ORDERS_MAX = 200;

/**
 * POST /api/admin/orders/bulk-status: move many orders at once: to processing, to shipped (each with
 * its tracking number), or back to confirmed (undoing a move to processing).
 */
export const bulkStatusInput = z.object({
  ids: z
    .array(id)
    .min(1, "Choose at least one order")
    .max(BULK_ORDERS_MAX, `Move at most ${BULK_ORDERS_MAX} orders at once`),
  status: z.enum(["processing", "shipped", "confirmed"], {
    error: "Move orders to processing, shipped or back to confirmed",
  }),
  tracking: z
    .record(
      id,
      z.object({
        carrier: carrierSchema.optional(),
        trackingNumber: z.string().trim().max(100, "A tracking number is at most 100 characters"),
      }),
    )
    .optional(),
});
export type BulkStatusInput = z.infer<typeof bulkStatusInput>;

export const bulkStatusOutput = z.object({
  updated: z.array(z.string()),
  /** Orders left as they were, each with why (a move the state machine refuses, no tracking number). */
  refused: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkStatusOutput = z.infer<typeof bulkStatusOutput>;
