import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type ApiError,
  type CreatedWebhook,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookEventTypes,
} from "contracts";
import { emailOutbox, emailSubscriptions, webhookDeliveries, webhookEvents } from "db";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { at, bill, joinClub, signIn } from "../../test/club";
import { createTestApp, type TestApp, type TestClient } from "../../test/helpers";
import { adminOf, placeOrder, refundOf } from "../../test/orders";
import { book, booking, insertType, slotsOfType } from "../../test/reservations";
import { generateSlots } from "../reservations/slots";
import { deliverWebhooks } from "./webhook-worker";
import { addressRefusal, isPublicAddress, recordEvent } from "./webhooks.service";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

type Behaviour = () => { status: number; delayMs?: number };

/** A partner's receiver on this machine: keeps what arrives, answers as `behaviour` says. */
async function receiver(behaviour: Behaviour = () => ({ status: 204 })) {
  const received: Received[] = [];
  const state = { behaviour };
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      const { status, delayMs } = state.behaviour();
      setTimeout(
        () => res.writeHead(status, { "content-type": "text/plain" }).end(`answer ${status}`),
        delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, state };
}
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const ALL_EVENTS: WebhookEventType[] = [...webhookEventTypes];

async function endpointFor(admin: TestClient, url: string, events: WebhookEventType[] = ALL_EVENTS) {
  const made = await admin.post<CreatedWebhook & ApiError>("/api/admin/webhooks", { url, events });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body;
}

/** Runs the worker as the job does, at the test clock's time (a short timeout for the slow receiver). */
const run = (t: TestApp, webhookTimeoutMs?: number) =>
  deliverWebhooks({ ...t.deps, ...(webhookTimeoutMs ? { webhookTimeoutMs } : {}) }, t.clock.now());

/** Checks a delivery as a receiver would with the standardwebhooks library, at the time it was signed. */
function verify(secret: string, message: Received): { id: string; type: string; data: unknown } {
  const timestamp = Number(message.headers["webhook-timestamp"]);
  const id = String(message.headers["webhook-id"]);
  const expected = new Webhook(secret).sign(id, new Date(timestamp * 1000), message.body);
  expect(message.headers["webhook-signature"]).toBe(expected);
  const parsed = JSON.parse(message.body) as { id: string; type: string; data: unknown };
  expect(parsed.id).toBe(id);
  return parsed;
}

async function appWithReceiver(behaviour?: Behaviour) {
  const t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: "1" } });
  const admin = await adminOf(t);
  const partner = await receiver(behaviour);
  return { t, admin, partner };
}

