import type { ApiError, Order } from "contracts";
import { coupons, orders } from "db";
import { createWine } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TestGateway } from "../../payments/test-gateway";
import {
  CARDS,
  cartTotalCents,
  checkoutBody,
  couponUses,
  createTestApp,
  guestCustomer,
  newIdempotencyKey,
  payCart,
  postCheckout,
  shippingAddress,
  stockOf,
  testCardInput,
  testCardToken,
} from "../../test/helpers";
import { settlePendingOrders } from "./settle";

describe("idempotency keys belong to one cart", () => {
  it("answers a key another cart used with 409, never with that cart's order", async () => {
    const t = await createTestApp();
    const first = t.client();
    await first.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const key = newIdempotencyKey();
    const paid = await payCart(first, { idempotencyKey: key });
    expect(paid.status).toBe(200);
    const thief = t.client();
    await thief.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const replayed = await payCart(thief, { idempotencyKey: key });
    expect(replayed.status).toBe(409);
    expect(replayed.body).toEqual({
      message: "This idempotency key was already used for another checkout. Send a new key.",
      code: "CONFLICT",
    });
    const signedIn = await t.signedIn();
    await signedIn.client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    expect((await payCart(signedIn.client, { idempotencyKey: key })).status).toBe(409);
    expect(await t.db.select().from(orders)).toHaveLength(1);
  });

  it("refuses the key to a second cart even while the first checkout is still charging", async () => {
    const t = await createTestApp({ paymentDelayMs: 30 });
    const key = newIdempotencyKey();
    const [a, b] = [t.client(), t.client()];
    await a.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    await b.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 2 });
    const [ra, rb] = await Promise.all([
      payCart(a, { idempotencyKey: key }),
      payCart(b, { idempotencyKey: key }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    expect(t.payments.charges).toHaveLength(1);
  });
});

describe("the order link token", () => {
  it("opens the order for a guest after a reload, and nothing else does", async () => {
    const t = await createTestApp();
    const client = t.client();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const paid = await payCart(client);
    expect(paid.body.orderToken).toMatch(/^[a-z2-7]{32}$/);
    const stranger = t.client();
    const opened = await stranger.get<Order>(
      `/api/orders/${paid.body.orderId}?token=${paid.body.orderToken}`,
    );
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: paid.body.orderId, total: "38.76" });
    for (const token of ["", "wrong-token", paid.body.orderToken.toUpperCase()]) {
      const refused = await stranger.get<ApiError>(`/api/orders/${paid.body.orderId}?token=${token}`);
      expect(refused.status).toBe(404);
    }
  });

  it("opens only its own order", async () => {
    const t = await createTestApp();
    const [a, b] = [t.client(), t.client()];
    await a.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    await b.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const paidA = await payCart(a);
    const paidB = await payCart(b);
    const crossed = await t.client().get(`/api/orders/${paidB.body.orderId}?token=${paidA.body.orderToken}`);
    expect(crossed.status).toBe(404);
  });
});

describe("orders whose payment failed", () => {
  it("are not the customer's orders: not in orders/my", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const declined = await payCart(client, { card: CARDS.declined, customerInfo: shippingAddress });
    expect(declined.status).toBe(402);
    const paid = await payCart(client, { customerInfo: shippingAddress });
    expect(paid.status).toBe(200);
    const mine = await client.get<Order[]>("/api/orders/my");
    expect(mine.body.map((o) => [o.id, o.status])).toEqual([[paid.body.orderId, "confirmed"]]);
    expect(await t.db.select().from(orders)).toHaveLength(2);
  });
});

