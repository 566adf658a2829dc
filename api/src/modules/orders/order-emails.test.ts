import type { Order } from "contracts";
import { one, orders, type Tx } from "db";
import { createWine } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { guestCustomer, payCart, type TestApp } from "../../test/helpers";
import { appWithInbox, deliver, outbox } from "../../test/mail";
import { linkIn, received, textOf } from "../../test/smtp";

async function paidOrder(t: TestApp, options: { customMessage?: string } = {}) {
  const wine = await createWine(t.db, { name: "Lakeshore Pinot", vintage: 2021, price: "40.00", stock: 10 });
  const client = t.client();
  const line = await client.post<{ id: string }>("/api/cart", { wineId: wine.id, quantity: 3 });
  if (options.customMessage) {
    await client.patch(`/api/cart/${line.body.id}/customize`, { customMessage: options.customMessage });
  }
  const paid = await payCart(client, { customerInfo: guestCustomer });
  if (paid.status !== 200) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return paid.body;
}

/** Emits a hook the way its owner does: inside a write transaction. */
async function inTransaction(t: TestApp, emit: (tx: Tx) => Promise<void>) {
  await t.db.write(emit);
}

describe("the e-mails about an order", () => {
  it("shows a gift message as the customer wrote it, never as markup", async () => {
    const { t, inbox } = await appWithInbox();
    await paidOrder(t, { customMessage: 'Cheers <b>Dad</b> & "Mom"' });
    await deliver(t);
    const receipt = received(inbox, 0);
    expect(receipt.html).toContain("Cheers &lt;b&gt;Dad&lt;/b&gt; &amp; &quot;Mom&quot;");
    expect(receipt.html).not.toContain("<b>Dad</b>");
    expect(textOf(receipt)).toContain('Gift message: “Cheers <b>Dad</b> & "Mom"”');
  });

  it("tells the customer their order shipped, with the carrier's tracking page, and notes it on the timeline", async () => {
    const { t, inbox } = await appWithInbox();
    const order = await paidOrder(t);
    await deliver(t);
    await inTransaction(t, (tx) =>
      t.deps.hooks.orders.shipped.emit(tx, {
        orderId: order.orderId,
        // The back office stores the carrier's code; the e-mail spells it the carrier's way.
        carrier: "ups",
        trackingNumber: "1Z999AA10123456784",
        now: t.clock.now(),
      }),
    );
    await deliver(t);
    const shipped = received(inbox, 1);
    expect(shipped.subject).toBe(`Your order #${order.orderNumber} is on its way`);
    expect(textOf(shipped)).toContain("Carrier: UPS\nTracking number: 1Z999AA10123456784");
    expect(textOf(shipped)).toContain(
      "Track with UPS: https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    const link = linkIn(shipped, `/orders/${order.orderId}`);
    const read = await t
      .client()
      .get<Order>(`/api/orders/${order.orderId}?token=${link.searchParams.get("token")}`);
    expect(read.body.events.filter((e) => e.kind === "email").map((e) => e.detail)).toEqual([
      "Receipt e-mailed to guest.buyer@example.com",
      "Shipping notice e-mailed to guest.buyer@example.com",
    ]);
  });

  it("tells the customer about a refund, with the amount and the reason", async () => {
    const { t, inbox } = await appWithInbox();
    const order = await paidOrder(t);
    await inTransaction(t, (tx) =>
      t.deps.hooks.orders.refunded.emit(tx, {
        orderId: order.orderId,
        amountCents: 1250,
        reason: "One bottle arrived broken",
        full: false,
        notify: true,
        now: t.clock.now(),
      }),
    );
    await deliver(t);
    const refund = received(inbox, 1);
    expect(refund.subject).toBe(`Refund of $12.50 for order #${order.orderNumber}`);
    expect(textOf(refund)).toContain("Refunded: $12.50");
    expect(textOf(refund)).toContain("Reason:\nOne bottle arrived broken");
  });

  it("e-mails one notice when the staff cancel a paid order: cancelled and refunded; nothing for an unpaid one", async () => {
    const { t, inbox } = await appWithInbox();
    const order = await paidOrder(t);
    const { client: admin } = await t.signedIn({ role: "admin" });
    const res = await admin.put<Order>(`/api/orders/${order.orderId}`, { status: "cancelled" });
    expect(res.status).toBe(200);
    await deliver(t);
    // The refund that comes with the cancellation is told in the cancellation's notice, not apart.
    expect((await outbox(t)).map((m) => [m.kind, m.to, m.subject])).toEqual([
      ["order_receipt", "guest.buyer@example.com", `Your Ridge Road Vineyard order #${order.orderNumber}`],
      [
        "order_cancelled",
        "guest.buyer@example.com",
        `Your order #${order.orderNumber} has been cancelled and refunded`,
      ],
    ]);
    const notice = textOf(received(inbox, 1));
    expect(notice).toContain(
      `We've cancelled order #${order.orderNumber} and refunded $129.60 to the card you paid with.`,
    );
    expect(notice).toContain("Refunded now: $129.60");

    // An order never paid (the staff cancel it while it waits for payment) was never the customer's.
    const unpaid = one(
      await t.db.write((tx) =>
        tx
          .insert(orders)
          .values({ total: "20.00", status: "pending", customerEmail: "late@example.com" })
          .returning(),
      ),
    );
    expect((await admin.put(`/api/orders/${unpaid.id}`, { status: "cancelled" })).status).toBe(200);
    expect((await outbox(t)).map((m) => m.kind)).toEqual(["order_receipt", "order_cancelled"]);
  });

  it("still tells the customer of the refund when the cancellation loses a race after the money went back", async () => {
    const { t } = await appWithInbox();
    const order = await paidOrder(t);
    const { client: admin } = await t.signedIn({ role: "admin" });
    // Another staff member ships the order while the cancellation's refund is at the gateway.
    const refundAtGateway = t.payments.refund.bind(t.payments);
    t.payments.refund = async (ask) => {
      const result = await refundAtGateway(ask);
      await t.db.write((tx) =>
        tx.update(orders).set({ status: "shipped" }).where(eq(orders.id, order.orderId)),
      );
      return result;
    };
    const res = await admin.put<{ message: string }>(`/api/orders/${order.orderId}`, { status: "cancelled" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The order changed meanwhile. Please reload it.");
    expect((await outbox(t)).map((m) => [m.kind, m.subject])).toEqual([
      ["order_receipt", `Your Ridge Road Vineyard order #${order.orderNumber}`],
      ["order_refunded", `Refund of $129.60 for order #${order.orderNumber}`],
    ]);
  });

  it("writes no e-mail for a status move the state machine refuses", async () => {
    const { t } = await appWithInbox();
    const order = await paidOrder(t);
    const { client: admin } = await t.signedIn({ role: "admin" });
    const res = await admin.put(`/api/orders/${order.orderId}`, { status: "completed" });
    expect(res.status).toBe(409);
    expect((await outbox(t)).map((m) => m.kind)).toEqual(["order_receipt"]);
  });
});

describe("moving an order to shipped with PUT /api/orders/{id}", () => {
  it("sends the shipping notice once, with the tracking number given with the move", async () => {
    const { t, inbox } = await appWithInbox();
    const order = await paidOrder(t);
    const { client: admin } = await t.signedIn({ role: "admin" });
    expect((await admin.put(`/api/orders/${order.orderId}`, { status: "processing" })).status).toBe(200);
    const shipped = await admin.put(`/api/orders/${order.orderId}`, {
      status: "shipped",
      carrier: "usps",
      trackingNumber: "9400100000000000000000",
    });
    expect(shipped.status).toBe(200);
    // Adding a note later moves nothing: no second notice.
    await admin.put(`/api/orders/${order.orderId}`, { status: "shipped", notes: "Left with the neighbour" });
    await deliver(t);
    expect((await outbox(t)).map((m) => m.kind)).toEqual(["order_receipt", "order_shipped"]);
    const notice = received(inbox, 1);
    expect(textOf(notice)).toContain("Carrier: USPS\nTracking number: 9400100000000000000000");
    expect(textOf(notice)).toContain(
      "Track with USPS: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
    );
  });
});