describe("webhook events", () => {
  it("are signed for every event type, each with the object its GET answers", async () => {
    const { t, admin, partner } = await appWithReceiver();
    t.clock.set("2026-03-10T15:00:00.000Z");
    const endpoint = await endpointFor(admin, partner.url);

    // Orders: paid (its bottles leave stock), moved, partly refunded, cancelled.
    const { orderId, wine } = await placeOrder(t);
    expect((await admin.patch(`/api/admin/orders/${orderId}/status`, { status: "processing" })).status).toBe(
      200,
    );
    expect((await refundOf(admin, orderId, { amount: 500, reason: "Late" })).status).toBe(200);
    expect((await admin.patch(`/api/admin/orders/${orderId}/status`, { status: "cancelled" })).status).toBe(
      200,
    );

    // The club: joined, renewed, declined, then ended by the member.
    const { user: memberUser, membership } = await joinClub(t, "essential");
    at(t, "2026-04-10");
    expect((await bill(t)).charged).toBe(1);
    t.payments.setOutcome((await membership()).paymentMethodId ?? "", "card_declined");
    at(t, "2026-05-10");
    expect((await bill(t)).declined).toBe(1);
    const member = await signIn(t, memberUser);
    const cancelled = await member.post("/api/membership/cancel", { reason: "too_expensive" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    // A tasting booked and cancelled.
    t.clock.set("2026-05-10T15:00:00.000Z");
    const type = await insertType(t);
    await t.db.write((tx) => generateSlots(tx, t.clock.now()));
    const [slot] = await slotsOfType(t, type.id);
    const { client: guest } = await t.signedIn({ firstName: "Lena" });
    const booked = await book(guest, booking(slot?.id ?? ""));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect((await guest.post(`/api/reservations/${booked.body.id}/cancel`)).status).toBe(200);

    // A subscriber who confirms, then leaves.
    await t.client().post("/api/email-subscriptions", { email: "vera@example.com" });
    const confirmation = (await t.db.select().from(emailOutbox)).find((m) => m.kind === "newsletter_confirm");
    const token = /token=([\w-]+)/.exec(confirmation?.text ?? "")?.[1];
    expect((await t.client().post("/api/email-subscriptions/confirm", { token })).status).toBe(200);
    const [subscription] = await t.db.select().from(emailSubscriptions);
    await t.client().post("/api/email-subscriptions/unsubscribe", { token: subscription?.unsubscribeToken });

    // A count correction.
    const counted = await admin.post("/api/admin/stock-adjustments", {
      kind: "wine",
      itemId: wine.id,
      change: 3,
      reason: "count-correction",
    });
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);

    expect(await run(t)).toMatchObject({ failed: 0, retrying: 0 });
    const events = partner.received.map((m) => verify(endpoint.secret, m));
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(ALL_EVENTS));
    // Each event once, by id.
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);

    const paid = events.find((e) => e.type === "order.paid" && (e.data as { id: string }).id === orderId);
    expect(paid?.data).toMatchObject({
      id: orderId,
      status: "confirmed",
      total: "50.00",
      customerType: "guest",
    });
    const refunded = events.find((e) => e.type === "order.refunded");
    expect(refunded?.data).toMatchObject({ id: orderId, refunded: "5.00" });
    const moved = events
      .filter((e) => e.type === "order.status_changed")
      .map((e) => (e.data as { status: string }).status);
    expect(moved).toEqual(["processing", "cancelled"]);
    const renewed = events.find((e) => e.type === "membership.renewed");
    expect(renewed?.data).toMatchObject({ tier: "essential", status: "active", userId: expect.any(String) });
    const failed = events.find((e) => e.type === "membership.payment_failed");
    expect(failed?.data).toMatchObject({ status: "past_due" });
    const stock = events.filter((e) => e.type === "product.stock_changed").map((e) => e.data);
    // Sold (100 - 1), back from the cancellation (100), counted up by 3 (103).
    expect(stock).toEqual([
      { kind: "wine", id: wine.id, stock: 99 },
      { kind: "wine", id: wine.id, stock: 100 },
      { kind: "wine", id: wine.id, stock: 103 },
    ]);
    const headers = partner.received[0]?.headers;
    expect(headers?.["content-type"]).toBe("application/json");
  });

  it("are never written for a change that rolled back", async () => {
    const { t, admin, partner } = await appWithReceiver();
    await endpointFor(admin, partner.url, ["order.paid"]);
    await expect(
      t.db.write(async (tx) => {
        await recordEvent(tx, "order.paid", { id: "nope" }, t.clock.now());
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await t.db.select().from(webhookEvents)).toEqual([]);
    expect(await run(t)).toMatchObject({ delivered: 0 });
  });

  it("go only to endpoints that want them, and not to paused ones", async () => {
    const { t, admin, partner } = await appWithReceiver();
    const books = await receiver();
    await endpointFor(admin, partner.url, ["order.paid"]);
    const paused = await endpointFor(admin, books.url, ["order.paid"]);
    await admin.patch(`/api/admin/webhooks/${paused.id}`, { active: false });
    await placeOrder(t);
    await run(t);
    expect(partner.received.map((m) => JSON.parse(m.body).type)).toEqual(["order.paid"]);
    expect(books.received).toEqual([]);
  });
});

describe("webhook delivery", () => {
  it("keeps trying while the receiver is down, and every event arrives once by id when it is back", async () => {
    let down = true;
    const { t, admin, partner } = await appWithReceiver(() => ({ status: down ? 503 : 200 }));
    const endpoint = await endpointFor(admin, partner.url, ["order.paid"]);
    const orders = [await placeOrder(t), await placeOrder(t), await placeOrder(t)];
    expect(await run(t)).toEqual({ delivered: 0, retrying: 3, failed: 0, disabled: [] });
    t.clock.advance(5_000);
    expect(await run(t)).toMatchObject({ retrying: 3 });
    // Ten minutes down in all: the third try is due 5 minutes after the second.
    t.clock.advance(5 * 60_000);
    expect(await run(t)).toMatchObject({ retrying: 3 });
    down = false;
    t.clock.advance(5 * 60_000);
    expect(await run(t)).toMatchObject({ delivered: 0 });
    t.clock.advance(25 * 60_000);
    expect(await run(t)).toMatchObject({ delivered: 3 });
    expect(await run(t)).toMatchObject({ delivered: 0 });

    const ok = partner.received.filter((_, i) => i >= 9);
    const ids = new Set(ok.map((m) => verify(endpoint.secret, m).id));
    expect(ids.size).toBe(3);
    // The same three event ids were tried each time: a receiver that deduplicates sees each once.
    expect(new Set(partner.received.map((m) => m.headers["webhook-id"]))).toEqual(ids);
    const paidIds = ok.map((m) => (JSON.parse(m.body) as { data: { id: string } }).data.id).sort();
    expect(paidIds).toEqual(orders.map((o) => o.orderId).sort());

    const log = await admin.get<{ items: WebhookDelivery[]; total: number }>(
      `/api/admin/webhooks/${endpoint.id}/deliveries?status=succeeded`,
    );
    expect(log.body.total).toBe(3);
    expect(log.body.items[0]).toMatchObject({
      status: "succeeded",
      attempts: 4,
      lastStatus: 200,
      lastError: null,
    });
    const detail = await admin.get<WebhookDeliveryDetail>(
      `/api/admin/webhooks/${endpoint.id}/deliveries/${log.body.items[0]?.id}`,
    );
    expect(detail.body.log.map((a) => a.status)).toEqual([503, 503, 503, 200]);
    expect(detail.body.log[0]?.response).toBe("answer 503");
  });

  it("counts a receiver too slow to answer as a failed try, and tries again", async () => {
    const { t, admin, partner } = await appWithReceiver(() => ({ status: 200, delayMs: 1_000 }));
    const endpoint = await endpointFor(admin, partner.url, ["order.paid"]);
    await placeOrder(t);
    expect(await run(t, 300)).toMatchObject({ delivered: 0, retrying: 1 });
    const [row] = await t.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatus: null,
      lastError: "No answer within 0.3 s",
    });
    expect(row?.nextAttemptAt).toBe(new Date(t.clock.now().getTime() + 5_000).toISOString());
    partner.state.behaviour = () => ({ status: 202 });
    t.clock.advance(5_000);
    expect(await run(t)).toMatchObject({ delivered: 1 });
    const log = await admin.get<{ items: WebhookDelivery[] }>(
      `/api/admin/webhooks/${endpoint.id}/deliveries`,
    );
    expect(log.body.items[0]).toMatchObject({ status: "succeeded", attempts: 2, lastStatus: 202 });
  });

  it("gives up after the last retry, and disables an endpoint failing for 3 days, telling the staff", async () => {
    const { t, admin, partner } = await appWithReceiver(() => ({ status: 500 }));
    const endpoint = await endpointFor(admin, partner.url, ["order.paid", "order.status_changed"]);
    const { orderId } = await placeOrder(t);
    const hour = 3_600_000;
    const delays = [5_000, 5 * 60_000, 30 * 60_000, 2 * hour, 5 * hour, 10 * hour, 10 * hour];
    await run(t);
    for (const delay of delays) {
      t.clock.advance(delay);
      await run(t);
    }
    const [first] = await t.db.select().from(webhookDeliveries);
    expect(first).toMatchObject({ status: "failed", attempts: 8, lastStatus: 500 });
    expect((await admin.get<WebhookEndpoint[]>("/api/admin/webhooks")).body[0]?.active).toBe(true);

    // Two days later still nothing gets through: 3 days after the first failure it stops.
    t.clock.advance(48 * hour);
    await admin.patch(`/api/admin/orders/${orderId}/status`, { status: "processing" });
    const result = await run(t);
    expect(result.disabled).toEqual([endpoint.id]);
    const [disabled] = (await admin.get<WebhookEndpoint[]>("/api/admin/webhooks")).body;
    expect(disabled).toMatchObject({ active: false, disabledAt: t.clock.now().toISOString() });
    expect(disabled?.disabledReason).toMatch(/^Every delivery failed since .+ \(last: HTTP 500\)$/);
    const mail = (await t.db.select().from(emailOutbox)).filter((m) => m.kind === "webhook_disabled");
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      [expect.stringContaining("@"), "A webhook endpoint was disabled"],
    ]);
    expect(mail[0]?.text).toContain(partner.url);

    // Nothing more goes to it until the staff turn it back on; then the waiting delivery goes out.
    partner.state.behaviour = () => ({ status: 200 });
    t.clock.advance(hour);
    expect(await run(t)).toMatchObject({ delivered: 0 });
    await admin.patch(`/api/admin/webhooks/${endpoint.id}`, { active: true });
    expect(await run(t)).toMatchObject({ delivered: 1 });
    const [again] = (await admin.get<WebhookEndpoint[]>("/api/admin/webhooks")).body;
    expect(again).toMatchObject({ active: true, disabledAt: null, disabledReason: null });
  });

  it("sends a delivery once when two workers run at the same moment", async () => {
    const { t, admin, partner } = await appWithReceiver(() => ({ status: 200, delayMs: 50 }));
    await endpointFor(admin, partner.url, ["order.paid"]);
    for (let i = 0; i < 5; i++) await placeOrder(t);
    const runs = await Promise.all([run(t), run(t), run(t)]);
    expect(runs.reduce((n, r) => n + r.delivered, 0)).toBe(5);
    expect(partner.received).toHaveLength(5);
  });

  it("resends a delivery and sends a test event on request", async () => {
    const { t, admin, partner } = await appWithReceiver();
    const endpoint = await endpointFor(admin, partner.url, ["order.paid"]);
    const test = await admin.post<WebhookDelivery>(`/api/admin/webhooks/${endpoint.id}/test`);
    expect(test.body).toMatchObject({ type: "ping", status: "pending", attempts: 0 });
    await run(t);
    const ping = verify(endpoint.secret, partner.received[0] as Received);
    expect(ping).toMatchObject({ type: "ping", data: { endpointId: endpoint.id } });

    const again = await admin.post<WebhookDelivery>(
      `/api/admin/webhooks/${endpoint.id}/deliveries/${test.body.id}/resend`,
    );
    expect(again.body).toMatchObject({ status: "pending", attempts: 1 });
    await run(t);
    expect(partner.received.map((m) => m.headers["webhook-id"])).toEqual([ping.id, ping.id]);
    const missing = await admin.post<ApiError>(`/api/admin/webhooks/${endpoint.id}/deliveries/nope/resend`);
    expect([missing.status, missing.body.message]).toEqual([
      404,
      "There is no such delivery for this endpoint.",
    ]);
  });
});

