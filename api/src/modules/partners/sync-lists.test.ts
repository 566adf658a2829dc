import type {
  AdminOrder,
  AdminUser,
  ApiError,
  CreatedApiKey,
  Refund,
  Reservation,
  Subscription,
} from "contracts";
import { emailSubscriptions, users } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../test/helpers";
import { adminOf, placeOrder, refundOf } from "../../test/orders";

async function keyed(t: TestApp, admin: TestClient, scopes: string[]): Promise<TestClient> {
  const made = await admin.post<CreatedApiKey>("/api/admin/api-keys", { name: "Books", scopes });
  const client = t.client();
  client.origin = null;
  client.headers.authorization = `Bearer ${made.body.secret}`;
  return client;
}

/**
 * Four orders around New York's midnights (EST, UTC-5): the last millisecond of Nov 26, the first
 * and last of Nov 27, the first of Nov 28.
 */
async function ordersAroundMidnight(t: TestApp) {
  const at = async (iso: string) => {
    t.clock.set(iso);
    return (await placeOrder(t)).orderId;
  };
  return {
    lateOn26: await at("2026-11-27T04:59:59.999Z"),
    startOf27: await at("2026-11-27T05:00:00.000Z"),
    endOf27: await at("2026-11-28T04:59:59.999Z"),
    startOf28: await at("2026-11-28T05:00:00.000Z"),
  };
}

const ids = (orders: { id: string }[]) => orders.map((o) => o.id);

