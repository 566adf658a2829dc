import { TRPCError } from "@trpc/server";
import { type Order, type OrderEventKind, orderNumber, productIdOf, receiptEmailIn, skuOf } from "contracts";
import {
  type Db,
  type Executor,
  newId,
  orderEvents,
  orderItems,
  orders,
  orderTokens,
  param,
  prepared,
  type Tx,
} from "db";
import { and, asc, desc, eq, inArray, not, type SQL, sql } from "drizzle-orm";
import { generateSessionToken, sessionIdFromToken } from "../../auth/sessions";
import type { Clock } from "../../clock";
import type { AppHooks } from "../../hooks";
import type { DeclineCode } from "../../payments/gateway";
import type { Context } from "../../trpc/context";
import { notFound } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type OrderEventRow = typeof orderEvents.$inferSelect;

/** What the order functions outside a request need (the webhook, the settling job). */
export interface OrderDeps {
  db: Db;
  clock: Clock;
  hooks: AppHooks;
}

/** An error a client can act on, carrying the machine-readable reason (card_declined, ...). */
export class PaymentError extends TRPCError {
  constructor(
    readonly reason: DeclineCode,
    message: string,
  ) {
    super({ code: "PAYMENT_REQUIRED", message });
  }
}

/** Orders the customer never paid for (declined, abandoned): the staff see them, the customer does not. */
export const failedPayment: SQL = sql`(${orders.status} = 'cancelled' and ${orders.paidAt} is null)`;

function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[],
  audience: "customer" | "staff",
): Order {
  return {
    id: row.id,
    orderNumber: orderNumber(row.id),
    userId: row.userId,
    status: row.status,
    subtotal: row.subtotal,
    packaging: row.packaging,
    discount: row.discount,
    tax: row.tax,
    shipping: row.shipping,
    total: row.total,
    couponCode: row.couponCode,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    shippingAddress: row.shippingAddress ?? null,
    pickup: row.pickup,
    taxState: row.taxState,
    taxRate: row.taxRate,
    adultSignature: row.adultSignature,
    stripePaymentIntentId: row.stripePaymentIntentId,
    trackingNumber: row.trackingNumber,
    carrier: row.carrier,
    refunded: row.refunded,
    // The staff's standing notes are theirs alone: a customer or a guest (link, e-mail) never reads them.
    notes: audience === "staff" ? row.notes : null,
    paidAt: row.paidAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    items: items.map((i) => ({
      id: i.id,
      kind: i.kind,
      name: i.name,
      quantity: i.quantity,
      price: i.price,
      lineTotal: i.lineTotal,
      wineId: i.wineId,
      giftPackageId: i.giftPackageId,
      merchandiseId: i.merchandiseId,
      tier: i.tier,
      size: i.size,
      productId: productIdOf(i),
      sku: skuOf(i),
      customMessage: i.customMessage,
      packaging: i.packaging ?? null,
    })),
    events: events.map((e) => ({ id: e.id, at: e.createdAt, kind: e.kind, by: e.by, detail: e.detail })),
    receiptEmail: receiptEmailIn(events),
  };
}

// One order's rows, built once (db/src/prepared.ts): every checkout reads them.
const orderById = prepared((db: Executor) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, param("id")))
    .prepare(),
);
const itemsOfOrder = prepared((db: Executor) =>
  db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, param("orderId")))
    .orderBy(sql`${orderItems}.rowid`)
    .prepare(),
);
const timelineOf = (audience: "customer" | "staff") =>
  prepared((db: Executor) =>
    db
      .select()
      .from(orderEvents)
      .where(
        audience === "staff"
          ? eq(orderEvents.orderId, param("orderId"))
          : and(eq(orderEvents.orderId, param("orderId")), eq(orderEvents.customerVisible, true)),
      )
      .orderBy(asc(orderEvents.createdAt), sql`${orderEvents}.rowid`)
      .prepare(),
  );
const timelines = { customer: timelineOf("customer"), staff: timelineOf("staff") };

/** An order's lines, in the order they were written. */
export async function orderLines(db: Executor, orderId: string): Promise<OrderItemRow[]> {
  return itemsOfOrder(db).all({ orderId });
}

/**
 * Orders with their items and timeline, three queries in all. `audience` "customer" keeps the staff's
 * notes out (the order's standing notes and the staff's timeline notes); lists that show no timeline
 * leave it out (`events: false`).
 */
