import { type ApiError, type GiftPackage, type Order, toCents } from "contracts";
import { coupons, orderItems, orders } from "db";
import { createWine } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CARDS,
  cartTotalCents,
  checkoutBody,
  couponUses,
  createTestApp,
  guestCustomer,
  payCart,
  postCheckout,
  rawRows,
  shippingAddress,
  stockOf,
  testCardInput,
} from "../../test/helpers";

describe("checkout with the test gateway", () => {
  it("charges a visitor's cart once, confirms the order, takes the stock and empties the cart", async () => {
    const t = await createTestApp();
    const a = await createWine(t.db, { name: "Shore Riesling", price: "22.00", stock: 10 });
    const b = await createWine(t.db, { name: "Ridge Red", price: "38.50", stock: 4 });
    const client = t.client();
    await client.post("/api/cart", { wineId: a.id, quantity: 2 });
    await client.post("/api/cart", { wineId: b.id, quantity: 1 });
    // The e-mail is stored lower-case, so the guest finds the order whatever case they typed.
    const res = await payCart(client, {
      customerInfo: { ...guestCustomer, email: "Guest.Buyer@Example.com" },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.orderNumber).toBe(res.body.orderId.slice(-8).toUpperCase());
    expect(res.body.paymentIntentId).toMatch(/^pi_test_/);

    // 82.50 + 8% tax 6.60 + 15.00 shipping
    expect(t.payments.charges).toEqual([
      { paymentIntentId: res.body.paymentIntentId, amountCents: 10410, idempotencyKey: expect.any(String) },
    ]);
    expect(await stockOf(t, a.id)).toBe(8);
    expect(await stockOf(t, b.id)).toBe(3);
    expect((await client.get<unknown[]>("/api/cart")).body).toEqual([]);

    const order = await client.get<Order>(`/api/orders/${res.body.orderId}?email=guest.buyer@example.com`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      status: "confirmed",
      subtotal: "82.50",
      tax: "6.60",
      shipping: "15.00",
      total: "104.10",
      customerEmail: "guest.buyer@example.com",
    });
    expect(order.body.items.map((i) => [i.name, i.quantity, i.price])).toEqual([
      [`Shore Riesling ${a.vintage}`, 2, "22.00"],
      [`Ridge Red ${b.vintage}`, 1, "38.50"],
    ]);
    expect((await t.client().get(`/api/orders/${res.body.orderId}`)).status).toBe(404);
    expect((await t.client().get(`/api/orders/${res.body.orderId}?email=someone@else.com`)).status).toBe(404);
  });

  it("refuses a different client amount before charging anything", async () => {
    const t = await createTestApp();
    const wine = await createWine(t.db, { price: "30.00", stock: 5 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const right = await cartTotalCents(client);
    const res = await payCart(client, { amount: right - 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Your cart changed. Please review your order total.");
    expect(t.payments.charges).toHaveLength(0);
    expect(await t.db.select().from(orders)).toHaveLength(0);
    expect(await stockOf(t, wine.id)).toBe(5);
  });

  it.each([
    [CARDS.declined, "card_declined", "Your card was declined."],
    [CARDS.insufficientFunds, "insufficient_funds", "Your card has insufficient funds."],
    [CARDS.expired, "expired_card", "Your card has expired."],
  ])("declines %s as %s: no confirmed order, stock back, cart kept", async (card, reason, message) => {
    const t = await createTestApp();
    const wine = await createWine(t.db, { price: "30.00", stock: 5 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 2 });
    const res = await payCart(client, { card });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: "PAYMENT_REQUIRED", error: reason, message });
    expect(await stockOf(t, wine.id)).toBe(5);
    const rows = await t.db.select().from(orders);
    expect(rows.map((o) => [o.status, o.notes])).toEqual([["cancelled", `${reason}: ${message}`]]);
    expect(t.payments.charges).toHaveLength(0);
    expect((await client.get<unknown[]>("/api/cart")).body).toHaveLength(1);
  });

  it("answers an invalid card number at tokenising, over tRPC with the reason too", async () => {
    const t = await createTestApp();
    const client = t.client();
    const res = await client.post<ApiError>(
      "/api/payments/test-method",
      testCardInput("4242 4242 4242 4241"),
    );
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ error: "invalid_number", message: "Your card number is invalid." });
    const trpc = await client.trpcMutation<unknown>("orders.createTestPaymentMethod", testCardInput("1234"));
    expect(trpc.status).toBe(402);
    const data = trpc.body.error?.data as { reason?: string } | undefined;
    expect(data?.reason).toBe("invalid_number");
  });

  it("never writes a card number anywhere in the database", async () => {
    const t = await createTestApp();
    const wine = await createWine(t.db, { stock: 5 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    await payCart(client);
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    await payCart(client, { card: "4000000000000002" });
    const dump = JSON.stringify(
      await Promise.all(["orders", "order_items"].map((table) => rawRows(t.db, `select * from ${table}`))),
    );
    expect(dump).not.toContain("4242424242424242");
    expect(dump).not.toContain("4000000000000002");
  });

  it("requires the guest's details and a 5-digit ZIP", async () => {
    const t = await createTestApp();
    const wine = await createWine(t.db, { stock: 5 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const res = await payCart(client, { customerInfo: { ...guestCustomer, zipCode: "4400" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("ZIP code must be 5 digits");
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it("refuses an empty cart", async () => {
    const t = await createTestApp();
    const client = t.client();
    const res = await payCart(client, { amount: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Your cart is empty");
  });
});

describe("never oversell, never charge twice", () => {
  it("sells exactly 5 of 5 bottles to 40 buyers at once", async () => {
    // Forty shoppers, each from an address of their own (the card-testing limit counts per address).
    const t = await createTestApp({ paymentDelayMs: 5, env: { TRUST_PROXY: "1" } });
    const wine = await createWine(t.db, { name: "Last Vintage", price: "50.00", stock: 5 });
    const buyers = [];
    for (let i = 0; i < 40; i++) {
      const client = t.client();
      client.headers["x-forwarded-for"] = `203.0.113.${i + 1}`;
      await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
      buyers.push({ client, body: await checkoutBody(client) });
    }
    // Every buyer is ready before the first pays, so the 40 checkouts overlap.
    const results = await Promise.all(buyers.map(({ client, body }) => postCheckout(client, body)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.message).toBe("Sorry, Last Vintage is out of stock.");
    }
    expect(await stockOf(t, wine.id)).toBe(0);
    const confirmed = await t.db.select().from(orders).where(eq(orders.status, "confirmed"));
    expect(confirmed).toHaveLength(5);
    expect(t.payments.charges).toHaveLength(5);
    expect(new Set(t.payments.charges.map((c) => c.idempotencyKey)).size).toBe(5);
    expect(new Set(confirmed.map((o) => o.stripePaymentIntentId))).toEqual(
      new Set(t.payments.charges.map((c) => c.paymentIntentId)),
    );
  });

  it("answers the same idempotency key sent twice at once with one order and one charge", async () => {
    const t = await createTestApp({ paymentDelayMs: 10 });
    const wine = await createWine(t.db, { price: "25.00", stock: 5 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const body = await checkoutBody(client, { idempotencyKey: "same-key-twice-0001" });
    const [first, second] = await Promise.all([postCheckout(client, body), postCheckout(client, body)]);
    expect(first.status).toBe(200);
    // The second waited for the first and answers as it did, with an order link of its own.
    expect(second.status).toBe(200);
    expect({ ...second.body, orderToken: "" }).toEqual({ ...first.body, orderToken: "" });
    expect(await t.db.select().from(orders)).toHaveLength(1);
    expect(t.payments.charges).toHaveLength(1);
    expect(await stockOf(t, wine.id)).toBe(4);
    // and again later: the stored answer with a link of its own, still one charge
    const later = await postCheckout(client, body);
    expect({ ...later.body, orderToken: "" }).toEqual({ ...first.body, orderToken: "" });
    expect(later.body.orderToken).not.toBe(first.body.orderToken);
    expect(t.payments.charges).toHaveLength(1);
    for (const token of [first.body.orderToken, later.body.orderToken]) {
      const opened = await t.client().get(`/api/orders/${first.body.orderId}?token=${token}`);
      expect(opened.status).toBe(200);
    }
  });

  it("replays a declined key as the same decline without charging", async () => {
    const t = await createTestApp();
    const wine = await createWine(t.db, { stock: 5 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const first = await payCart(client, { card: CARDS.declined, idempotencyKey: "declined-key-0001" });
    const again = await payCart(client, { card: CARDS.declined, idempotencyKey: "declined-key-0001" });
    expect(first.status).toBe(402);
    expect(again.status).toBe(402);
    expect(again.body).toEqual(first.body);
    expect(await t.db.select().from(orders)).toHaveLength(1);
  });
});

describe("what an order takes and counts", () => {
  it("takes a gift package's stock from the wines it holds", async () => {
    const t = await createTestApp();
    const client = t.client();
    const gifts = (await client.get<GiftPackage[]>("/api/gift-packages")).body;
    const gift = gifts[0];
    if (!gift) throw new Error("seeded gift");
    const stocks = (ids: string[]) => Promise.all(ids.map((id) => stockOf(t, id)));
    const before = await stocks(gift.wineIds);
    await client.post(`/api/gift-packages/${gift.id}/add-to-cart`, {});
    const res = await payCart(client);
    expect(res.status).toBe(200);
    expect(await stocks(gift.wineIds)).toEqual(before.map((s) => (s === -1 ? -1 : (s ?? 0) - 1)));
    const items = await t.db.select().from(orderItems);
    expect(items.map((i) => [i.kind, i.giftWineIds])).toEqual([["gift-package", gift.wineIds]]);
  });

  it("applies WINE1 from the server and counts its use once the order is paid", async () => {
    const t = await createTestApp();
    const wine = await createWine(t.db, { price: "40.00", stock: 5 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 2 });
    const res = await payCart(client, { coupon: "wine1" });
    expect(res.status).toBe(200);
    // 80.00 - 8.00 = 72.00; tax 5.76; shipping 15.00
    expect(t.payments.charges[0]?.amountCents).toBe(9276);
    const order = (await t.db.select().from(orders))[0];
    expect(order).toMatchObject({ discount: "8.00", couponCode: "WINE1", total: "92.76" });
    expect(await couponUses(t, "WINE1")).toBe(1);
  });

  it("spends a one-use coupon once, even when two checkouts overlap, and gives it back on a decline", async () => {
    const t = await createTestApp({ paymentDelayMs: 10 });
    await t.db.write((tx) =>
      tx.insert(coupons).values({ code: "ONCE", name: "One use", value: "20.00", maxUses: 1 }),
    );
    const wine = await createWine(t.db, { price: "40.00", stock: 10 });
    const buyer = async () => {
      const client = t.client();
      await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
      return client;
    };
    const declined = await buyer();
    const refusal = await payCart(declined, { coupon: "once", card: CARDS.declined });
    expect(refusal.status).toBe(402);
    expect(await couponUses(t, "ONCE")).toBe(0);
    const [a, b] = await Promise.all([buyer(), buyer()]);
    const results = await Promise.all([payCart(a, { coupon: "once" }), payCart(b, { coupon: "once" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe("This coupon has been fully redeemed");
    expect(await couponUses(t, "ONCE")).toBe(1);
  });

  it("uses a signed-in customer's own details and lists the order in /orders/my", async () => {
    const t = await createTestApp();
    const wine = await createWine(t.db, { price: "30.00", stock: 5 });
    const { client, user } = await t.signedIn({ firstName: "Mara", lastName: "Vine" });
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const res = await payCart(client, { customerInfo: shippingAddress });
    expect(res.status).toBe(200);
    const mine = await client.get<Order[]>("/api/orders/my");
    expect(mine.body.map((o) => [o.id, o.customerEmail, o.status])).toEqual([
      [res.body.orderId, user.email, "confirmed"],
    ]);
    expect((await client.get<Order>(`/api/orders/${res.body.orderId}`)).status).toBe(200);
    const other = await t.signedIn();
    expect((await other.client.get(`/api/orders/${res.body.orderId}`)).status).toBe(404);
    expect((await t.client().get("/api/orders/my")).status).toBe(401);
  });
});

describe("admin status moves", () => {
  async function paidOrder() {
    const t = await createTestApp();
    const wine = await createWine(t.db, { price: "30.00", stock: 5 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 2 });
    const res = await payCart(client);
    const admin = (await t.signedIn({ role: "admin" })).client;
    return { t, wine, orderId: res.body.orderId, admin };
  }

  it("moves confirmed > processing > shipped > completed with a carrier and tracking number", async () => {
    const { orderId, admin } = await paidOrder();
    await admin.put<Order>(`/api/orders/${orderId}`, { status: "processing" });
    const untracked = await admin.put<ApiError>(`/api/orders/${orderId}`, {
      status: "shipped",
      carrier: "ups",
    });
    expect(untracked.status).toBe(400);
    expect(untracked.body.message).toBe("Enter the tracking number of the shipment");
    for (const status of ["shipped", "completed"]) {
      const res = await admin.put<Order>(`/api/orders/${orderId}`, {
        status,
        ...(status === "shipped" ? { trackingNumber: "1Z999AA10123456784", carrier: "ups" } : {}),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status, carrier: "ups", trackingNumber: "1Z999AA10123456784" });
    }
    const refused = await admin.put<ApiError>(`/api/orders/${orderId}`, { status: "cancelled" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("A completed order cannot change status");
  });

  it("ships a paid order with the spec's call: a tracking number, the carrier optional and in any case", async () => {
    const { t, orderId, admin } = await paidOrder();
    const shipped = await admin.put<Order>(`/api/orders/${orderId}`, {
      status: "shipped",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: "shipped",
      carrier: null,
      trackingNumber: "1Z999AA10123456784",
    });
    expect(shipped.body.events.slice(-3).map((e) => e.detail)).toEqual([
      "Confirmed to Shipped",
      "Shipment: 1Z999AA10123456784",
      "Shipping notice e-mailed to guest.buyer@example.com",
    ]);
    const named = await admin.put<Order>(`/api/orders/${orderId}`, {
      status: "shipped",
      carrier: "FedEx",
      trackingNumber: "123456789012",
      notes: "Left the winery on the morning truck",
    });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({
      status: "shipped",
      carrier: "fedex",
      trackingNumber: "123456789012",
      notes: "Left the winery on the morning truck",
    });
    const unknown = await admin.put<ApiError>(`/api/orders/${orderId}`, {
      status: "shipped",
      carrier: "pigeon",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      'Unknown carrier "pigeon": use one of ups, fedex, usps, dhl, pickup, other',
    );
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.carrier).toBe("fedex");
  });

  it("refuses shipping without a tracking number unless picked up", async () => {
    const { orderId, admin } = await paidOrder();
    const res = await admin.put<ApiError>(`/api/orders/${orderId}`, { status: "shipped", carrier: "UPS" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Enter the tracking number of the shipment");
    const pickup = await admin.put<Order>(`/api/orders/${orderId}`, { status: "shipped", carrier: "Pickup" });
    expect(pickup.body).toMatchObject({ status: "shipped", carrier: "pickup", trackingNumber: null });
  });

  it("refuses moves outside the rule with a clear 409 and changes nothing", async () => {
    const { t, orderId, admin } = await paidOrder();
    const res = await admin.put<ApiError>(`/api/orders/${orderId}`, { status: "completed" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A confirmed order can only move to processing, shipped or cancelled");
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe("confirmed");
  });

  it("returns a cancelled paid order's stock", async () => {
    const { t, wine, orderId, admin } = await paidOrder();
    expect(await stockOf(t, wine.id)).toBe(3);
    const res = await admin.put<Order>(`/api/orders/${orderId}`, {
      status: "cancelled",
      notes: "Customer asked",
    });
    expect(res.body).toMatchObject({ status: "cancelled", refunded: res.body.total });
    expect(await stockOf(t, wine.id)).toBe(5);
    // The card got the whole payment back.
    expect(t.payments.refunds.map((r) => r.amountCents)).toEqual([toCents(res.body.total)]);
  });

  it("is for admins only", async () => {
    const { t, orderId } = await paidOrder();
    expect((await t.client().put(`/api/orders/${orderId}`, { status: "processing" })).status).toBe(401);
    const customer = await t.signedIn();
    expect((await customer.client.put(`/api/orders/${orderId}`, { status: "processing" })).status).toBe(403);
  });
});
