import {
  type AdminOrder,
  formatCents,
  formatUsd,
  type Refund,
  refundableCents,
  refundRefusal,
  toCents,
} from "contracts";
import { type Executor, one, orderRefunds, orders, type Tx } from "db";
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { RefundResult } from "../../payments/gateway";
import { syncConditions } from "../../shared/sync-window";
import type { Context } from "../../trpc/context";
import { conflict, notFound } from "../../trpc/errors";
import { addOrderEvent } from "./orders.service";

/**
 * Refunds through the payment gateway (docs/product/decisions.md, "Round 2": Back office). The amount
 * is reserved on the order first, with a guarded update in an immediate transaction, so refunds racing
 * for one order can never add up to more than was paid; the gateway is called outside any
 * transaction with the refund's idempotency key; its answer settles the refund, and a refusal gives
 * the reserved amount back.
 */

export interface RefundAsk {
  orderId: string;
  /** Cents; the whole remainder when absent. */
  amountCents?: number | undefined;
  reason: string;
  idempotencyKey: string;
  /** The staff member's username. */
  by: string;
  /** False when the change it belongs to e-mails the customer itself (a cancellation). */
  notify?: boolean;
}

type RefundRow = typeof orderRefunds.$inferSelect;

const KEY_TAKEN = "This idempotency key was already used for another refund. Send a new key.";

interface Reserved {
  refund: RefundRow;
  paymentIntentId: string | null;
}

/** Moves the order's refunded total by `deltaCents`, guarded by the value it was read with. */
async function moveRefunded(tx: Tx, orderId: string, deltaCents: number, now: string): Promise<void> {
  const order = (
    await tx.select({ refunded: orders.refunded }).from(orders).where(eq(orders.id, orderId))
  )[0];
  if (!order) throw notFound("Order not found");
  const result = await tx
    .update(orders)
    .set({ refunded: formatCents(toCents(order.refunded) + deltaCents), updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.refunded, order.refunded)));
  if (result.changes !== 1) throw conflict("The order changed meanwhile. Please try again.");
}

/** The refund this key already asked for, or a new one with its amount reserved on the order. */
async function reserve(ctx: Context, ask: RefundAsk): Promise<Reserved> {
  const now = ctx.clock.now().toISOString();
  return ctx.db.write(async (tx) => {
    const order = (await tx.select().from(orders).where(eq(orders.id, ask.orderId)))[0];
    if (!order) throw notFound("Order not found");
    const existing = (
      await tx.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, ask.idempotencyKey))
    )[0];
    if (existing) {
      const sameAmount = ask.amountCents === undefined || toCents(existing.amount) === ask.amountCents;
      if (existing.orderId !== ask.orderId || !sameAmount) throw conflict(KEY_TAKEN);
      if (existing.status === "failed") throw conflict(existing.failure ?? "The refund was refused.");
      return { refund: existing, paymentIntentId: order.stripePaymentIntentId };
    }
    const state = {
      totalCents: toCents(order.total),
      refundedCents: toCents(order.refunded),
      paid: order.paidAt !== null,
    };
    const amountCents = ask.amountCents ?? refundableCents(state);
    const refusal = refundRefusal(amountCents, state);
    if (refusal) throw conflict(refusal);
    await moveRefunded(tx, order.id, amountCents, now);
    const refund = one(
      await tx
        .insert(orderRefunds)
        .values({
          orderId: order.id,
          amount: formatCents(amountCents),
          reason: ask.reason,
          by: ask.by,
          idempotencyKey: ask.idempotencyKey,
          createdAt: now,
        })
        .returning(),
    );
    return { refund, paymentIntentId: order.stripePaymentIntentId };
  });
}

