import {
  type Carrier,
  carrierLabels,
  isPaid,
  isUnshipped,
  moveRefusal,
  needsShipping,
  type Order,
  type OrderStatus,
  orderStatusLabels,
  refundableCents,
  shipmentRefusal,
  toCents,
  type UpdateOrderInput,
} from "contracts";
import { type Executor, newId, orderItems, orders } from "db";
import { eq } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, notFound } from "../../trpc/errors";
import { releaseBottles } from "./lawful-sale";
import { announceStock, cancelUnpaid, markPaid, returnTaken, stockOfOrder } from "./order-payments";
import { addOrderEvent, loadOrder } from "./orders.service";
import { type RefundAsk, refund } from "./refunds.service";

/** A status move with what goes with it: the shipment's details, the standing notes, a timeline note. */
export interface StatusChange {
  id: string;
  status: OrderStatus;
  trackingNumber?: string | null | undefined;
  carrier?: Carrier | null | undefined;
  /** Replaces the order's standing notes. */
  notes?: string | null | undefined;
  /** A staff note written on the timeline with the move. */
  note?: string | undefined;
  /**
   * A cancellation that follows a refund of everything left (made just before, without its own
   * notice): the stock comes back as a refund, and the one notice names the amount.
   */
  afterFullRefundCents?: number;
}

const CHANGED = "The order changed meanwhile. Please reload it.";

/**
 * Moves an order along the state machine (contracts' orders/rules) and records every change on its
 * timeline. Cancelling a paid order first refunds what is left of its payment through the gateway
 * (outside any transaction), then returns its stock. The same status with new details (tracking
 * number, carrier, notes) is an edit.
 */
export async function changeStatus(ctx: Context, change: StatusChange): Promise<void> {
  const before = (await ctx.db.select().from(orders).where(eq(orders.id, change.id)))[0];
  if (!before) throw notFound("Order not found");
  const by = ctx.user?.username ?? "system";
  const moving = before.status !== change.status;
  if (moving) {
    const refusal = moveRefusal(before.status, change.status, await shipsNothing(ctx.db, before.id));
    if (refusal) throw conflict(refusal);
  }
  const carrier = change.carrier === undefined ? before.carrier : change.carrier;
  const trackingNumber =
    change.trackingNumber === undefined ? before.trackingNumber : change.trackingNumber?.trim() || null;
  if (moving && change.status === "shipped") {
    const refusal = shipmentRefusal(carrier, trackingNumber);
    if (refusal) throw badRequest(refusal);
  }
  // What the cancellation gives back: its one notice to the customer names it (no refund notice).
  let refundedCents = change.afterFullRefundCents ?? 0;
  const refundReason = change.note?.trim() || "Order cancelled";
  if (moving && change.status === "cancelled" && isPaid(before.status)) {
    const left = toCents(before.total) - toCents(before.refunded);
    if (left > 0) {
      const reason = refundReason;
      await refund(ctx, {
        orderId: before.id,
        reason,
        idempotencyKey: `cancel-${before.id}-${newId()}`,
        by,
        notify: false,
      });
      refundedCents = left;
    }
  }

  const now = ctx.clock.now();
  const stamp = now.toISOString();
  try {
    await moveStatus(ctx, change, { before, by, moving, carrier, trackingNumber, refundedCents, now, stamp });
  } catch (error) {
    // The money went back but the cancellation did not happen (another change won the race): the
    // customer still hears of the refund, in the notice the cancellation would have replaced.
    if (refundedCents > 0) await announceRefund(ctx, before.id, refundedCents, refundReason, now);
    throw error;
  }
}

/** Tells the customer of a refund made for a cancellation that then did not go through. */
async function announceRefund(
  ctx: Context,
  orderId: string,
  amountCents: number,
  reason: string,
  now: Date,
): Promise<void> {
  await ctx.db.write(async (tx) => {
    const order = (await tx.select().from(orders).where(eq(orders.id, orderId)))[0];
    await ctx.hooks.orders.refunded.emit(tx, {
      orderId,
      amountCents,
      reason,
      full: order ? toCents(order.refunded) >= toCents(order.total) : false,
      notify: true,
      now,
    });
  });
}

interface Move {
  before: typeof orders.$inferSelect;
  by: string;
  moving: boolean;
  carrier: Carrier | null;
  trackingNumber: string | null;
  refundedCents: number;
  now: Date;
  stamp: string;
}

