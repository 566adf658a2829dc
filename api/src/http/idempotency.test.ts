import type { ApiError, ApiKey } from "contracts";
import { apiKeys, emailOutbox, emailSubscriptions, idempotentRequests, orders } from "db";
import { createWine } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutBody, createTestApp, postCheckout } from "../test/helpers";
import { adminOf } from "../test/orders";

const ISSUE = { subject: "Harvest is in!", body: "The **Riesling** came in on *Tuesday*." };

async function subscribers(t: Awaited<ReturnType<typeof createTestApp>>, emails: string[]) {
  const at = t.clock.now().toISOString();
  for (const [i, email] of emails.entries()) {
    await t.db.write((tx) =>
      tx.insert(emailSubscriptions).values({
        email,
        isActive: true,
        subscriptionDate: at,
        confirmedAt: at,
        unsubscribeToken: `token-${i}-${email}`,
      }),
    );
  }
}

describe("Idempotency-Key on POSTs", () => {
  it("sends a newsletter batch once for a key sent twice, and answers the first result again", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    await subscribers(t, ["ada@example.com", "ben@example.com"]);
    const headers = { "Idempotency-Key": "issue-2026-11-harvest" };
    const first = await admin.post<{ queued: number }>("/api/admin/newsletters", ISSUE, headers);
    const again = await admin.post<{ queued: number }>("/api/admin/newsletters", ISSUE, headers);
    expect([first.status, first.body]).toEqual([200, { queued: 2 }]);
    expect([again.status, again.body]).toEqual([200, { queued: 2 }]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const issues = (await t.db.select().from(emailOutbox)).filter((m) => m.kind === "newsletter_issue");
    expect(issues.map((m) => m.to).sort()).toEqual(["ada@example.com", "ben@example.com"]);

    const other = await admin.post<ApiError>(
      "/api/admin/newsletters",
      { ...ISSUE, subject: "Other" },
      headers,
    );
    expect([other.status, other.body.message]).toEqual([
      409,
      "This Idempotency-Key was used with another request in the last 24 hours. Use a new key for a new request.",
    ]);
    expect((await t.db.select().from(emailOutbox)).filter((m) => m.kind === "newsletter_issue")).toHaveLength(
      2,
    );
  });

  it("makes one order for a checkout retried with its key, and keeps the key 24 hours", async () => {
    const t = await createTestApp();
    const wine = await createWine(t.db, { price: "20.00", stock: 10 });
    const buyer = t.client();
    await buyer.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const body = await checkoutBody(buyer);
    const headers = { "Idempotency-Key": "b1f0c7e2-checkout" };
    const first = await postCheckout(buyer, body, headers);
    const again = await postCheckout(buyer, body, headers);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await t.db.select({ id: orders.id }).from(orders)).toHaveLength(1);

    const [kept] = await t.db.select().from(idempotentRequests);
    expect(kept?.expiresAt).toBe(new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString());
  });

  it("runs a request once when its retry arrives while it is still running", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const headers = { "Idempotency-Key": "key-for-the-books" };
    const input = { name: "Books", scopes: ["orders:read"] };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin.post<ApiKey & ApiError>("/api/admin/api-keys", input, headers)),
    );
    expect(await t.db.select({ id: apiKeys.id }).from(apiKeys)).toHaveLength(1);
    const made = answers.filter((a) => a.status === 200);
    // Whoever came after the first either met it running (409) or got its answer again.
    expect(new Set(made.map((a) => a.body.id)).size).toBe(1);
    for (const a of answers.filter((a) => a.status !== 200)) {
      expect([a.status, a.body.message]).toEqual([
        409,
        "A request with this Idempotency-Key is still being answered. Try again in a moment.",
      ]);
    }
  });

  it("keeps no answer that changed nothing: a refused request runs afresh when sent again", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const headers = { "Idempotency-Key": "key-for-the-books" };
    const refused = await admin.post<ApiError>("/api/admin/api-keys", { name: "Books", scopes: [] }, headers);
    expect(refused.status).toBe(400);
    expect(await t.db.select().from(idempotentRequests)).toEqual([]);
    const bad = await admin.post<ApiError>(
      "/api/admin/api-keys",
      { name: "Books", scopes: ["orders:read"] },
      {
        "Idempotency-Key": "",
      },
    );
    expect([bad.status, bad.body.message]).toEqual([
      400,
      "Idempotency-Key must be 1 to 255 visible ASCII characters.",
    ]);
  });

  it("keeps each caller's keys apart", async () => {
    const t = await createTestApp();
    const one = await adminOf(t);
    const two = await adminOf(t);
    const headers = { "Idempotency-Key": "same-key" };
    const input = { name: "Books", scopes: ["orders:read"] };
    const a = await one.post<ApiKey>("/api/admin/api-keys", input, headers);
    const b = await two.post<ApiKey>("/api/admin/api-keys", input, headers);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await t.db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.name, "Books"))).toHaveLength(
      2,
    );
  });
});
