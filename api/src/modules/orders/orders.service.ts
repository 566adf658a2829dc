import { TRPCError } from "@trpc/server";
import {
  formatCents,
  isPaid,
  lineKindRules,
  moveRefusal,
  type Order,
  type OrderEventKind,
  orderNumber,
  orderStatusLabels,
  receiptEmailIn,
  type Tier,
  type UpdateOrderInput,
} from "contracts";
import { type Db, type Executor, orderEvents, orderItems, orders, orderTokens, type Tx } from "db";
import { and, asc, desc, eq, inArray, not, type SQL, sql } from "drizzle-orm";
import { generateSessionToken, sessionIdFromToken } from "../../auth/sessions";
import type { Clock } from "../../clock";
import type { AppHooks } from "../../hooks";
import type { DeclineCode } from "../../payments/gateway";
import type { Context } from "../../trpc/context";
import { conflict, notFound } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";
import { releaseUse } from "../coupons/coupons.service";
import * as merchandiseStock from "../merchandise/merchandise.service";
import * as wineStock from "../wines/wines.service";

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

function toOrder(row: OrderRow, items: OrderItemRow[], events: OrderEventRow[]): Order {
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
    stripePaymentIntentId: row.stripePaymentIntentId,
    trackingNumber: row.trackingNumber,
    notes: row.notes,
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
      customMessage: i.customMessage,
      packaging: i.packaging ?? null,
    })),
    events: events.map((e) => ({ at: e.createdAt, kind: e.kind, by: e.by, detail: e.detail })),
    receiptEmail: receiptEmailIn(events),
  };
}

/**
 * Orders with their items and timeline, three queries in all. `audience` "customer" keeps the staff's
 * own notes out of the timeline.
 */
export function withItems(
  db: Executor,
  rows: OrderRow[],
  audience: "customer" | "staff" = "customer",
): Order[] {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(sql`${orderItems}.rowid`)
    .all();
  const events = db
    .select()
    .from(orderEvents)
    .where(
      audience === "staff"
        ? inArray(orderEvents.orderId, ids)
        : and(inArray(orderEvents.orderId, ids), eq(orderEvents.customerVisible, true)),
    )
    .orderBy(asc(orderEvents.createdAt), sql`${orderEvents}.rowid`)
    .all();
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((i) => i.orderId === row.id),
      events.filter((e) => e.orderId === row.id),
    ),
  );
}

export function loadOrder(
  db: Executor,
  id: string,
  audience: "customer" | "staff" = "customer",
): Order | null {
  const row = db.select().from(orders).where(eq(orders.id, id)).get();
  return row ? (withItems(db, [row], audience)[0] ?? null) : null;
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

/** One line on an order's timeline, written in the transaction of the change it records. */
export function addOrderEvent(tx: Executor, event: NewOrderEvent): void {
  tx.insert(orderEvents)
    .values({
      orderId: event.orderId,
      kind: event.kind,
      by: event.by,
      detail: event.detail,
      customerVisible: event.customerVisible ?? true,
      createdAt: event.now.toISOString(),
    })
    .run();
}

/** A new link token for an order: the token for the caller, its SHA-256 in the database. */
export function issueOrderToken(tx: Executor, orderId: string, now: string): string {
  const token = generateSessionToken();
  tx.insert(orderTokens)
    .values({ tokenHash: sessionIdFromToken(token), orderId, createdAt: now })
    .run();
  return token;
}

// ---------------------------------------------------------------- stock an order holds

interface Taken {
  wines: Map<string, number>;
  merchandise: Map<string, number>;
}

function count(map: Map<string, number>, id: string, quantity: number) {
  map.set(id, (map.get(id) ?? 0) + quantity);
}

/** What an order takes from stock, by the kinds of its lines (contracts' line-kind table). */
export function stockOfOrder(db: Executor, orderId: string): Taken {
  const taken: Taken = { wines: new Map(), merchandise: new Map() };
  const items = db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).all();
  for (const item of items) {
    const stock = lineKindRules[item.kind].stock;
    if (stock === "bottles" && item.wineId) count(taken.wines, item.wineId, item.quantity);
    if (stock === "item" && item.merchandiseId) count(taken.merchandise, item.merchandiseId, item.quantity);
    if (stock === "package-wines") {
      for (const wineId of item.giftWineIds ?? []) count(taken.wines, wineId, item.quantity);
    }
  }
  return taken;
}