describe("webhook endpoints", () => {
  it("go to public https addresses only, unless private ones are allowed", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const local = await admin.post<ApiError>("/api/admin/webhooks", {
      url: "https://127.0.0.1:8443/hooks",
      events: ["order.paid"],
    });
    expect([local.status, local.body.message]).toEqual([
      400,
      "127.0.0.1 is a private, loopback or link-local address: webhooks go to public addresses only.",
    ]);
    const plain = await admin.post<ApiError>("/api/admin/webhooks", {
      url: "http://partner.example/hooks",
      events: ["order.paid"],
    });
    expect([plain.status, plain.body.message]).toEqual([400, "The URL must start with https://"]);
    expect((await admin.get<WebhookEndpoint[]>("/api/admin/webhooks")).body).toEqual([]);

    const resolveTo = (addresses: string[]) => async () => addresses;
    expect(
      await addressRefusal("https://hooks.partner.example/x", false, resolveTo(["93.184.216.34"])),
    ).toBeNull();
    expect(
      await addressRefusal("https://sneaky.example/x", false, resolveTo(["93.184.216.34", "10.0.0.5"])),
    ).toBe(
      "sneaky.example is a private, loopback or link-local address: webhooks go to public addresses only.",
    );
    expect(await addressRefusal("http://127.0.0.1:9/x", true)).toBeNull();
    for (const address of [
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "0.0.0.0",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress("8.8.8.8")).toBe(true);
    expect(isPublicAddress("2606:4700::1111")).toBe(true);
  });

  it("show their secret once, and need webhooks:manage for a key", async () => {
    const t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: "1" } });
    const admin = await adminOf(t);
    const made = await endpointFor(admin, "http://127.0.0.1:9/hooks", ["order.paid"]);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await admin.get<WebhookEndpoint[]>("/api/admin/webhooks");
    expect(JSON.stringify(listed.body)).not.toContain(made.secret);

    const key = await admin.post<{ secret: string }>("/api/admin/api-keys", {
      name: "Ops",
      scopes: ["orders:read"],
    });
    const partner = t.client();
    partner.origin = null;
    partner.headers.authorization = `Bearer ${key.body.secret}`;
    const refused = await partner.get<ApiError>("/api/admin/webhooks");
    expect([refused.status, refused.body.message]).toEqual([
      403,
      "This API key lacks the scope webhooks:manage.",
    ]);
    const manager = await admin.post<{ secret: string }>("/api/admin/api-keys", {
      name: "Ops hooks",
      scopes: ["webhooks:manage"],
    });
    partner.headers.authorization = `Bearer ${manager.body.secret}`;
    expect((await partner.get<WebhookEndpoint[]>("/api/admin/webhooks")).body).toHaveLength(1);
    const removed = await partner.delete(`/api/admin/webhooks/${made.id}`);
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, "order.paid"))).toEqual([]);
  });
});