/** The status move's one write transaction, guarded by the status the order was read with. */
async function moveStatus(ctx: Context, change: StatusChange, move: Move): Promise<void> {
  const { before, by, moving, carrier, trackingNumber, refundedCents, now, stamp } = move;
  await ctx.db.write(async (tx) => {
    const row = (await tx.select().from(orders).where(eq(orders.id, change.id)))[0];
    if (!row || row.status !== before.status) throw conflict(CHANGED);
    if (row.status === "pending" && change.status === "confirmed") {
      await markPaid(tx, ctx.hooks, row.id, row.stripePaymentIntentId, now, by);
    } else if (row.status === "pending" && change.status === "cancelled") {
      await cancelUnpaid(tx, ctx.hooks, row.id, "cancelled: Cancelled by the staff before payment.", now, by);
    }
    const event = (kind: "status" | "note", detail: string, customerVisible = true) =>
      addOrderEvent(tx, { orderId: row.id, kind, by, detail, customerVisible, now });
    if (moving)
      await event("status", `${orderStatusLabels[row.status]} to ${orderStatusLabels[change.status]}`);
    if (carrier !== row.carrier || trackingNumber !== row.trackingNumber) {
      const shipment = [carrier ? carrierLabels[carrier] : null, trackingNumber].filter(Boolean).join(" ");
      await event("status", shipment ? `Shipment: ${shipment}` : "Shipment details removed");
    }
    if (change.notes !== undefined && (change.notes || null) !== row.notes && change.notes) {
      await event("note", change.notes, false);
    }
    if (change.note?.trim()) await event("note", change.note.trim(), false);
    const result = await tx
      .update(orders)
      .set({
        status: change.status,
        carrier,
        trackingNumber,
        ...(change.notes !== undefined ? { notes: change.notes || null } : {}),
        updatedAt: stamp,
      })
      .where(eq(orders.id, row.id));
    if (result.changes !== 1) throw conflict(CHANGED);
    // A pending order's payment or cancellation is news of its own (orders.paid, orders.cancelled);
    // partners hear of status moves once an order is paid.
    if (moving && row.status !== "pending") {
      await ctx.hooks.orders.statusChanged.emit(tx, {
        orderId: row.id,
        from: row.status,
        to: change.status,
        now,
      });
    }
    if (moving && change.status === "shipped") {
      await ctx.hooks.orders.shipped.emit(tx, { orderId: row.id, carrier, trackingNumber, now });
    }
    // A cancelled paid order gives its bottles back (its payment was refunded above).
    if (moving && change.status === "cancelled" && isPaid(row.status)) {
      const taken = await stockOfOrder(tx, row.id);
      await returnTaken(tx, taken, {
        reason: change.afterFullRefundCents === undefined ? "cancellation" : "refund",
        orderId: row.id,
        at: now,
        by: ctx.user?.username ?? null,
      });
      await announceStock(tx, ctx.hooks, taken, now);
      await releaseBottles(tx, row);
      await ctx.hooks.orders.cancelled.emit(tx, {
        orderId: row.id,
        userId: row.userId,
        wasPaid: true,
        refundedCents,
        now,
      });
    }
  });
}

/** Whether the order holds only club memberships (nothing to ship). */
async function shipsNothing(db: Executor, orderId: string): Promise<boolean> {
  const kinds = await db
    .select({ kind: orderItems.kind })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return !needsShipping(kinds.map((k) => k.kind));
}

/**
 * Refunds an order; a refund of everything left on an order not shipped yet also cancels it (the
 * desk asks the staff first): its stock comes back, its yearly bottles are freed and a membership it
 * bought ends or goes back to its previous tier. The customer gets one notice, of the cancellation.
 */
export async function refundOrCancel(ctx: Context, ask: RefundAsk): Promise<void> {
  const order = (await ctx.db.select().from(orders).where(eq(orders.id, ask.orderId)))[0];
  if (!order) throw notFound("Order not found");
  const left = refundableCents({
    totalCents: toCents(order.total),
    refundedCents: toCents(order.refunded),
    paid: order.paidAt !== null,
  });
  const whole = left > 0 && (ask.amountCents === undefined || ask.amountCents === left);
  const cancels = whole && isUnshipped(order.status, await shipsNothing(ctx.db, order.id));
  await refund(ctx, { ...ask, notify: !cancels });
  if (!cancels) return;
  await changeStatus(ctx, {
    id: order.id,
    status: "cancelled",
    note: ask.reason,
    afterFullRefundCents: left,
  });
}

/** PUT /api/orders/{id}: a status move the state machine allows, with tracking, carrier and notes. */
export async function update(ctx: Context, input: UpdateOrderInput): Promise<Order> {
  await changeStatus(ctx, input);
  const order = await loadOrder(ctx.db, input.id, "staff");
  if (!order) throw notFound("Order not found");
  return order;
}

/** A staff note on the order's timeline (customers do not see it). */
export async function addNote(ctx: Context, orderId: string, note: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.write(async (tx) => {
    const row = (await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)))[0];
    if (!row) throw notFound("Order not found");
    await addOrderEvent(tx, {
      orderId,
      kind: "note",
      by: ctx.user?.username ?? "system",
      detail: note,
      customerVisible: false,
      now,
    });
    await tx.update(orders).set({ updatedAt: now.toISOString() }).where(eq(orders.id, orderId));
  });
}
