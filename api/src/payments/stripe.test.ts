import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { coupons, one, orders } from "db";
import { createWine } from "db/seed/factories";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutBody, couponUses, createTestApp, postCheckout, testCardInput } from "../test/helpers";
import { StripeGateway } from "./stripe-gateway";

/** A local stand-in for api.stripe.com: PaymentIntents with idempotency keys and card errors. */
function fakeStripe() {
  const requests: { key: string | undefined; body: URLSearchParams }[] = [];
  const answers = new Map<string, { status: number; body: unknown }>();
  /** What each PaymentIntent charged and what has been refunded on it, in cents. */
  const charged = new Map<string, number>();
  const refunded = new Map<string, number>();
  let next = 1;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = new URLSearchParams(raw);
      const key = req.headers["idempotency-key"] as string | undefined;
      requests.push({ key, body });
      const send = (answer: { status: number; body: unknown }) => {
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(JSON.stringify(answer.body));
      };
      const replayedRefund = key ? answers.get(key) : undefined;
      if (req.url === "/v1/refunds" && req.method === "POST") {
        if (replayedRefund) return send(replayedRefund);
        const intent = body.get("payment_intent") ?? "";
        const amount = Number(body.get("amount"));
        const before = refunded.get(intent) ?? 0;
        const answer =
          before + amount > (charged.get(intent) ?? 0)
            ? {
                status: 400,
                body: {
                  error: {
                    type: "invalid_request_error",
                    code: "amount_too_large",
                    message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge`,
                  },
                },
              }
            : {
                status: 200,
                body: { id: `re_fake_${next++}`, object: "refund", status: "succeeded", amount },
              };
        if (answer.status === 200) refunded.set(intent, before + amount);
        if (key) answers.set(key, answer);
        return send(answer);
      }
      // Saved cards for the club's renewals: a Customer, a PaymentMethod attached to it.
      if (req.url === "/v1/customers" && req.method === "POST") {
        return send({ status: 200, body: { id: `cus_fake_${next++}`, object: "customer" } });
      }
      if (req.url?.startsWith("/v1/customers/") && req.method === "POST") {
        return send({ status: 200, body: { id: req.url.split("/")[3], object: "customer" } });
      }
      const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(req.url ?? "");
      if (attach && req.method === "POST") {
        return send({
          status: 200,
          body: {
            id: attach[1],
            object: "payment_method",
            customer: body.get("customer"),
            card: { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2031 },
          },
        });
      }
      if (req.url !== "/v1/payment_intents" || req.method !== "POST") {
        return send({ status: 404, body: { error: { type: "invalid_request_error", message: "Unknown" } } });
      }
      const replayed = key ? answers.get(key) : undefined;
      if (replayed) return send(replayed);
      const pm = body.get("payment_method");
      const declines: Record<string, { code: string; decline_code: string }> = {
        pm_card_chargeDeclined: { code: "card_declined", decline_code: "generic_decline" },
        pm_card_chargeDeclinedInsufficientFunds: {
          code: "card_declined",
          decline_code: "insufficient_funds",
        },
        pm_card_chargeDeclinedExpiredCard: { code: "expired_card", decline_code: "expired_card" },
      };
      const decline = pm ? declines[pm] : undefined;
      const answer = decline
        ? {
            status: 402,
            body: { error: { type: "card_error", message: "Your card was declined.", ...decline } },
          }
        : {
            status: 200,
            body: {
              id: `pi_fake_${next++}`,
              object: "payment_intent",
              status: "succeeded",
              amount: Number(body.get("amount")),
              currency: "usd",
              metadata: { orderId: body.get("metadata[orderId]") },
            },
          };
      if (key) answers.set(key, answer);
      if (answer.status === 200) charged.set((answer.body as { id: string }).id, Number(body.get("amount")));
      send(answer);
    });
  });
  return { server, requests };
}

let fake: ReturnType<typeof fakeStripe>;
let port = 0;
beforeAll(async () => {
  fake = fakeStripe();
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  port = (fake.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => (fake.server as Server).close(() => resolve())));

const gateway = () =>
  new StripeGateway({ secretKey: "sk_test_fake", host: "127.0.0.1", port, protocol: "http" });
const WEBHOOK_SECRET = "whsec_test_secret";

describe("the Stripe gateway against a local fake Stripe", () => {
  it("saves a card on a Customer and charges it off-session for a renewal", async () => {
    const saved = await gateway().savePaymentMethod({
      paymentMethodId: "pm_card_visa",
      email: "member@example.com",
      customerId: null,
    });
    expect(saved).toEqual({
      ok: true,
      method: {
        paymentMethodId: "pm_card_visa",
        customerId: expect.stringMatching(/^cus_fake_/),
        brand: "visa",
        last4: "4242",
        expMonth: 8,
        expYear: 2031,
      },
    });
    const customerId = saved.ok ? saved.method.customerId : null;
    const result = await gateway().charge({
      amountCents: 5292,
      paymentMethodId: "pm_card_visa",
      customerId,
      offSession: true,
      idempotencyKey: "club-m1-2026-04-10-1",
      description: "renewal",
      metadata: { orderId: "ord-renewal" },
    });
    expect(result.ok).toBe(true);
    const sent = fake.requests.at(-1);
    expect(sent?.key).toBe("club-m1-2026-04-10-1");
    expect(sent?.body.get("off_session")).toBe("true");
    expect(sent?.body.get("confirm")).toBe("true");
    expect(sent?.body.get("customer")).toBe(customerId);
  });

  it("creates a confirmed PaymentIntent in cents with the idempotency key", async () => {
    const result = await gateway().charge({
      amountCents: 4321,
      paymentMethodId: "pm_card_visa",
      idempotencyKey: "order-key-123",
      description: "test",
      metadata: { orderId: "ord1" },
    });
    expect(result).toEqual({ ok: true, paymentIntentId: expect.stringMatching(/^pi_fake_/) });
    const last = fake.requests.at(-1);
    expect(last?.key).toBe("order-key-123");
    expect(last?.body.get("amount")).toBe("4321");
    expect(last?.body.get("currency")).toBe("usd");
    expect(last?.body.get("confirm")).toBe("true");
    expect(last?.body.get("metadata[orderId]")).toBe("ord1");
  });

  it("maps declines to the decline reasons", async () => {
    const charge = (pm: string) =>
      gateway().charge({
        amountCents: 100,
        paymentMethodId: pm,
        idempotencyKey: `k-${pm}`,
        description: "t",
        metadata: {},
      });
    expect(await charge("pm_card_chargeDeclined")).toEqual({
      ok: false,
      code: "card_declined",
      message: "Your card was declined.",
    });
    expect(await charge("pm_card_chargeDeclinedInsufficientFunds")).toMatchObject({
      ok: false,
      code: "insufficient_funds",
    });
    expect(await charge("pm_card_chargeDeclinedExpiredCard")).toMatchObject({
      ok: false,
      code: "expired_card",
    });
  });

  it("checks out through the app with Stripe: charged once even when the request is repeated", async () => {
    const t = await createTestApp({ payments: gateway(), env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
    const wine = await createWine(t.db, { price: "20.00", stock: 3 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const before = fake.requests.length;
    // Stripe's own test payment method: the test-card tokeniser is not there to make one.
    const body = await checkoutBody(client, {
      paymentMethodId: "pm_card_visa",
      amount: 3660,
      idempotencyKey: "stripe-checkout-0001",
    });
    const first = await postCheckout(client, body);
    const again = await postCheckout(client, body);
    expect(first.status).toBe(200);
    // The same answer; the repeated one carries an order link of its own.
    expect({ ...again.body, orderToken: "" }).toEqual({ ...first.body, orderToken: "" });
    expect(fake.requests.length - before).toBe(1);
    expect((await t.db.select().from(orders))[0]).toMatchObject({
      status: "confirmed",
      stripePaymentIntentId: first.body.paymentIntentId,
    });
    // the test-card tokeniser is the test gateway's only
    const tokenise = await client.post("/api/payments/test-method", testCardInput());
    expect(tokenise.status).toBe(404);
  });
});

describe("refunds with Stripe", () => {
  it("creates Refunds on the PaymentIntent with the idempotency key, never above what was charged", async () => {
    const t = await createTestApp({ payments: gateway() });
    const wine = await createWine(t.db, { price: "32.41", stock: 3 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const paid = await postCheckout(
      client,
      await checkoutBody(client, { paymentMethodId: "pm_card_visa", amount: 5000 }),
    );
    const orderId = paid.body.orderId;
    const admin = (await t.signedIn({ role: "admin" })).client;
    const refund = (amount: number, idempotencyKey: string) =>
      admin.post<{ refunded: string; message?: string }>(`/api/admin/orders/${orderId}/refunds`, {
        amount,
        reason: "Corked bottle",
        idempotencyKey,
      });
    const first = await refund(2000, "stripe-refund-0001");
    expect(first.status).toBe(200);
    expect(first.body.refunded).toBe("20.00");
    const sent = fake.requests.at(-1);
    expect(sent?.key).toBe("stripe-refund-0001");
    expect(sent?.body.get("payment_intent")).toBe(paid.body.paymentIntentId);
    expect(sent?.body.get("amount")).toBe("2000");
    expect(sent?.body.get("metadata[reason]")).toBe("Corked bottle");
    // Stripe refuses more than is left; the order keeps what it had.
    await t.db.write((tx) => tx.update(orders).set({ refunded: "0.00" }).where(eq(orders.id, orderId)));
    const refused = await refund(3500, "stripe-refund-0002");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "The payment provider refused the refund (it may exceed what is left of the payment).",
    );
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.refunded).toBe("0.00");
  });
});

describe("the Stripe webhook", () => {
  const stripe = new Stripe("sk_test_fake");

  async function pendingOrder() {
    const t = await createTestApp({ payments: gateway(), env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
    // a checkout whose server stopped between charging and confirming
    const order = one(
      await t.db.write((tx) =>
        tx
          .insert(orders)
          .values({
            status: "pending",
            total: "36.60",
            couponCode: "WINE1",
            idempotencyKey: "pending-order-key",
          })
          .returning(),
      ),
    );
    // checkout counted the coupon's use when it wrote the pending order
    await t.db.write((tx) => tx.update(coupons).set({ usedCount: 1 }).where(eq(coupons.code, "WINE1")));
    const event = (type: string) =>
      JSON.stringify({
        id: "evt_1",
        object: "event",
        type,
        data: {
          object: { id: "pi_from_webhook", object: "payment_intent", metadata: { orderId: order.id } },
        },
      });
    const send = (
      payload: string,
      signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    ) =>
      t.app.request("http://localhost/api/webhooks/stripe", {
        method: "POST",
        headers: { "stripe-signature": signature, "content-type": "application/json" },
        body: payload,
      });
    return { t, order, event, send };
  }

  it("confirms a pending order once from a signed event, and a repeat changes nothing", async () => {
    const { t, order, event, send } = await pendingOrder();
    const payload = event("payment_intent.succeeded");
    expect((await send(payload)).status).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: "confirmed",
      stripePaymentIntentId: "pi_from_webhook",
    });
    expect(await couponUses(t, "WINE1")).toBe(1);
    const paidAt = (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.paidAt;
    t.clock.advance(60_000);
    expect((await send(payload)).status).toBe(200);
    expect(await couponUses(t, "WINE1")).toBe(1);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.paidAt).toBe(paidAt);
  });

  it("answers 400 to a tampered or unsigned event and changes nothing", async () => {
    const { t, order, event, send } = await pendingOrder();
    const payload = event("payment_intent.succeeded");
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace("pi_from_webhook", "pi_forged");
    expect((await send(tampered, signature)).status).toBe(400);
    expect((await send(payload, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe("pending");
  });

  it("cancels a pending order on a failed payment event and gives the coupon use back", async () => {
    const { t, order, event, send } = await pendingOrder();
    expect((await send(event("payment_intent.payment_failed"))).status).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: "cancelled",
      notes: "card_declined: Your card was declined.",
    });
    expect(await couponUses(t, "WINE1")).toBe(0);
  });
});