export async function withItems(
  db: Executor,
  rows: OrderRow[],
  audience: "customer" | "staff" = "customer",
  options: { events?: boolean } = {},
): Promise<Order[]> {
  const [only] = rows;
  if (!only) return [];
  if (rows.length === 1) {
    const items = await orderLines(db, only.id);
    const events = options.events === false ? [] : await timelines[audience](db).all({ orderId: only.id });
    return [toOrder(only, items, events, audience)];
  }
  const ids = rows.map((r) => r.id);
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(sql`${orderItems}.rowid`);
  const events =
    options.events === false
      ? []
      : await db
          .select()
          .from(orderEvents)
          .where(
            audience === "staff"
              ? inArray(orderEvents.orderId, ids)
              : and(inArray(orderEvents.orderId, ids), eq(orderEvents.customerVisible, true)),
          )
          .orderBy(asc(orderEvents.createdAt), sql`${orderEvents}.rowid`);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((i) => i.orderId === row.id),
      events.filter((e) => e.orderId === row.id),
      audience,
    ),
  );
}

export async function loadOrder(
  db: Executor,
  id: string,
  audience: "customer" | "staff" = "customer",
): Promise<Order | null> {
  const row = await orderById(db).get({ id });
  return row ? ((await withItems(db, [row], audience))[0] ?? null) : null;
}

export interface NewOrderEvent {
  orderId: string;
  kind: OrderEventKind;
  /** The staff member's username, or "customer" / "system". */
  by: string;
  detail: string;
  /** Staff notes stay off the customer's page. */
  customerVisible?: boolean;
  now: Date;
}

const insertEvent = prepared((tx: Tx) =>
  tx
    .insert(orderEvents)
    .values({
      id: param("id"),
      orderId: param("orderId"),
      kind: param("kind"),
      by: param("by"),
      detail: param("detail"),
      customerVisible: param("customerVisible"),
      createdAt: param("createdAt"),
    })
    .prepare(),
);
const insertToken = prepared((tx: Tx) =>
  tx
    .insert(orderTokens)
    .values({ tokenHash: param("tokenHash"), orderId: param("orderId"), createdAt: param("createdAt") })
    .prepare(),
);

/** One line on an order's timeline, written in the transaction of the change it records. */
export async function addOrderEvent(tx: Tx, event: NewOrderEvent): Promise<void> {
  await insertEvent(tx).run({
    id: newId(),
    orderId: event.orderId,
    kind: event.kind,
    by: event.by,
    detail: event.detail,
    customerVisible: event.customerVisible ?? true,
    createdAt: event.now.toISOString(),
  });
}

/** A new link token for an order: the token for the caller, its SHA-256 in the database. */
export async function issueOrderToken(tx: Tx, orderId: string, now: string): Promise<string> {
  const token = generateSessionToken();
  await insertToken(tx).run({ tokenHash: sessionIdFromToken(token), orderId, createdAt: now });
  return token;
}

// ---------------------------------------------------------------- reading and managing orders

export async function my(ctx: UserContext): Promise<Order[]> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, ctx.user.id), not(failedPayment)))
    .orderBy(desc(orders.createdAt));
  return withItems(ctx.db, rows);
}

async function holdsToken(db: Executor, orderId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const row = (
    await db
      .select({ orderId: orderTokens.orderId })
      .from(orderTokens)
      .where(eq(orderTokens.tokenHash, sessionIdFromToken(token)))
  )[0];
  return row?.orderId === orderId;
}

/**
 * Owner, admin, anyone holding one of the order's link tokens, or a guest with the e-mail of a guest
 * order; 404 for anyone else so ids do not leak.
 */
export async function byId(
  ctx: Context,
  id: string,
  access: { email?: string; token?: string } = {},
): Promise<Order> {
  const order = await loadOrder(ctx.db, id, ctx.user?.role === "admin" ? "staff" : "customer");
  const { email, token } = access;
  const isAdmin = ctx.user?.role === "admin";
  const isOwner = Boolean(order?.userId && ctx.user && order.userId === ctx.user.id);
  const isGuest =
    Boolean(order && !order.userId && email && order.customerEmail) &&
    order?.customerEmail?.toLowerCase() === email?.trim().toLowerCase();
  if (!order || !(isAdmin || isOwner || isGuest || (await holdsToken(ctx.db, id, token)))) {
    throw notFound("Order not found");
  }
  return order;
}
