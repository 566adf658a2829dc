import type { WebhookEventType } from "contracts";
import { memberships, merchandise, type Tx, wines } from "db";
import { eq } from "drizzle-orm";
import type { AppHooks, MembershipChange, StockChange } from "../../hooks";
import { adminOrderOf } from "../admin/admin-orders.service";
import { toMembership } from "../membership/club-state";
import { subscriptionById } from "../newsletter/newsletter.service";
import { reservationIn } from "../reservations/reservation-lists";
import { recordEvent } from "./webhooks.service";

/**
 * What each webhook event says (API.md, Round 3: "Webhook event data"): the object as the matching
 * GET answers it, read in the transaction of the change, after it. Registered on the hooks in
 * createAppDeps, beside the e-mails the same hooks write.
 */

async function orderEvent(tx: Tx, type: WebhookEventType, orderId: string, now: Date): Promise<void> {
  const order = await adminOrderOf(tx, orderId);
  if (order) await recordEvent(tx, type, order, now);
}

async function membershipEvent(tx: Tx, type: WebhookEventType, event: MembershipChange): Promise<void> {
  const row = (await tx.select().from(memberships).where(eq(memberships.id, event.membershipId)))[0];
  if (!row) return;
  const membership = await toMembership(tx, row, event.now);
  await recordEvent(tx, type, { ...membership, userId: row.userId }, event.now);
}

async function stockEvent(tx: Tx, event: StockChange): Promise<void> {
  let stock: number | undefined;
  if (event.kind === "wine") {
    stock = (await tx.select({ stock: wines.stock }).from(wines).where(eq(wines.id, event.id)))[0]?.stock;
    // -1 is "not counted": such a wine never runs out, so its sales change nothing to report.
    if (stock === -1) return;
  } else if (event.kind === "merchandise") {
    stock = (
      await tx.select({ stock: merchandise.stock }).from(merchandise).where(eq(merchandise.id, event.id))
    )[0]?.stock;
  }
  if (stock === undefined) return;
  await recordEvent(tx, "product.stock_changed", { kind: event.kind, id: event.id, stock }, event.now);
}

export function registerWebhookEvents(hooks: AppHooks): void {
  hooks.orders.paid.on((tx, e) => orderEvent(tx, "order.paid", e.orderId, e.now));
  hooks.orders.statusChanged.on((tx, e) => orderEvent(tx, "order.status_changed", e.orderId, e.now));
  hooks.orders.refunded.on((tx, e) => orderEvent(tx, "order.refunded", e.orderId, e.now));
  // An unpaid order's cancellation (a declined card) was never news to a partner.
  hooks.orders.cancelled.on((tx, e) =>
    e.wasPaid ? orderEvent(tx, "order.cancelled", e.orderId, e.now) : undefined,
  );
  hooks.membership.created.on((tx, e) => membershipEvent(tx, "membership.created", e));
  hooks.membership.renewed.on((tx, e) => membershipEvent(tx, "membership.renewed", e));
  hooks.membership.paymentFailed.on((tx, e) => membershipEvent(tx, "membership.payment_failed", e));
  hooks.membership.cancelled.on((tx, e) => membershipEvent(tx, "membership.cancelled", e));
  hooks.reservations.booked.on(async (tx, e) => {
    const reservation = await reservationIn(tx, e.reservationId);
    if (reservation) await recordEvent(tx, "reservation.created", reservation, e.now);
  });
  hooks.reservations.cancelled.on(async (tx, e) => {
    const reservation = await reservationIn(tx, e.reservationId);
    if (reservation) await recordEvent(tx, "reservation.cancelled", reservation, e.now);
  });
  hooks.newsletter.confirmed.on(async (tx, e) => {
    const subscription = await subscriptionById(tx, e.subscriptionId);
    if (subscription) await recordEvent(tx, "subscriber.confirmed", subscription, e.now);
  });
  hooks.newsletter.unsubscribed.on(async (tx, e) => {
    const subscription = await subscriptionById(tx, e.subscriptionId);
    if (subscription) await recordEvent(tx, "subscriber.unsubscribed", subscription, e.now);
  });
  hooks.catalogue.stockChanged.on((tx, e) => stockEvent(tx, e));
}
