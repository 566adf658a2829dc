import type { Carrier, LineKind, MerchandiseSize, OrderEventKind, OrderStatus, Tier } from "contracts";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { PackagingChoice } from "./cart";
import { bool, createdAt, id, money, updatedAt } from "./columns";
import { giftPackages } from "./gifts";
import { merchandise } from "./merchandise";
import { users } from "./users";
import { wines } from "./wines";

export interface PostalAddress {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const orders = sqliteTable(
  "orders",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    subtotal: money("subtotal").notNull().default("0.00"),
    packaging: money("packaging").notNull().default("0.00"),
    discount: money("discount").notNull().default("0.00"),
    tax: money("tax").notNull().default("0.00"),
    shipping: money("shipping").notNull().default("0.00"),
    total: money("total").notNull(),
    couponCode: text("coupon_code"),
    customerEmail: text("customer_email"),
    customerName: text("customer_name"),
    customerPhone: text("customer_phone"),
    shippingAddress: text("shipping_address", { mode: "json" }).$type<PostalAddress>(),
    billingAddress: text("billing_address", { mode: "json" }).$type<PostalAddress>(),
    /** Collected at the tasting room: always allowed, taxed at the home state's rate, never shipped. */
    pickup: bool("pickup").notNull().default(false),
    /** The state whose tax rate was charged: the shipping state, or OH for a pickup. */
    taxState: text("tax_state"),
    /** The rate charged, as kept in compliance_states ("0.0800"). */
    taxRate: text("tax_rate").notNull().default("0.0800"),
    /** Bottles of wine the order holds (wine lines and the wines inside gift packages). */
    bottles: integer("bottles").notNull().default(0),
    /** It holds wine: the carrier needs the signature of a person 21 or older. */
    adultSignature: bool("adult_signature").notNull().default(false),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    /** The checkout request's idempotency key: a repeated request finds its first order. */
    idempotencyKey: text("idempotency_key").unique(),
    /** Whose cart was checked out ("user:<id>" or "cart:<hash>"): an idempotency key is theirs alone. */
    ownerKey: text("owner_key"),
    trackingNumber: text("tracking_number"),
    carrier: text("carrier").$type<Carrier>(),
    /**
     * What has been given back, or is being given back right now, through the payment gateway: a
     * refund reserves its amount here with a guarded update before the gateway is called, so the
     * refunds of one order can never add up to more than its total.
     */
    refunded: money("refunded").notNull().default("0.00"),
    notes: text("notes"),
    paidAt: text("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId),
    index("orders_status_idx").on(t.status),
    index("orders_paid_idx").on(t.paidAt),
    index("orders_created_idx").on(t.createdAt),
  ],
);

/**
 * Money given back on an order, one row per refund asked for. A row is `pending` while the gateway is
 * asked (its amount already reserved in `orders.refunded`), then `succeeded` or `failed` (the amount
 * is given back to the order). Revenue subtracts succeeded refunds on the New York day they settled.
 */
export const orderRefunds = sqliteTable(
  "order_refunds",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    reason: text("reason").notNull(),
    /** The staff member's username. */
    by: text("by").notNull(),
    /** The request's key: the same key sent again finds this refund instead of making another. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status").$type<"pending" | "succeeded" | "failed">().notNull().default("pending"),
    /** The provider's refund id (`re_...`); null for an order paid without a card payment. */
    gatewayRefundId: text("gateway_refund_id"),
    failure: text("failure"),
    createdAt: createdAt(),
    settledAt: text("settled_at"),
  },
  (t) => [index("order_refunds_order_idx").on(t.orderId), index("order_refunds_settled_idx").on(t.settledAt)],
);

/**
 * Links that open one order without signing in (the success page, the receipt e-mail): only the
 * SHA-256 of each random token is kept. An order may have several (a replayed checkout answer).
 */
export const orderTokens = sqliteTable(
  "order_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("order_tokens_order_idx").on(t.orderId)],
);

/** Order lines keep a snapshot (name, kind, price) so history survives catalogue changes. */
export const orderItems = sqliteTable(
  "order_items",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LineKind>().notNull().default("wine"),
    wineId: text("wine_id").references(() => wines.id),
    giftPackageId: text("gift_package_id").references(() => giftPackages.id),
    /** The wines a gift package held when ordered: their stock comes back if the order is cancelled. */
    giftWineIds: text("gift_wine_ids", { mode: "json" }).$type<string[]>(),
    merchandiseId: text("merchandise_id").references(() => merchandise.id),
    tier: text("tier").$type<Tier>(),
    /** Apparel's size when ordered. */
    size: text("size").$type<MerchandiseSize>(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    /** Unit price at the time of the order. */
    price: money("price").notNull(),
    lineTotal: money("line_total").notNull().default("0.00"),
    customMessage: text("custom_message"),
    packaging: text("packaging", { mode: "json" }).$type<PackagingChoice>(),
    createdAt: createdAt(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_wine_idx").on(t.wineId)],
);

/**
 * An order's timeline: every status move, payment, refund, staff note and e-mail, with who and when.
 * `by` is the staff member's username, or "customer" / "system" when no one on the staff acted.
 */
export const orderEvents = sqliteTable(
  "order_events",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OrderEventKind>().notNull(),
    by: text("by").notNull(),
    detail: text("detail").notNull(),
    /** Shown on the customer's own order page (staff notes are not). */
    customerVisible: bool("customer_visible").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);
