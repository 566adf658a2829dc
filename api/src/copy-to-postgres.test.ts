import { copySqliteToPostgres, type SqliteDb } from "db";
import { describe, expect, it } from "vitest";
import { joinClub } from "./test/club";
import { createTestApp, emptyPostgres, serverOn } from "./test/helpers";
import { adminOf, placeOrder, refundOf } from "./test/orders";

/**
 * A winery moved from SQLite to PostgreSQL (`npm run db:copy`, decision 0023) shows the staff the
 * same orders, members and club, and its people sign in as before.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a winery copied from SQLite to PostgreSQL", () => {
  it("answers the same orders, members and club, with every table's rows counted alike", async () => {
    const t = await createTestApp({ engine: "sqlite" });
    const admin = await adminOf(t);
    const { client: member } = await joinClub(t, "premium", { firstName: "Ines" });
    await placeOrder(t, { client: member, quantity: 2 });
    const guestOrder = await placeOrder(t, { price: "18.75" });
    const refund = await refundOf(admin, guestOrder.orderId, { amount: 525, reason: "A scratched label" });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    const target = await emptyPostgres();
    if (!target) throw new Error("TEST_DATABASE_URL names no cluster");
    const counted = await copySqliteToPostgres(t.db as SqliteDb, target);
    expect(counted.filter((c) => c.sqlite !== c.postgres)).toEqual([]);
    expect(counted.find((c) => c.table === "orders")?.postgres).toBe(3);

    const moved = serverOn(target, t);
    const movedAdmin = moved.client(admin);
    for (const path of [
      "/api/admin/orders",
      `/api/admin/orders/${guestOrder.orderId}`,
      "/api/admin/users",
      "/api/admin/club",
      "/api/orders/my",
    ]) {
      const before = await (path === "/api/orders/my" ? member : admin).get(path);
      const after = await (path === "/api/orders/my" ? moved.client(member) : movedAdmin).get(path);
      expect(after.status, path).toBe(200);
      expect(after.body, path).toEqual(before.body);
    }
    // The numbers PostgreSQL hands out next follow the copied ones: a new order goes in.
    const next = await moved.client().post("/api/cart", { wineId: guestOrder.wine.id, quantity: 1 });
    expect(next.status).toBe(200);
  });
});
