import { cartSummary, formatCents, lineKindRules, type MerchandiseSize, type Tier } from "contracts";
import { type Executor, orderItems, orders, param, prepared, type Tx } from "db";
import { and, eq, sql } from "drizzle-orm";
import type { AppHooks } from "../../hooks";
import type { SavedMethod } from "../../payments/gateway";
import { releaseUse } from "../coupons/coupons.service";
import * as merchandiseStock from "../merchandise/merchandise.service";
import { recordMoves, type StockCause, type StockChange } from "../stock/stock.service";
import * as wineStock from "../wines/wines.service";
import { releaseBottles } from "./lawful-sale";
import { addOrderEvent, type OrderDeps, orderLines } from "./orders.service";

/**
 * An order's payment states: paid (its listeners act), cancelled before payment (stock and coupon
 * come back), the provider's late answers, and the stock an order holds.
 */

// ---------------------------------------------------------------- stock an order holds

interface Taken {
  wines: Map<string, number>;
  /** Items without sizes. */
  merchandise: Map<string, number>;
  /** Apparel, by item and size. */
  sizes: { merchandiseId: string; size: MerchandiseSize; quantity: number }[];
}

function count(map: Map<string, number>, id: string, quantity: number) {
  map.set(id, (map.get(id) ?? 0) + quantity);
}

/** What an order takes from stock, by the kinds of its lines (contracts' line-kind table). */
export async function stockOfOrder(db: Executor, orderId: string): Promise<Taken> {
  const taken: Taken = { wines: new Map(), merchandise: new Map(), sizes: [] };
  const items = await orderLines(db, orderId);
  for (const item of items) {
    const stock = lineKindRules[item.kind].stock;
    if (stock === "bottles" && item.wineId) count(taken.wines, item.wineId, item.quantity);
    if (stock === "item" && item.merchandiseId) {
      const { merchandiseId, size, quantity } = item;
      const same = taken.sizes.find((s) => s.merchandiseId === merchandiseId && s.size === size);
      if (!size) count(taken.merchandise, merchandiseId, quantity);
      else if (same) same.quantity += quantity;
      else taken.sizes.push({ merchandiseId, size, quantity });
    }
    if (stock === "package-wines") {
      for (const wineId of item.giftWineIds ?? []) count(taken.wines, wineId, item.quantity);
    }
  }
  return taken;
}

/** What an order took, as stock movements: `sign` -1 for a sale, +1 for stock given back. */
export function movesOf(taken: Taken, sign: 1 | -1): StockChange[] {
  return [
    ...[...taken.wines].map(([productId, n]) => ({ kind: "wine" as const, productId, change: sign * n })),
    ...[...taken.merchandise].map(([productId, n]) => ({
      kind: "merchandise" as const,
      productId,
      change: sign * n,
    })),
    ...taken.sizes.map((s) => ({
      kind: "merchandise" as const,
      productId: s.merchandiseId,
      size: s.size,
      change: sign * s.quantity,
    })),
  ];
}

/** Gives an order's stock back and records why (a declined payment, a cancellation, a refund). */
export async function returnTaken(tx: Tx, taken: Taken, cause: StockCause) {
  for (const [wineId, quantity] of taken.wines) await wineStock.returnStock(tx, wineId, quantity);
  for (const [id, quantity] of taken.merchandise) await merchandiseStock.returnStock(tx, id, quantity);
  for (const s of taken.sizes)
    await merchandiseStock.returnSizeStock(tx, s.merchandiseId, s.size, s.quantity);
  await recordMoves(tx, movesOf(taken, 1), cause);
}

/** Tells the listeners (partners' product.stock_changed) which products' stock an order moved. */
export async function announceStock(tx: Tx, hooks: AppHooks, taken: Taken, now: Date): Promise<void> {
  for (const id of taken.wines.keys()) await hooks.catalogue.stockChanged.emit(tx, { kind: "wine", id, now });
  const merchandise = new Set([...taken.merchandise.keys(), ...taken.sizes.map((s) => s.merchandiseId)]);
  for (const id of merchandise) await hooks.catalogue.stockChanged.emit(tx, { kind: "merchandise", id, now });
}

// ---------------------------------------------------------------- paid and cancelled