describe("the lists a partner syncs", () => {
  it("read a date as a whole New York day, in JSON and in the CSV export", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const o = await ordersAroundMidnight(t);
    const books = await keyed(t, admin, ["orders:read"]);

    const day = await books.get<AdminOrder[]>(
      "/api/admin/orders?createdFrom=2026-11-27&createdTo=2026-11-27&direction=asc",
    );
    expect(day.status).toBe(200);
    expect(ids(day.body)).toEqual([o.startOf27, o.endOf27]);
    expect(day.headers.get("x-total-count")).toBe("2");
    expect(day.body[0]?.createdAt).toBe("2026-11-27T05:00:00.000Z");

    const csv = await books.get<string>(
      "/api/admin/orders/export?createdFrom=2026-11-27&createdTo=2026-11-27",
    );
    const rows = csv.body.trimEnd().split("\r\n").slice(1);
    expect(rows.map((r) => r.split(",")[1])).toEqual([o.endOf27, o.startOf27]);
    expect(rows.map((r) => r.split(",")[2])).toEqual([
      "2026-11-28T04:59:59.999Z",
      "2026-11-27T05:00:00.000Z",
    ]);

    const instant = await books.get<AdminOrder[]>(
      "/api/admin/orders?createdFrom=2026-11-27T00:00:00-05:00&createdTo=2026-11-28T04:59:59.999Z",
    );
    expect(ids(instant.body).sort()).toEqual([o.startOf27, o.endOf27].sort());
  });

  it("find what changed since a moment", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const o = await ordersAroundMidnight(t);
    t.clock.set("2026-11-29T15:00:00.000Z");
    await admin.patch(`/api/admin/orders/${o.lateOn26}/status`, { status: "processing" });
    const books = await keyed(t, admin, ["orders:read"]);
    const changed = await books.get<AdminOrder[]>("/api/admin/orders?updatedSince=2026-11-29T15:00:00Z");
    expect(ids(changed.body)).toEqual([o.lateOn26]);
  });

  it("refuse a window the wrong way round, and a filter they do not know, naming it", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const books = await keyed(t, admin, ["orders:read", "customers:read"]);
    const reversed = await books.get<ApiError>(
      "/api/admin/orders?createdFrom=2026-11-28&createdTo=2026-11-27",
    );
    expect([reversed.status, reversed.body.message]).toEqual([400, "createdFrom must be before createdTo"]);
    const unknown = await books.get<ApiError>("/api/admin/orders?from=2026-11-01");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      'Unknown query parameter "from". This call takes: status, search, sort, direction, createdFrom, createdTo, updatedSince, page, pageSize.',
    );
    const bad = await books.get<ApiError>("/api/admin/users?createdFrom=yesterday");
    expect([bad.status, bad.body.message]).toEqual([
      400,
      "createdFrom must be an ISO timestamp (2026-11-27T14:00:00Z) or a date (2026-11-27, a New York day)",
    ]);
    const two = await t.client().get<ApiError>("/api/wines?since=1&limit=2");
    expect(two.body.message).toBe(
      'Unknown query parameters "since", "limit". This call takes: search, type, sort.',
    );
  });

  it("filter users, subscribers and bookings by when they were made and changed", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    t.clock.set("2026-11-27T05:00:00.000Z");
    const { client: ann, user: annRow } = await t.signedIn({ firstName: "Ann" });
    t.clock.set("2026-11-28T05:00:00.000Z");
    const { user: bob } = await t.signedIn({ firstName: "Bob" });
    // The test accounts are made with the machine's time: each gets the moment the test means.
    const made = { [annRow.id]: "2026-11-27T05:00:00.000Z", [bob.id]: "2026-11-28T05:00:00.000Z" };
    await t.db.write(async (tx) => {
      await tx
        .update(users)
        .set({ createdAt: "2026-11-20T15:00:00.000Z", updatedAt: "2026-11-20T15:00:00.000Z" });
      for (const [id, at] of Object.entries(made)) {
        await tx.update(users).set({ createdAt: at, updatedAt: at }).where(eq(users.id, id));
      }
    });
    await t.db.write((tx) =>
      tx.insert(emailSubscriptions).values([
        {
          email: "a@example.com",
          subscriptionDate: "2026-11-27T06:00:00.000Z",
          unsubscribeToken: "t1",
          createdAt: "2026-11-27T06:00:00.000Z",
          updatedAt: "2026-11-27T06:00:00.000Z",
        },
        {
          email: "b@example.com",
          subscriptionDate: "2026-11-28T06:00:00.000Z",
          unsubscribeToken: "t2",
          createdAt: "2026-11-28T06:00:00.000Z",
          updatedAt: "2026-11-28T06:00:00.000Z",
        },
      ]),
    );
    const crm = await keyed(t, admin, ["customers:read", "reservations:read"]);
    const on28 = await crm.get<AdminUser[]>("/api/admin/users?createdFrom=2026-11-28&createdTo=2026-11-28");
    expect(on28.body.map((u) => u.id)).toEqual([bob.id]);

    t.clock.set("2026-11-29T12:00:00.000Z");
    expect((await ann.put("/api/account/profile", { firstName: "Annie", lastName: "Archer" })).status).toBe(
      200,
    );
    const changed = await crm.get<AdminUser[]>("/api/admin/users?updatedSince=2026-11-29");
    expect(changed.body.map((u) => [u.id, u.firstName])).toEqual([[annRow.id, "Annie"]]);

    const subs = await crm.get<Subscription[]>(
      "/api/email-subscriptions?createdFrom=2026-11-27&createdTo=2026-11-27",
    );
    expect(subs.body.map((s) => s.email)).toEqual(["a@example.com"]);

    const bookings = await crm.get<Reservation[]>("/api/admin/reservations?createdFrom=2026-11-29");
    expect(bookings.status).toBe(200);
    expect(bookings.body).toEqual([]);
  });

  it("list refunds for the books, in cents, and on each order with its product ids and SKUs", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    t.clock.set("2026-11-27T15:00:00.000Z");
    const { orderId, wine } = await placeOrder(t);
    await refundOf(admin, orderId, { amount: 1250, reason: "Broken bottle" });
    t.clock.set("2026-11-28T15:00:00.000Z");
    await refundOf(admin, orderId, { amount: 500, reason: "Late delivery" });
    const books = await keyed(t, admin, ["orders:read"]);

    const day = await books.get<Refund[]>("/api/admin/refunds?createdFrom=2026-11-28&createdTo=2026-11-28");
    expect(day.headers.get("x-total-count")).toBe("1");
    expect(day.body).toEqual(
      [
        {
          id: expect.any(String),
          orderId,
          amount: 500,
          reason: "Late delivery",
          createdAt: "2026-11-28T15:00:00.000Z",
          by: "admin_user",
        },
      ].map((r) => ({ ...r, by: expect.any(String) })),
    );

    const order = await books.get<AdminOrder>(`/api/admin/orders/${orderId}`);
    expect(order.body.refunds.map((r) => [r.amount, r.reason, r.createdAt])).toEqual([
      [1250, "Broken bottle", "2026-11-27T15:00:00.000Z"],
      [500, "Late delivery", "2026-11-28T15:00:00.000Z"],
    ]);
    expect(order.body.items.map((i) => [i.kind, i.productId, i.sku])).toEqual([
      ["wine", wine.id, `W-${wine.id}`],
    ]);
  });
});