export function returnTaken(tx: Tx, taken: Taken) {
  for (const [wineId, quantity] of taken.wines) wineStock.returnStock(tx, wineId, quantity);
  for (const [id, quantity] of taken.merchandise) merchandiseStock.returnStock(tx, id, quantity);
}

// ---------------------------------------------------------------- paid and cancelled

/**
 * A pending order becomes paid, once (guarded by its status), and the modules that listen to
 * orders (the club's memberships and selections) act inside the same transaction.
 */
export function markPaid(
  tx: Tx,
  hooks: AppHooks,
  orderId: string,
  paymentIntentId: string | null,
  now: Date,
  by = "system",
): boolean {
  const stamp = now.toISOString();
  const row = tx
    .update(orders)
    .set({ status: "confirmed", stripePaymentIntentId: paymentIntentId, paidAt: stamp, updatedAt: stamp })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning({ userId: orders.userId, total: orders.total })
    .get();
  if (!row) return false;
  addOrderEvent(tx, { orderId, kind: "payment", by, detail: `Paid $${row.total} by card`, now });
  hooks.orders.paid.emit(tx, { orderId, userId: row.userId, wasPaid: false, now });
  return true;
}

/**
 * A pending order whose payment failed (declined, abandoned) is cancelled, once: its stock and its
 * coupon use come back.
 */
export function cancelUnpaid(
  tx: Tx,
  hooks: AppHooks,
  orderId: string,
  reason: string,
  now: Date,
  by = "system",
): boolean {
  const row = tx
    .update(orders)
    .set({ status: "cancelled", notes: reason, updatedAt: now.toISOString() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning({ userId: orders.userId, couponCode: orders.couponCode })
    .get();
  if (!row) return false;
  const why = reason.split(": ").slice(1).join(": ") || reason;
  addOrderEvent(tx, { orderId, kind: "payment", by, detail: `Not paid: ${why}`, now });
  returnTaken(tx, stockOfOrder(tx, orderId));
  if (row.couponCode) releaseUse(tx, row.couponCode);
  hooks.orders.cancelled.emit(tx, { orderId, userId: row.userId, wasPaid: false, now });
  return true;
}

/**
 * payment_intent.succeeded: confirms an order still pending (the server stopped between charging
 * and confirming). Guarded by the pending status, so a repeated event changes nothing.
 */
export function markPaidByProvider(deps: OrderDeps, orderId: string, paymentIntentId: string): boolean {
  const now = deps.clock.now();
  return deps.db.transaction((tx) => markPaid(tx, deps.hooks, orderId, paymentIntentId, now), {
    behavior: "immediate",
  });
}

/** payment_intent.payment_failed for a pending order: cancel it and give its stock back, once. */
export function markFailedByProvider(deps: OrderDeps, orderId: string, reason: string): boolean {
  const now = deps.clock.now();
  return deps.db.transaction((tx) => cancelUnpaid(tx, deps.hooks, orderId, reason, now), {
    behavior: "immediate",
  });
}

// ---------------------------------------------------------------- reading and managing orders

export function my(ctx: UserContext): Order[] {
  const rows = ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, ctx.user.id), not(failedPayment)))
    .orderBy(desc(orders.createdAt))
    .all();
  return withItems(ctx.db, rows);
}

function holdsToken(db: Executor, orderId: string, token: string | undefined): boolean {
  if (!token) return false;
  const row = db
    .select({ orderId: orderTokens.orderId })
    .from(orderTokens)
    .where(eq(orderTokens.tokenHash, sessionIdFromToken(token)))
    .get();
  return row?.orderId === orderId;
}

/**
 * Owner, admin, anyone holding one of the order's link tokens, or a guest with the e-mail of a guest
 * order; 404 for anyone else so ids do not leak.
 */
export function byId(ctx: Context, id: string, access: { email?: string; token?: string } = {}): Order {
  const order = loadOrder(ctx.db, id, ctx.user?.role === "admin" ? "staff" : "customer");
  const { email, token } = access;
  const isAdmin = ctx.user?.role === "admin";
  const isOwner = Boolean(order?.userId && ctx.user && order.userId === ctx.user.id);
  const isGuest =
    Boolean(order && !order.userId && email && order.customerEmail) &&
    order?.customerEmail?.toLowerCase() === email?.trim().toLowerCase();
  if (!order || !(isAdmin || isOwner || isGuest || holdsToken(ctx.db, id, token))) {
    throw notFound("Order not found");
  }
  return order;
}

