import type { Analytics, SalesData } from "contracts";
import { merchandise, one, orders } from "db";
import { createWine } from "db/seed/factories";
import { describe, expect, it } from "vitest";
import { CARDS, createTestApp, payCart, type TestApp } from "../../test/helpers";
import { adminOf, placeOrder, refundOf } from "../../test/orders";
import { book, booking, insertType, slotAt } from "../../test/reservations";

/**
 * A month of the winery's books, written through the shop, each figure worked out by hand below.
 * Saturday 2026-11-21 in New York; the clock ends at 10:00 (15:00 UTC).
 *
 *   order  paid (UTC)               New York          total    afterwards
 *   L      2026-01-01 04:00          Dec 31, 2025      50.00
 *   C      2026-11-01 03:00          Oct 31 23:00      36.20
 *   A      2026-11-21 04:59:59       Nov 20 23:59:59   50.00    10.00 refunded today
 *   B      2026-11-21 05:00          Nov 21 00:00     113.40
 *   D      2026-11-21 06:00          Nov 21 01:00      36.20    cancelled today: 36.20 refunded
 *   E      2026-11-21 06:00          Nov 21 01:00     117.60    2 x 20.00 wine + 2 x 15.00 packaging
 *                                                              + 25.00 merchandise + 7.60 tax + 15.00
 * A declined payment and two carts left behind never count as revenue.
 */
async function books() {
  const t = await createTestApp({ seed: false });
  const at = (iso: string) => t.clock.set(iso);
  at("2026-01-01T04:00:00.000Z");
  await placeOrder(t, { name: "Lakeshore Old" });
  at("2026-11-01T03:00:00.000Z");
  await placeOrder(t, { name: "Creek Chardonnay", price: "19.63" });
  at("2026-11-21T04:59:59.000Z");
  const a = await placeOrder(t, { name: "Aurora Riesling" });
  at("2026-11-21T05:00:00.000Z");
  await placeOrder(t, { name: "Bluff Cabernet", price: "105.00" });
  at("2026-11-21T06:00:00.000Z");
  const d = await placeOrder(t, { name: "Dune Rose", price: "19.63" });

  const erie = await createWine(t.db, { name: "Erie Red", price: "20.00", stock: 14 });
  const tote = one(
    await t.db.write((tx) =>
      tx
        .insert(merchandise)
        .values({
          name: "Canvas Tote",
          description: "A tote.",
          price: "25.00",
          category: "Accessories",
          stock: 5,
        })
        .returning(),
    ),
  );
  const e = t.client();
  const line = await e.post<{ id: string }>("/api/cart", { wineId: erie.id, quantity: 2 });
  await e.request("PATCH", `/api/cart/${line.body.id}/customize`, { packaging: { id: "premium" } });
  await e.post("/api/cart", { productId: tote.id, productType: "merchandise", quantity: 1 });
  expect((await payCart(e)).status).toBe(200);

  for (let i = 0; i < 2; i++) await t.client().post("/api/cart", { wineId: erie.id, quantity: 1 });
  const declined = t.client();
  await declined.post("/api/cart", { wineId: erie.id, quantity: 1 });
  expect((await payCart(declined, { card: CARDS.declined })).status).toBe(402);
  await t.db.write((tx) => tx.insert(orders).values({ total: "12.00", status: "pending" }));

  at("2026-11-21T15:00:00.000Z");
  const admin = await adminOf(t);
  expect((await refundOf(admin, a.orderId, { amount: 1000 })).status).toBe(200);
  expect((await admin.patch(`/api/admin/orders/${d.orderId}/status`, { status: "cancelled" })).status).toBe(
    200,
  );
  return { t, admin, erie, tote };
}

async function members(t: TestApp) {
  await t.user({ membershipTier: "essential" });
  await t.user({ membershipTier: "essential" });
  await t.user({ membershipTier: "elite" });
  await createWine(t.db, { name: "Retired Wine", stock: 1, isAvailable: false });
  await createWine(t.db, { name: "Estate Magnum", stock: -1, lowStockAt: 100 });
  // A wine with its own low-stock level: 40 bottles is low for it, though above the default 12.
  await createWine(t.db, { name: "House Reserve", stock: 40, lowStockAt: 48 });
  await createWine(t.db, { name: "Slow Seller", stock: 6, lowStockAt: 3 });
}