/** Records the gateway's answer, once: a refund made, or a refusal that gives the amount back. */
async function settle(
  ctx: Context,
  refund: RefundRow,
  result: RefundResult,
  byHand: boolean,
  notify: boolean,
): Promise<void> {
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  await ctx.db.write(async (tx) => {
    const amountCents = toCents(refund.amount);
    const pending = and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, "pending"));
    if (result.ok) {
      const done = await tx
        .update(orderRefunds)
        .set({ status: "succeeded", gatewayRefundId: result.refundId || null, settledAt: stamp })
        .where(pending);
      if (done.changes !== 1) return;
      const how = byHand ? " outside the card gateway (the order has no card payment)" : " to the card";
      await addOrderEvent(tx, {
        orderId: refund.orderId,
        kind: "refund",
        by: refund.by,
        detail: `Refunded ${formatUsd(amountCents)}${how}: ${refund.reason}`,
        now,
      });
      const order = (await tx.select().from(orders).where(eq(orders.id, refund.orderId)))[0];
      await ctx.hooks.orders.refunded.emit(tx, {
        orderId: refund.orderId,
        amountCents,
        reason: refund.reason,
        full: order ? toCents(order.refunded) >= toCents(order.total) : false,
        notify,
        now,
      });
      return;
    }
    const failed = await tx
      .update(orderRefunds)
      .set({ status: "failed", failure: result.message, settledAt: stamp })
      .where(pending);
    if (failed.changes !== 1) return;
    await moveRefunded(tx, refund.orderId, -amountCents, stamp);
    await addOrderEvent(tx, {
      orderId: refund.orderId,
      kind: "refund",
      by: refund.by,
      detail: `Refund of ${formatUsd(amountCents)} not made: ${result.message}`,
      customerVisible: false,
      now,
    });
  });
}

/**
 * Gives money back on a paid order: the amount asked (or all that is left), never more than was paid.
 * The same idempotency key sent again answers with the first refund; a refund whose gateway answer
 * was lost is asked for again with its own key.
 */
export async function refund(ctx: Context, ask: RefundAsk): Promise<void> {
  const { refund, paymentIntentId } = await reserve(ctx, ask);
  if (refund.status === "succeeded") return;
  // An order marked paid by the staff has no card payment: its refund is made by hand and recorded.
  if (!paymentIntentId) {
    await settle(ctx, refund, { ok: true, refundId: "" }, true, ask.notify ?? true);
    return;
  }
  const result = await ctx.payments.refund({
    paymentIntentId,
    amountCents: toCents(refund.amount),
    idempotencyKey: refund.idempotencyKey,
    reason: refund.reason,
  });
  if (!result.ok && !result.settled) throw conflict(result.message);
  await settle(ctx, refund, result, false, ask.notify ?? true);
  if (!result.ok) throw conflict(result.message);
}

// ---------------------------------------------------------------- refunds as the books read them

type OrderRefund = AdminOrder["refunds"][number];

/** Money given back, or being given back (a failed refund gave nothing back), as the books count it. */
const givenBack = ne(orderRefunds.status, "failed");

/** Each order's refunds, oldest first (the admin's order answers and their webhook events). */
export async function refundsOf(db: Executor, orderIds: string[]): Promise<Map<string, OrderRefund[]>> {
  const byOrder = new Map<string, OrderRefund[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, orderIds), givenBack))
    .orderBy(asc(orderRefunds.createdAt), asc(sql`${orderRefunds}.rowid`));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({ id: row.id, amount: toCents(row.amount), reason: row.reason, createdAt: row.createdAt });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** GET /api/admin/refunds: every refund in the window, oldest first (a sync pages forward). */
export async function listRefunds(
  ctx: Context,
  input: { createdFrom?: string | undefined; createdTo?: string | undefined; page: number; pageSize: number },
): Promise<Refund[]> {
  const where = and(givenBack, syncConditions(input, { createdAt: orderRefunds.createdAt }));
  const total = (await ctx.db.select({ n: count() }).from(orderRefunds).where(where))[0]?.n ?? 0;
  ctx.responseHeaders.set("X-Total-Count", String(total));
  const rows = await ctx.db
    .select()
    .from(orderRefunds)
    .where(where)
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    amount: toCents(row.amount),
    reason: row.reason,
    createdAt: row.createdAt,
    by: row.by,
  }));
}
