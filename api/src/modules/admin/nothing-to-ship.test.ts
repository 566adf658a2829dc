import type { AdminOrder, AdminOrderDetail, Analytics, StockMovement } from "contracts";
import { memberships, orders, users } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { joinClub } from "../../test/club";
import { CARDS, createTestApp, stockOf } from "../../test/helpers";
import { outbox } from "../../test/mail";
import { adminOf, placeOrder, refundOf } from "../../test/orders";

async function tierOf(t: Awaited<ReturnType<typeof createTestApp>>, userId: string) {
  return (await t.db.select({ tier: users.membershipTier }).from(users).where(eq(users.id, userId)))[0]?.tier;
}

describe("orders that need nothing shipped", () => {
  it("completes a paid order holding only a membership at once, and never counts it as to ship", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const { user } = await joinClub(t, "premium");
    await placeOrder(t);
    const signUp = (await t.db.select().from(orders).where(eq(orders.userId, user.id)))[0];
    expect(signUp?.status).toBe("completed");

    const toShip = await admin.get<AdminOrder[]>("/api/admin/orders?status=to-ship");
    expect(toShip.body.map((o) => o.items.map((i) => i.kind))).toEqual([["wine"]]);
    const desk = await admin.get<AdminOrderDetail>(`/api/admin/orders/${signUp?.id}`);
    expect(desk.body).toMatchObject({
      status: "completed",
      shipsNothing: true,
      bottles: 0,
      membershipOnCancel: { action: "end", tier: "premium" },
    });
    expect(desk.body.events.map((e) => e.detail)).toContain("Completed: a club membership, nothing to ship");
    const analytics = await admin.get<Analytics>("/api/admin/analytics");
    expect(analytics.body.todo.ordersToShip).toBe(1);
  });

  it("ends the membership of a cancelled sign-up, refunding it in full", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const { user } = await joinClub(t, "premium");
    const signUp = (await t.db.select().from(orders).where(eq(orders.userId, user.id)))[0];
    const res = await admin.patch<AdminOrderDetail>(`/api/admin/orders/${signUp?.id}/status`, {
      status: "cancelled",
      note: "Joined by mistake",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", refunded: "106.92", membershipOnCancel: null });
    expect(t.payments.refunds.map((r) => r.amountCents)).toEqual([10692]);
    expect(await tierOf(t, user.id)).toBeNull();
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(rows.map((m) => [m.tier, m.status])).toEqual([["premium", "cancelled"]]);
    // Asked again, nothing more goes back.
    await admin.patch(`/api/admin/orders/${signUp?.id}/status`, { status: "cancelled" });
    expect(t.payments.refunds).toHaveLength(1);
  });

  it("returns a refunded upgrade to the tier it replaced, with its schedule", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const { client, user } = await joinClub(t, "essential");
    const before = (await t.db.select().from(memberships).where(eq(memberships.userId, user.id)))[0];
    const upgrade = await client.post("/api/membership/upgrade", {
      targetTier: "elite",
      paymentData: { name: "Mia Buyer", cardNumber: CARDS.visa, cvv: "123", zipCode: "44030" },
    });
    expect(upgrade.status).toBe(200);
    const upgradeOrder = (await t.db.select().from(orders).where(eq(orders.userId, user.id))).find(
      (o) => o.total === "162.00",
    );
    const desk = await admin.get<AdminOrderDetail>(`/api/admin/orders/${upgradeOrder?.id}`);
    expect(desk.body.membershipOnCancel).toEqual({
      action: "restore",
      tier: "elite",
      previousTier: "essential",
    });

    // Refunded in full, it is cancelled: the membership goes back to Essential.
    const refunded = await refundOf(admin, upgradeOrder?.id ?? "", { reason: "Changed their mind" });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: "cancelled", refunded: "162.00" });
    expect(await tierOf(t, user.id)).toBe("essential");
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(rows.map((m) => [m.tier, m.status]).sort()).toEqual([
      ["elite", "cancelled"],
      ["essential", "active"],
    ]);
    const restored = rows.find((m) => m.tier === "essential");
    expect(restored?.nextBillingDate).toBe(before?.nextBillingDate);
    expect(restored?.endDate).toBeNull();
  });

  it("cancels an unshipped order refunded in full, its stock back as a refund; a shipped one stays shipped", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const unshipped = await placeOrder(t, { quantity: 2 });
    expect(await stockOf(t, unshipped.wine.id)).toBe(98);
    // A part refund changes nothing but the money.
    expect((await refundOf(admin, unshipped.orderId, { amount: 1000 })).body.status).toBe("confirmed");
    const rest = await refundOf(admin, unshipped.orderId, { reason: "Out of the vintage" });
    expect(rest.body).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(await stockOf(t, unshipped.wine.id)).toBe(100);
    const moves = await admin.get<StockMovement[]>(
      `/api/admin/stock-movements?productId=${unshipped.wine.id}`,
    );
    const ofOrder = moves.body.filter((m) => m.orderId === unshipped.orderId);
    expect(ofOrder.map((m) => [m.reason, m.change, m.stockAfter])).toEqual([
      ["refund", 2, 100],
      ["sale", -2, 98],
    ]);
    // One notice for the customer: the cancellation names the refund.
    // The part refund's notice, then one notice of the cancellation that names the rest.
    const mails = (await outbox(t)).filter((m) => m.kind !== "order_receipt");
    expect(mails.map((m) => m.kind)).toEqual(["order_refunded", "order_cancelled"]);
    expect(mails[1]?.text).toContain("Refunded now: $75.01");

    const shipped = await placeOrder(t);
    await admin.patch(`/api/admin/orders/${shipped.orderId}/status`, {
      status: "shipped",
      carrier: "ups",
      trackingNumber: "1Z999",
    });
    const kept = await refundOf(admin, shipped.orderId, { reason: "Corked" });
    expect(kept.body).toMatchObject({ status: "shipped", paymentStatus: "refunded" });
    expect(await stockOf(t, shipped.wine.id)).toBe(99);
  });
});
