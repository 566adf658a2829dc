import type { AdminOrderDetail, Order } from "contracts";
import { createWine } from "db/seed/factories";
import { describe, expect, it } from "vitest";
import { guestCustomer, payCart, type TestApp, type TestClient } from "../../test/helpers";
import { appWithInbox, deliver, outbox } from "../../test/mail";

const NOTE = "Customer was rude on the phone; check the address twice";

async function pay(t: TestApp, client: TestClient, signedIn: boolean) {
  const wine = await createWine(t.db, { name: "Lakeshore Pinot", vintage: 2021, price: "40.00", stock: 10 });
  await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
  const paid = await payCart(client, signedIn ? {} : { customerInfo: guestCustomer });
  if (paid.status !== 200) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return paid.body;
}

/** A paid order with the staff's standing note on it, set with the spec's PUT /api/orders/{id}. */
async function notedOrder(t: TestApp, admin: TestClient, client: TestClient, signedIn: boolean) {
  const order = await pay(t, client, signedIn);
  const res = await admin.put<Order>(`/api/orders/${order.orderId}`, { status: "processing", notes: NOTE });
  expect(res.status).toBe(200);
  return order;
}

describe("staff notes on an order", () => {
  it("never reach the customer's order answers, by id, in the list, or over tRPC", async () => {
    const { t } = await appWithInbox();
    const { client: admin } = await t.signedIn({ role: "admin" });
    const { client } = await t.signedIn();
    const order = await notedOrder(t, admin, client, true);

    const byId = await client.get<Order>(`/api/orders/${order.orderId}`);
    expect(byId.status).toBe(200);
    expect(byId.body.notes).toBeNull();
    const mine = await client.get<Order[]>("/api/orders/my");
    expect(mine.body.map((o) => [o.id, o.notes])).toEqual([[order.orderId, null]]);
    const trpc = await client.trpcQuery<Order>("orders.byId", { id: order.orderId });
    expect(trpc.body.result?.data.notes).toBeNull();
    expect(JSON.stringify([byId.body, mine.body, trpc.body])).not.toContain(NOTE);
  });

  it("never reach a guest reading the order by the receipt link or by e-mail", async () => {
    const { t } = await appWithInbox();
    const { client: admin } = await t.signedIn({ role: "admin" });
    const order = await notedOrder(t, admin, t.client(), false);

    const byToken = await t.client().get<Order>(`/api/orders/${order.orderId}?token=${order.orderToken}`);
    const byEmail = await t
      .client()
      .get<Order>(`/api/orders/${order.orderId}?email=${encodeURIComponent(guestCustomer.email)}`);
    for (const res of [byToken, byEmail]) {
      expect(res.status).toBe(200);
      expect(res.body.notes).toBeNull();
      expect(JSON.stringify(res.body)).not.toContain(NOTE);
    }
  });

  it("never reach the customer's e-mails, and stay on the staff's answers", async () => {
    const { t } = await appWithInbox();
    const { client: admin } = await t.signedIn({ role: "admin" });
    const order = await notedOrder(t, admin, t.client(), false);
    const shipped = await admin.put<Order>(`/api/orders/${order.orderId}`, {
      status: "shipped",
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      notes: NOTE,
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.notes).toBe(NOTE);
    await deliver(t);
    const mails = await outbox(t);
    expect(mails.map((m) => m.kind)).toEqual(["order_receipt", "order_shipped"]);
    for (const mail of mails) {
      expect(mail.html).not.toContain("rude on the phone");
      expect(mail.text).not.toContain("rude on the phone");
    }

    expect((await admin.get<Order>(`/api/orders/${order.orderId}`)).body.notes).toBe(NOTE);
    const detail = await admin.get<AdminOrderDetail>(`/api/admin/orders/${order.orderId}`);
    expect(detail.body.notes).toBe(NOTE);
  });
});