// Built once (db/src/prepared.ts): every checkout confirms its order.
const confirmPending = prepared((tx: Tx) =>
  tx
    .update(orders)
    .set({
      status: "confirmed",
      // drizzle's types take a placeholder in `set` only as SQL.
      stripePaymentIntentId: sql`${param("paymentIntentId")}`,
      paidAt: sql`${param("stamp")}`,
      updatedAt: sql`${param("stamp")}`,
    })
    .where(and(eq(orders.id, param("orderId")), eq(orders.status, "pending")))
    .returning({ userId: orders.userId, total: orders.total })
    .prepare(),
);

/**
 * A pending order becomes paid, once (guarded by its status), and the modules that listen to
 * orders (the club's memberships and selections) act inside the same transaction.
 */
export async function markPaid(
  tx: Tx,
  hooks: AppHooks,
  orderId: string,
  paymentIntentId: string | null,
  now: Date,
  by = "system",
  savedMethod: SavedMethod | null = null,
): Promise<boolean> {
  const [row] = await confirmPending(tx).all({ orderId, paymentIntentId, stamp: now.toISOString() });
  if (!row) return false;
  await addOrderEvent(tx, { orderId, kind: "payment", by, detail: `Paid $${row.total} by card`, now });
  await completeIfNothingToShip(tx, orderId, now);
  await hooks.orders.paid.emit(tx, { orderId, userId: row.userId, wasPaid: false, now, savedMethod });
  return true;
}

/**
 * A paid order holding only club memberships (a sign-up, an upgrade, a renewal) has nothing to
 * ship: it is completed at once, so it never waits among the orders to ship.
 */
async function completeIfNothingToShip(tx: Tx, orderId: string, now: Date): Promise<void> {
  const done = await tx
    .update(orders)
    .set({ status: "completed", updatedAt: now.toISOString() })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, "confirmed"),
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orderId})`,
        sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orderId} and ${orderItems.kind} <> 'membership')`,
      ),
    );
  if (done.changes !== 1) return;
  await addOrderEvent(tx, {
    orderId,
    kind: "status",
    by: "system",
    detail: "Completed: a club membership, nothing to ship",
    now,
  });
}

/**
 * A pending order whose payment failed (declined, abandoned) is cancelled, once: its stock and its
 * coupon use come back.
 */
