import type { AdminOrderDetail, ApiError } from "contracts";
import { one, orderRefunds, orders } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderRefunded as RefundedEvent } from "../../hooks";
import type { PaymentGateway, RefundRequest, RefundResult } from "../../payments/gateway";
import { TestGateway } from "../../payments/test-gateway";
import { createTestApp, stockOf, type TestApp } from "../../test/helpers";
import { outbox } from "../../test/mail";
import { adminOf, placeOrder, refundOf } from "../../test/orders";

async function orderRow(t: TestApp, orderId: string) {
  return (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
}

function listenToRefunds(t: TestApp): RefundedEvent[] {
  const heard: RefundedEvent[] = [];
  t.deps.hooks.orders.refunded.on((_tx, event) => heard.push(event));
  return heard;
}

describe("refunds through the payment gateway", () => {
  it("refunds part of a paid order, then the rest, and says so on the timeline", async () => {
    const t = await createTestApp();
    const heard = listenToRefunds(t);
    const { orderId, total } = await placeOrder(t);
    expect(total).toBe("50.00");
    const admin = await adminOf(t);

    const part = await refundOf(admin, orderId, { amount: 1250, reason: "One bottle arrived broken" });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({
      refunded: "12.50",
      paymentStatus: "partially_refunded",
      status: "confirmed",
    });
    expect(part.body.events.slice(-2)).toMatchObject([
      { kind: "refund", detail: "Refunded $12.50 to the card: One bottle arrived broken" },
      { kind: "email", detail: "Refund notice e-mailed to guest.buyer@example.com" },
    ]);

    const rest = await refundOf(admin, orderId, { reason: "Goodwill" });
    expect(rest.body).toMatchObject({ refunded: "50.00", paymentStatus: "refunded" });
    expect(t.payments.refunds.map((r) => r.amountCents)).toEqual([1250, 3750]);
    expect(heard.map((e) => [e.amountCents, e.full, e.reason])).toEqual([
      [1250, false, "One bottle arrived broken"],
      [3750, true, "Goodwill"],
    ]);

    const more = await refundOf(admin, orderId, { amount: 1, reason: "Again" });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe("This order has already been refunded in full");
  });

  it("never refunds more than is left, and a refused refund changes nothing", async () => {
    const t = await createTestApp();
    const { orderId } = await placeOrder(t);
    const admin = await adminOf(t);
    await refundOf(admin, orderId, { amount: 4000 });
    const over = await refundOf(admin, orderId, { amount: 1001 });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("That is more than is left to refund on this order ($10.00)");
    const noReason = await refundOf(admin, orderId, { amount: 100, reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("Give the reason for the refund");
    expect((await orderRow(t, orderId))?.refunded).toBe("40.00");
    expect(t.payments.refunds).toHaveLength(1);
  });

  it("answers a repeated request with the first refund, and refuses its key for another one", async () => {
    const t = await createTestApp();
    const { orderId } = await placeOrder(t);
    const second = await placeOrder(t);
    const admin = await adminOf(t);
    const body = { amount: 500, idempotencyKey: "refund-key-0001" };
    const first = await refundOf(admin, orderId, body);
    const again = await refundOf(admin, orderId, body);
    expect(again.status).toBe(200);
    expect(again.body.refunded).toBe("5.00");
    expect(t.payments.refunds).toHaveLength(1);
    expect(first.body.events.filter((e) => e.kind === "refund")).toHaveLength(1);
    const other = await refundOf(admin, second.orderId, body);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      "This idempotency key was already used for another refund. Send a new key.",
    );
  });

  it("makes exactly 5 of 20 parallel refunds of $10.00 on a $50.00 order", async () => {
    // The gateway answers after 20 ms, so every request is in flight at once.
    const t = await createTestApp({ paymentDelayMs: 20 });
    const { orderId } = await placeOrder(t);
    const admin = await adminOf(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        refundOf(admin, orderId, { amount: 1000, idempotencyKey: `parallel-refund-${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect((await orderRow(t, orderId))?.refunded).toBe("50.00");
    expect(t.payments.refunds.map((r) => r.amountCents)).toEqual([1000, 1000, 1000, 1000, 1000]);
    const rows = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill("succeeded"));
  });

  it("cancels a paid order: the rest of its payment back to the card, its bottles back to stock", async () => {
    const t = await createTestApp();
    const cancelled: boolean[] = [];
    t.deps.hooks.orders.cancelled.on((_tx, event) => cancelled.push(event.wasPaid));
    const { orderId, wine } = await placeOrder(t, { quantity: 1, stock: 10 });
    expect(await stockOf(t, wine.id)).toBe(9);
    const admin = await adminOf(t);
    await refundOf(admin, orderId, { amount: 1500 });
    const res = await admin.patch<AdminOrderDetail>(`/api/admin/orders/${orderId}/status`, {
      status: "cancelled",
      note: "Customer changed their mind",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", refunded: "50.00", paymentStatus: "refunded" });
    expect(t.payments.refunds.map((r) => r.amountCents)).toEqual([1500, 3500]);
    expect(await stockOf(t, wine.id)).toBe(10);
    expect(cancelled).toEqual([true]);
    // One e-mail: the cancellation's notice tells the refund that came with it.
    expect(res.body.events.slice(-4).map((e) => [e.kind, e.detail])).toEqual([
      ["refund", "Refunded $35.00 to the card: Customer changed their mind"],
      ["status", "Confirmed to Cancelled"],
      ["note", "Customer changed their mind"],
      ["email", "Cancellation notice e-mailed to guest.buyer@example.com"],
    ]);
    const number = orderId.slice(-8).toUpperCase();
    expect((await outbox(t)).map((m) => [m.kind, m.subject])).toEqual([
      ["order_receipt", `Your Ridge Road Vineyard order #${number}`],
      ["order_refunded", `Refund of $15.00 for order #${number}`],
      ["order_cancelled", `Your order #${number} has been cancelled and refunded`],
    ]);
    expect((await outbox(t))[2]?.text).toContain("Refunded now: $35.00\nRefunded before: $15.00");
  });

  it("gives the amount back when the gateway refuses, and keeps it on hold when the answer is lost", async () => {
    const answers: RefundResult[] = [
      { ok: false, settled: true, message: "The payment provider refused the refund." },
      { ok: false, settled: false, message: "The payment provider did not answer." },
    ];
    const inner = new TestGateway();
    const flaky: PaymentGateway = {
      kind: "test",
      charge: (request) => inner.charge(request),
      lookup: (ref) => inner.lookup(ref),
      createTestPaymentMethod: (card) => inner.createTestPaymentMethod(card),
      savePaymentMethod: (request) => inner.savePaymentMethod(request),
      refund: async (request: RefundRequest) => answers.shift() ?? (await inner.refund(request)),
    };
    const t = await createTestApp({ payments: flaky });
    const { orderId } = await placeOrder(t);
    const admin = await adminOf(t);

    const refused = await refundOf(admin, orderId, { amount: 1000, idempotencyKey: "refused-0001" });
    expect(refused.status).toBe(409);
    expect((refused.body as ApiError).message).toBe("The payment provider refused the refund.");
    expect((await orderRow(t, orderId))?.refunded).toBe("0.00");

    const lost = await refundOf(admin, orderId, { amount: 1000, idempotencyKey: "lost-answer-1" });
    expect(lost.status).toBe(409);
    expect((await orderRow(t, orderId))?.refunded).toBe("10.00");
    // Asked again with its own key, the refund goes through once.
    const retried = await refundOf(admin, orderId, { amount: 1000, idempotencyKey: "lost-answer-1" });
    expect(retried.status).toBe(200);
    expect(retried.body.refunded).toBe("10.00");
    expect(inner.refunds.map((r) => r.amountCents)).toEqual([1000]);
    const timeline = retried.body.events.filter((e) => e.kind === "refund").map((e) => e.detail);
    expect(timeline).toEqual([
      "Refund of $10.00 not made: The payment provider refused the refund.",
      "Refunded $10.00 to the card: Damaged bottle",
    ]);
  });

  it("records a refund by hand for an order marked paid without a card payment", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const order = one(
      await t.db.write((tx) =>
        tx
          .insert(orders)
          .values({ total: "20.00", status: "pending", customerName: "Phone Order" })
          .returning(),
      ),
    );
    await admin.patch(`/api/admin/orders/${order.id}/status`, { status: "confirmed" });
    const res = await refundOf(admin, order.id, { reason: "Paid in the tasting room, cash returned" });
    expect(res.status).toBe(200);
    expect(res.body.refunded).toBe("20.00");
    expect(res.body.events.filter((e) => e.kind === "refund").map((e) => e.detail)).toEqual([
      "Refunded $20.00 outside the card gateway (the order has no card payment): Paid in the tasting room, cash returned",
    ]);
    // Refunded in full before it shipped, the order is cancelled.
    expect(res.body.status).toBe("cancelled");
    expect(t.payments.refunds).toEqual([]);
  });

  it("refuses to refund an order that was never paid", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const order = one(
      await t.db.write((tx) => tx.insert(orders).values({ total: "20.00", status: "pending" }).returning()),
    );
    const res = await refundOf(admin, order.id, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only a paid order can be refunded");
    expect((await refundOf(admin, "no-such-order", {})).status).toBe(404);
  });
});

describe("the test gateway's refunds", () => {
  it("records refunds and refuses more than was charged on a payment, even after a restart", async () => {
    const gateway = new TestGateway();
    const card = gateway.createTestPaymentMethod({
      cardNumber: "4242424242424242",
      expiry: "12/30",
      cvc: "123",
      name: "A",
      zip: "44004",
    });
    if (!card.ok) throw new Error("no card");
    const charge = await gateway.charge({
      amountCents: 3000,
      paymentMethodId: card.paymentMethodId,
      idempotencyKey: "charge-1",
      description: "t",
      metadata: {},
    });
    if (!charge.ok) throw new Error("no charge");
    const refund = (amountCents: number, key: string) =>
      gateway.refund({
        paymentIntentId: charge.paymentIntentId,
        amountCents,
        idempotencyKey: key,
        reason: "r",
      });
    expect(await refund(2000, "r1")).toMatchObject({ ok: true });
    expect(await refund(1001, "r2")).toMatchObject({ ok: false, settled: true });
    expect(await refund(2000, "r1")).toMatchObject({ ok: true });
    expect(gateway.refunds.map((r) => r.amountCents)).toEqual([2000]);
    // A new process knows nothing of the charge but the amount its payment id carries.
    const restarted = new TestGateway();
    const after = (amountCents: number) =>
      restarted.refund({
        paymentIntentId: charge.paymentIntentId,
        amountCents,
        idempotencyKey: "r3",
        reason: "r",
      });
    expect(await after(3001)).toMatchObject({ ok: false, settled: true });
    expect(
      await restarted.refund({
        paymentIntentId: "pi_unknown",
        amountCents: 1,
        idempotencyKey: "r4",
        reason: "r",
      }),
    ).toMatchObject({ ok: false, message: "The payment provider has no such payment." });
  });
});