describe("the dashboard's figures, from the database", () => {
  it("counts revenue by New York day, net of refunds, failed payments left out", async () => {
    const { admin } = await books();
    const sales = await admin.get<SalesData>("/api/admin/sales-data?days=3");
    expect(sales.status).toBe(200);
    expect(sales.body).toEqual({
      // B 113.40 + D 36.20 + E 117.60 - refunds 10.00 and 36.20
      today: "221.00",
      // today + A 50.00
      month: "271.00",
      // this month + C 36.20 (Oct 31 in New York); L was paid in 2025
      year: "307.20",
      daily: [
        { date: "2026-11-19", total: "0.00", orders: 0 },
        { date: "2026-11-20", total: "50.00", orders: 1 },
        { date: "2026-11-21", total: "221.00", orders: 3 },
      ],
    });
    const thirty = await admin.get<SalesData>("/api/admin/sales-data");
    expect(thirty.body.daily).toHaveLength(30);
    expect(thirty.body.daily[0]?.date).toBe("2026-10-23");
    expect(thirty.body.daily.find((d) => d.date === "2026-10-31")).toEqual({
      date: "2026-10-31",
      total: "36.20",
      orders: 1,
    });
    expect((await admin.get("/api/admin/sales-data?days=0")).status).toBe(400);
  });

  it("works out members, average order, sales by kind, top wines, conversion, stock and bookings", async () => {
    const { t, admin, erie, tote } = await books();
    await members(t);
    const ann = await t.signedIn({ firstName: "Ann", lastName: "Archer", membershipTier: "premium" });
    const type = await insertType(t, { name: "Saturday Tasting" });
    const today = await slotAt(t, type.id, "2026-11-21T17:00:00.000Z");
    const later = await slotAt(t, type.id, "2026-11-21T18:00:00.000Z");
    expect((await book(ann.client, booking(today.id, { guestCount: 4 }))).status).toBe(200);
    const cancelled = await book(ann.client, booking(later.id));
    await ann.client.post(`/api/reservations/${cancelled.body.id}/cancel`, {});

    const res = await admin.get<Analytics>("/api/admin/analytics");
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.membersByTier).toEqual({ essential: 2, premium: 1, elite: 1 });
    expect(a.activeMembers).toBe(4);
    expect(a.pendingOrders).toBe(1);
    // Orders paid this month that stand: A (50.00 - 10.00), B 113.40, E 117.60.
    expect(a.paidOrdersThisMonth).toBe(3);
    expect(a.averageOrderValue).toBe("90.33");
    expect(a.revenueByKind).toEqual([
      { kind: "wine", amount: "177.41" },
      { kind: "gift-package", amount: "0.00" },
      { kind: "merchandise", amount: "25.00" },
      { kind: "membership", amount: "0.00" },
      { kind: "packaging", amount: "30.00" },
    ]);
    expect(a.topWines.map((w) => [w.name, w.bottles, w.revenue])).toEqual([
      ["Erie Red 2022", 2, "40.00"],
      ["Aurora Riesling 2022", 1, "32.41"],
      ["Bluff Cabernet 2022", 1, "105.00"],
      ["Creek Chardonnay 2022", 1, "19.63"],
    ]);
    // Carts started since Oct 23: C, A, B, D, E, two left behind and the declined one; 5 paid.
    expect([a.cartsStarted, a.cartsConverted, a.conversionRate]).toEqual([8, 5, 62.5]);
    expect(a.lowStock).toEqual([
      { kind: "merchandise", id: tote.id, name: "Canvas Tote", stock: 4, lowStockAt: 12 },
      { kind: "wine", id: erie.id, name: "Erie Red 2022", stock: 12, lowStockAt: 12 },
      { kind: "wine", id: expect.any(String), name: "House Reserve 2022", stock: 40, lowStockAt: 48 },
    ]);
    expect(a.todaysBookings).toEqual([
      {
        id: expect.any(String),
        startTime: "2026-11-21T17:00:00.000Z",
        typeName: "Saturday Tasting",
        guestCount: 4,
        customerName: "Ann Archer",
        status: "confirmed",
        attendance: "expected",
      },
    ]);
    // Paid and not shipped: L, C, A, B, E.
    expect(a.todo).toEqual({
      ordersToShip: 5,
      lowStock: 3,
      todaysBookings: 1,
      openForumReports: 0,
      clubDeclines: 0,
    });
  });

  it("counts a visitor's cart once when it joins the account at sign-in", async () => {
    const t = await createTestApp({ seed: false });
    const wine = await createWine(t.db, { price: "32.41" });
    const user = await t.user();
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    await client.post("/api/auth/login", { username: user.username, password: "correct horse battery" });
    expect(
      (
        await payCart(client, {
          customerInfo: { address: "1 Main St", city: "Erie", state: "PA", zipCode: "16501" },
        })
      ).status,
    ).toBe(200);
    const admin = await adminOf(t);
    const a = await admin.get<Analytics>("/api/admin/analytics");
    expect([a.body.cartsStarted, a.body.cartsConverted, a.body.conversionRate]).toEqual([1, 1, 100]);
  });
});