describe("card testing protection", () => {
  it("allows 5 declines per cart: 20 parallel declined checkouts charge exactly 5 times", async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: "1" } });
    const client = t.client();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const amount = await cartTotalCents(client);
    const from = (i: number) => ({ "x-forwarded-for": `203.0.113.${i}` });
    // Tokenising counts against the cart's declines too: the cards are ready before the race starts.
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await testCardToken(client, CARDS.declined, from(i)));
    const answers = await Promise.all(
      tokens.map(async (paymentMethodId, i) =>
        postCheckout(client, await checkoutBody(client, { paymentMethodId, amount }), from(i)),
      ),
    );
    expect(answers.filter((a) => a.status === 402)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
    expect(answers.find((a) => a.status === 429)?.body.message).toBe(
      "Too many declined payments. Please try again in 60 minutes.",
    );
    expect(await t.db.select().from(orders)).toHaveLength(5);
    expect(await stockOf(t, "wine-lakeshore-riesling-2022")).toBe(96);
  });

  it("allows 10 declines per address over many carts, and approved cards do not count", async () => {
    const t = await createTestApp();
    for (let i = 0; i < 3; i++) {
      const client = t.client();
      await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
      expect((await payCart(client)).status).toBe(200);
    }
    for (let i = 0; i < 10; i++) {
      const client = t.client();
      await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
      expect((await payCart(client, { card: CARDS.declined })).status).toBe(402);
    }
    const client = t.client();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const blocked = await client.post<ApiError>("/api/payments/test-method", testCardInput(CARDS.visa));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("3600");
  });

  it("counts card numbers that fail the Luhn check as declines", async () => {
    const t = await createTestApp();
    const client = t.client();
    for (let i = 0; i < 5; i++) {
      const res = await client.post(
        "/api/payments/test-method",
        testCardInput(`4242 4242 4242 424${i === 2 ? 1 : 3}`),
      );
      expect(res.status).toBe(402);
    }
    const sixth = await client.post("/api/payments/test-method", testCardInput(CARDS.visa));
    expect(sixth.status).toBe(429);
  });
});

describe("orders left pending settle after 30 minutes", () => {
  /** A gateway whose process died mid-charge: the checkout never hears back, and nothing was charged. */
  class CrashingGateway extends TestGateway {
    override charge(): Promise<never> {
      return Promise.reject(new Error("connection reset"));
    }
  }

  it("cancels an abandoned order after asking the gateway, giving back its stock and coupon use, once", async () => {
    const gateway = new CrashingGateway();
    const t = await createTestApp({ payments: gateway });
    const wine = await createWine(t.db, { price: "40.00", stock: 5 });
    await t.db.write((tx) =>
      tx.insert(coupons).values({ code: "ONCE", name: "Once", value: "10.00", maxUses: 1 }),
    );
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 2 });
    await client.put("/api/cart/coupon", { code: "ONCE" });
    const crashed = await payCart(client);
    expect(crashed.status).toBe(503);
    expect((await t.db.select().from(orders))[0]?.status).toBe("pending");
    expect(await stockOf(t, wine.id)).toBe(3);
    expect(await couponUses(t, "ONCE")).toBe(1);

    const deps = t.deps;
    const start = t.clock.now().getTime();
    expect(await settlePendingOrders(deps, new Date(start + 29 * 60_000))).toEqual({
      confirmed: 0,
      cancelled: 0,
      waiting: 0,
    });
    expect(await settlePendingOrders(deps, new Date(start + 31 * 60_000))).toEqual({
      confirmed: 0,
      cancelled: 1,
      waiting: 0,
    });
    expect((await t.db.select().from(orders))[0]).toMatchObject({
      status: "cancelled",
      paidAt: null,
      notes: "payment_timeout: The payment was not completed within 30 minutes.",
    });
    expect(await stockOf(t, wine.id)).toBe(5);
    expect(await couponUses(t, "ONCE")).toBe(0);
    // A second run changes nothing.
    expect(await settlePendingOrders(deps, new Date(start + 40 * 60_000))).toEqual({
      confirmed: 0,
      cancelled: 0,
      waiting: 0,
    });
    expect(await stockOf(t, wine.id)).toBe(5);
  });

  it("asks the gateway first: a charge that went through confirms the order", async () => {
    const t = await createTestApp();
    const client = t.client();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const paid = await payCart(client);
    // As if the server had stopped after charging and before recording the answer.
    await t.db.write((tx) =>
      tx.update(orders).set({ status: "pending", paidAt: null }).where(eq(orders.id, paid.body.orderId)),
    );
    const settled = await settlePendingOrders(t.deps, new Date(t.clock.now().getTime() + 31 * 60_000));
    expect(settled).toEqual({ confirmed: 1, cancelled: 0, waiting: 0 });
    expect((await t.db.select().from(orders))[0]).toMatchObject({ status: "confirmed" });
  });
});

describe("one phone rule at checkout", () => {
  it("refuses letters for a phone, for guests and signed-in customers, and charges nothing", async () => {
    const t = await createTestApp();
    const guest = t.client();
    await guest.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const refused = await payCart(guest, { customerInfo: { ...guestCustomer, phone: "abcdefghijkl" } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Please enter a valid phone number");
    const { client } = await t.signedIn();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const signedIn = await payCart(client, {
      customerInfo: { ...shippingAddress, phone: "call me" },
    });
    expect(signedIn.status).toBe(400);
    expect(signedIn.body.message).toBe("Please enter a valid phone number");
    expect(t.payments.charges).toHaveLength(0);
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });
});