export async function cancelUnpaid(
  tx: Tx,
  hooks: AppHooks,
  orderId: string,
  reason: string,
  now: Date,
  by = "system",
): Promise<boolean> {
  const row = (
    await tx
      .update(orders)
      .set({ status: "cancelled", notes: reason, updatedAt: now.toISOString() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
      .returning()
  )[0];
  if (!row) return false;
  const why = reason.split(": ").slice(1).join(": ") || reason;
  await addOrderEvent(tx, { orderId, kind: "payment", by, detail: `Not paid: ${why}`, now });
  const taken = await stockOfOrder(tx, orderId);
  await returnTaken(tx, taken, { reason: "cancellation", orderId, at: now, note: "Not paid" });
  await announceStock(tx, hooks, taken, now);
  await releaseBottles(tx, row);
  if (row.couponCode) await releaseUse(tx, row.couponCode);
  await hooks.orders.cancelled.emit(tx, { orderId, userId: row.userId, wasPaid: false, now });
  return true;
}

/**
 * payment_intent.succeeded: confirms an order still pending (the server stopped between charging
 * and confirming). Guarded by the pending status, so a repeated event changes nothing.
 */
export async function markPaidByProvider(
  deps: OrderDeps,
  orderId: string,
  paymentIntentId: string,
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.write(async (tx) => markPaid(tx, deps.hooks, orderId, paymentIntentId, now));
}

/** payment_intent.payment_failed for a pending order: cancel it and give its stock back, once. */
export async function markFailedByProvider(
  deps: OrderDeps,
  orderId: string,
  reason: string,
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.write(async (tx) => cancelUnpaid(tx, deps.hooks, orderId, reason, now));
}

/**
 * A charge made outside the cart (a club upgrade), kept as a paid order so the books stay whole;
 * the order's listeners (the club) then act on it like on any paid order.
 */
export async function recordPaidCharge(
  tx: Tx,
  hooks: AppHooks,
  charge: {
    orderId: string;
    userId: string;
    email: string;
    name: string;
    itemName: string;
    tier: Tier;
    /** What the line costs; the total adds `taxCents` (a renewal is taxed like a cart). */
    amountCents: number;
    taxCents?: number;
    paymentIntentId: string;
    idempotencyKey: string;
    now: Date;
    savedMethod?: SavedMethod | null;
  },
): Promise<void> {
  const amount = formatCents(charge.amountCents);
  const tax = charge.taxCents ?? 0;
  const stamp = charge.now.toISOString();
  await tx.insert(orders).values({
    id: charge.orderId,
    userId: charge.userId,
    status: "pending",
    subtotal: amount,
    tax: formatCents(tax),
    total: formatCents(charge.amountCents + tax),
    customerEmail: charge.email,
    customerName: charge.name,
    idempotencyKey: charge.idempotencyKey,
    ownerKey: `user:${charge.userId}`,
    createdAt: stamp,
    updatedAt: stamp,
  });
  await tx.insert(orderItems).values({
    orderId: charge.orderId,
    kind: "membership",
    tier: charge.tier,
    name: charge.itemName,
    quantity: 1,
    price: amount,
    lineTotal: amount,
    createdAt: stamp,
  });
  await markPaid(
    tx,
    hooks,
    charge.orderId,
    charge.paymentIntentId,
    charge.now,
    "system",
    charge.savedMethod ?? null,
  );
}

// ---------------------------------------------------------------- the club's monthly run

export interface ClubShipmentOrder {
  orderId: string;
  userId: string;
  email: string;
  name: string;
  phone: string | null;
  address: { line1: string; line2: string | null; city: string; state: string; zipCode: string } | null;
  /** The wines, one bottle each (a wine named twice is two bottles). */
  wines: { wineId: string; name: string }[];
  /** The state's sales-tax rate ("0.0800"). */
  taxRate: string;
  now: Date;
  by: string;
}

/**
 * A member's monthly shipment made by the club run (the spec's flow for free wines: the wines cost
 * nothing, the order carries tax and shipping): a pending order with its free-wine lines, its
 * bottles taken with the guarded update. False when a wine ran short meanwhile: the caller rolls
 * the run back. The charge to the saved card comes after the transaction.
 */
export async function placeClubShipment(tx: Tx, order: ClubShipmentOrder): Promise<boolean> {
  const stamp = order.now.toISOString();
  const lines = order.wines.map(() => ({ kind: "membership_wine" as const, unitPriceCents: 0, quantity: 1 }));
  const s = cartSummary(lines, { taxRate: order.taxRate });
  const bottles = order.wines.length;
  await tx.insert(orders).values({
    id: order.orderId,
    userId: order.userId,
    status: "pending",
    subtotal: formatCents(s.subtotalCents),
    tax: formatCents(s.taxCents),
    shipping: formatCents(s.shippingCents),
    total: formatCents(s.totalCents),
    customerEmail: order.email,
    customerName: order.name,
    customerPhone: order.phone,
    shippingAddress: order.address && {
      name: order.name,
      line1: order.address.line1,
      line2: order.address.line2,
      city: order.address.city,
      state: order.address.state,
      postalCode: order.address.zipCode,
      country: "US",
    },
    taxState: order.address?.state ?? null,
    taxRate: order.taxRate,
    bottles,
    adultSignature: bottles > 0,
    idempotencyKey: `club-run-${order.orderId}`,
    ownerKey: `user:${order.userId}`,
    createdAt: stamp,
    updatedAt: stamp,
  });
  const counted = new Map<string, { name: string; quantity: number }>();
  for (const wine of order.wines) {
    const now = counted.get(wine.wineId);
    counted.set(wine.wineId, { name: wine.name, quantity: (now?.quantity ?? 0) + 1 });
  }
  for (const [wineId, line] of counted) {
    await tx.insert(orderItems).values({
      orderId: order.orderId,
      kind: "membership_wine",
      wineId,
      name: line.name,
      quantity: line.quantity,
      price: "0.00",
      lineTotal: "0.00",
      createdAt: stamp,
    });
  }
  await addOrderEvent(tx, {
    orderId: order.orderId,
    kind: "status",
    by: order.by,
    detail: `Club shipment made by the monthly run for $${formatCents(s.totalCents)} (tax and shipping)`,
    now: order.now,
  });
  const taken = await stockOfOrder(tx, order.orderId);
  for (const [wineId, quantity] of taken.wines) {
    if (!(await wineStock.takeStock(tx, wineId, quantity))) return false;
  }
  await recordMoves(tx, movesOf(taken, -1), {
    reason: "club_run",
    orderId: order.orderId,
    at: order.now,
    by: order.by,
  });
  return true;
}
