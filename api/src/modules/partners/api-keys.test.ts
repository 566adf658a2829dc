import { type ApiError, type ApiKey, type ApiScope, apiScopes, type CreatedApiKey } from "contracts";
import { apiKeys } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashSecret } from "../../auth/api-keys";
import { createTestApp, type TestApp, type TestClient } from "../../test/helpers";
import { adminOf, placeOrder } from "../../test/orders";

/** A partner's server: no cookies, no Origin, the key in every request. */
function partnerWith(t: TestApp, secret: string): TestClient {
  const client = t.client();
  client.origin = null;
  client.headers.authorization = `Bearer ${secret}`;
  return client;
}

async function keyFor(t: TestApp, admin: TestClient, scopes: string[], extra: Record<string, unknown> = {}) {
  const made = await admin.post<CreatedApiKey & Partial<ApiError>>("/api/admin/api-keys", {
    name: "Fulfilment",
    scopes,
    ...extra,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { key: made.body, partner: partnerWith(t, made.body.secret) };
}

/** One call of each scope, as a key with that scope alone makes it. */
const callOf: Record<ApiScope, (c: TestClient) => Promise<{ status: number; body: unknown }>> = {
  "orders:read": (c) => c.get("/api/admin/orders"),
  "orders:write": (c) => c.patch("/api/admin/orders/no-such-order/status", { status: "processing" }),
  "catalogue:read": (c) => c.get("/api/admin/stock-adjustments?kind=wine&itemId=no-such-wine"),
  "catalogue:write": (c) => c.delete("/api/wines/no-such-wine"),
  "customers:read": (c) => c.get("/api/admin/users"),
  "marketing:write": (c) =>
    c.post("/api/admin/newsletters/preview", { subject: "Hello", body: "Harvest news" }),
  "reservations:read": (c) => c.get("/api/admin/reservations"),
  "reservations:write": (c) => c.delete("/api/reservation-types/no-such-type"),
  "webhooks:manage": (c) => c.get("/api/admin/webhooks"),
};

describe("each scope", () => {
  it("lets its calls through, and refuses the next scope's call naming it", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const seen: [ApiScope, number, number, string][] = [];
    for (const [index, scope] of apiScopes.entries()) {
      const { partner } = await keyFor(t, admin, [scope]);
      const own = await callOf[scope](partner);
      const other = apiScopes[(index + 1) % apiScopes.length] as ApiScope;
      const outside = await callOf[other](partner);
      seen.push([scope, own.status, outside.status, (outside.body as ApiError).message]);
    }
    expect(seen).toEqual([
      ["orders:read", 200, 403, "This API key lacks the scope orders:write."],
      ["orders:write", 404, 403, "This API key lacks the scope catalogue:read."],
      ["catalogue:read", 200, 403, "This API key lacks the scope catalogue:write."],
      ["catalogue:write", 404, 403, "This API key lacks the scope customers:read."],
      ["customers:read", 200, 403, "This API key lacks the scope marketing:write."],
      ["marketing:write", 200, 403, "This API key lacks the scope reservations:read."],
      ["reservations:read", 200, 403, "This API key lacks the scope reservations:write."],
      ["reservations:write", 404, 403, "This API key lacks the scope webhooks:manage."],
      ["webhooks:manage", 200, 403, "This API key lacks the scope orders:read."],
    ]);
  });
});

describe("API keys", () => {
  it("are made by an admin, shown once, and kept only as a hash with their last 4 characters", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const { key } = await keyFor(t, admin, ["orders:read", "orders:write"]);
    expect(key.secret).toMatch(/^rr_[A-Za-z0-9_-]{40}$/);
    expect(key).toMatchObject({
      name: "Fulfilment",
      scopes: ["orders:read", "orders:write"],
      last4: key.secret.slice(-4),
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.hash).toBe(hashSecret(key.secret));
    expect(JSON.stringify(row)).not.toContain(key.secret);

    const listed = await admin.get<ApiKey[]>("/api/admin/api-keys");
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]?.last4).toBe(key.last4);
    expect(JSON.stringify(listed.body)).not.toContain(key.secret);
  });

  it("refuses what is not a key's to ask: no scope, an unknown scope, a past expiry", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const none = await admin.post<ApiError>("/api/admin/api-keys", { name: "Books", scopes: [] });
    expect([none.status, none.body.message]).toEqual([400, "Choose at least one scope"]);
    const unknown = await admin.post<ApiError>("/api/admin/api-keys", {
      name: "Books",
      scopes: ["orders:delete"],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^A scope is one of orders:read, orders:write/);
    const past = await admin.post<ApiError>("/api/admin/api-keys", {
      name: "Books",
      scopes: ["orders:read"],
      expiresAt: new Date(t.clock.now().getTime() - 1).toISOString(),
    });
    expect([past.status, past.body.message]).toEqual([
      400,
      "The expiry must be in the future: a key that has already expired would let nothing in.",
    ]);
    expect(await t.db.select().from(apiKeys)).toEqual([]);
  });

  it("act within their scopes only, and never on a person's calls", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const { orderId } = await placeOrder(t);
    const { partner } = await keyFor(t, admin, ["orders:read"]);

    const list = await partner.get<{ id: string }[]>("/api/admin/orders");
    expect(list.status).toBe(200);
    expect(list.body.map((o) => o.id)).toEqual([orderId]);

    const ship = await partner.patch<ApiError>(`/api/admin/orders/${orderId}/status`, {
      status: "processing",
    });
    expect([ship.status, ship.body.message]).toEqual([403, "This API key lacks the scope orders:write."]);

    const profile = await partner.get<ApiError>("/api/account/profile");
    expect([profile.status, profile.body.message]).toEqual([
      403,
      "This call is for people signed in on the site; an API key cannot make it.",
    ]);

    const keys = await partner.get<ApiError>("/api/admin/api-keys");
    expect([keys.status, keys.body.message]).toEqual([
      403,
      "Only an admin signed in on the site can do this; an API key cannot.",
    ]);

    // Public calls answer a key as they answer anyone.
    expect((await partner.get("/api/wines")).status).toBe(200);
  });

  it("act as the key, not as the admin whose cookie came along, and only over REST", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const { orderId } = await placeOrder(t);
    const { key } = await keyFor(t, admin, ["orders:read"]);
    admin.headers.authorization = `Bearer ${key.secret}`;
    const ship = await admin.patch<ApiError>(`/api/admin/orders/${orderId}/status`, { status: "processing" });
    expect(ship.status).toBe(403);

    const trpc = partnerWith(t, key.secret);
    const viaTrpc = await trpc.trpcQuery("admin.orders", {});
    expect(viaTrpc.status).toBe(401);
  });

  it("write in the order's timeline under the key's name", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const { orderId } = await placeOrder(t);
    const { partner } = await keyFor(t, admin, ["orders:write"]);
    const moved = await partner.patch<{ status: string; events: { kind: string; by: string }[] }>(
      `/api/admin/orders/${orderId}/status`,
      { status: "processing" },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.status).toBe("processing");
    expect(moved.body.events.at(-1)).toMatchObject({ kind: "status", by: "key:Fulfilment" });
  });

  it("answer 401 once revoked or expired, and for a key that never was", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const { key, partner } = await keyFor(t, admin, ["orders:read"], {
      expiresAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    const { key: other, partner: otherPartner } = await keyFor(t, admin, ["orders:read"]);
    expect((await partner.get("/api/admin/orders")).status).toBe(200);

    const revoked = await admin.delete<ApiKey>(`/api/admin/api-keys/${other.id}`);
    expect(revoked.body.revokedAt).toBe(t.clock.now().toISOString());
    const afterRevoke = await otherPartner.get<ApiError>("/api/admin/orders");
    expect([afterRevoke.status, afterRevoke.body.message]).toEqual([
      401,
      "This API key is not valid: it is unknown, revoked or expired.",
    ]);
    expect(afterRevoke.headers.get("www-authenticate")).toBe("Bearer");

    t.clock.advance(3_600_000);
    expect((await partner.get("/api/admin/orders")).status).toBe(401);
    expect((await partnerWith(t, `${key.secret.slice(0, -1)}x`).get("/api/wines")).status).toBe(401);
    const malformed = t.client();
    malformed.headers.authorization = "Basic YWRtaW46cGFzcw==";
    const basic = await malformed.get<ApiError>("/api/wines");
    expect([basic.status, basic.body.message]).toEqual([
      401,
      "Send the API key as Authorization: Bearer rr_...",
    ]);
    expect((await admin.delete(`/api/admin/api-keys/nope`)).status).toBe(404);
  });

  it("record when and from where each key was last used", async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: "1" } });
    const admin = await adminOf(t);
    const { key, partner } = await keyFor(t, admin, ["orders:read"]);
    partner.headers["x-forwarded-for"] = "203.0.113.9";
    t.clock.advance(5_000);
    await partner.get("/api/admin/orders");
    const listed = await admin.get<ApiKey[]>("/api/admin/api-keys");
    expect(listed.body.find((k) => k.id === key.id)).toMatchObject({
      lastUsedAt: t.clock.now().toISOString(),
      lastUsedIp: "203.0.113.9",
    });
  });

  it("let 600 requests a minute through, of 610 sent at once, and say what is left", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const { partner } = await keyFor(t, admin, ["orders:read"]);
    t.clock.set("2026-11-27T15:00:20.000Z");

    const first = await partner.get("/api/wines");
    expect(first.headers.get("ratelimit-limit")).toBe("600");
    expect(first.headers.get("ratelimit-remaining")).toBe("599");
    expect(first.headers.get("ratelimit-reset")).toBe("40");

    const answers = await Promise.all(Array.from({ length: 610 }, () => partner.get("/api/health")));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(599);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
    const refused = answers.find((a) => a.status === 429);
    if (!refused) throw new Error("none refused");
    expect(refused.headers.get("retry-after")).toBe("40");
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect((refused.body as ApiError).message).toBe(
      "This API key has made its 600 requests this minute. Please try again in 40 seconds.",
    );

    t.clock.advance(40_000);
    const next = await partner.get("/api/wines");
    expect(next.status).toBe(200);
    expect(next.headers.get("ratelimit-remaining")).toBe("599");
  });
});