/** PUT /api/orders/{id}: a status move the state machine allows, with tracking and notes. */
export function update(ctx: Context, input: UpdateOrderInput): Order {
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  ctx.db.transaction(
    (tx) => {
      const row = tx.select().from(orders).where(eq(orders.id, input.id)).get();
      if (!row) throw notFound("Order not found");
      if (row.status !== input.status) {
        const refusal = moveRefusal(row.status, input.status);
        if (refusal) throw conflict(refusal);
      }
      const by = ctx.user?.username ?? "system";
      if (row.status === "pending" && input.status === "confirmed") {
        markPaid(tx, ctx.hooks, row.id, row.stripePaymentIntentId, now, by);
      } else if (row.status === "pending" && input.status === "cancelled") {
        cancelUnpaid(tx, ctx.hooks, row.id, "cancelled: Cancelled by the staff before payment.", now, by);
      }
      if (row.status !== input.status) {
        const detail = `${orderStatusLabels[row.status]} to ${orderStatusLabels[input.status]}`;
        addOrderEvent(tx, { orderId: row.id, kind: "status", by, detail, now });
      }
      if (input.trackingNumber !== undefined && (input.trackingNumber || null) !== row.trackingNumber) {
        const detail = input.trackingNumber
          ? `Tracking number ${input.trackingNumber}`
          : "Tracking number removed";
        addOrderEvent(tx, { orderId: row.id, kind: "status", by, detail, now });
      }
      if (input.notes !== undefined && (input.notes || null) !== row.notes && input.notes) {
        addOrderEvent(tx, {
          orderId: row.id,
          kind: "note",
          by,
          detail: input.notes,
          customerVisible: false,
          now,
        });
      }
      const result = tx
        .update(orders)
        .set({
          status: input.status,
          ...(input.trackingNumber !== undefined ? { trackingNumber: input.trackingNumber || null } : {}),
          ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
          updatedAt: stamp,
        })
        .where(eq(orders.id, input.id))
        .run();
      if (result.changes !== 1) throw conflict("The order changed meanwhile. Please reload.");
      if (input.status === "shipped" && row.status !== "shipped") {
        const trackingNumber =
          input.trackingNumber === undefined ? row.trackingNumber : input.trackingNumber || null;
        ctx.hooks.orders.shipped.emit(tx, { orderId: row.id, carrier: null, trackingNumber, now });
      }
      // A cancelled paid order gives its bottles back.
      if (input.status === "cancelled" && isPaid(row.status)) {
        returnTaken(tx, stockOfOrder(tx, row.id));
        ctx.hooks.orders.cancelled.emit(tx, { orderId: row.id, userId: row.userId, wasPaid: true, now });
      }
    },
    { behavior: "immediate" },
  );
  const order = loadOrder(ctx.db, input.id, "staff");
  if (!order) throw notFound("Order not found");
  return order;
}

/**
 * A charge made outside the cart (a club upgrade), kept as a paid order so the books stay whole;
 * the order's listeners (the club) then act on it like on any paid order.
 */
export function recordPaidCharge(
  tx: Tx,
  hooks: AppHooks,
  charge: {
    orderId: string;
    userId: string;
    email: string;
    name: string;
    itemName: string;
    tier: Tier;
    amountCents: number;
    paymentIntentId: string;
    idempotencyKey: string;
    now: Date;
  },
): void {
  const amount = formatCents(charge.amountCents);
  const stamp = charge.now.toISOString();
  tx.insert(orders)
    .values({
      id: charge.orderId,
      userId: charge.userId,
      status: "pending",
      subtotal: amount,
      total: amount,
      customerEmail: charge.email,
      customerName: charge.name,
      idempotencyKey: charge.idempotencyKey,
      ownerKey: `user:${charge.userId}`,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .run();
  tx.insert(orderItems)
    .values({
      orderId: charge.orderId,
      kind: "membership",
      tier: charge.tier,
      name: charge.itemName,
      quantity: 1,
      price: amount,
      lineTotal: amount,
      createdAt: stamp,
    })
    .run();
  markPaid(tx, hooks, charge.orderId, charge.paymentIntentId, charge.now);
}
