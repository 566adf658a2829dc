import type { AdminOrder, AdminOrderDetail, AdminUserDetail, Analytics, MemberStats } from "contracts";
import { createWine } from "db/seed/factories";
import { describe, expect, it } from "vitest";
import { createTestApp, payCart, shippingAddress } from "../../test/helpers";
import { adminOf, placeOrder } from "../../test/orders";

describe("what the staff read on the orders desk and the members screens", () => {
  it("marks a line sold at the case price with its cases", async () => {
    const t = await createTestApp({ seed: false });
    const wine = await createWine(t.db, { price: "20.00", casePrice: "108.00", bottlesPerCase: 6 });
    const client = t.client();
    expect((await client.post("/api/cart", { wineId: wine.id, quantity: 7 })).status).toBe(200);
    const paid = await payCart(client);
    expect(paid.status).toBe(200);
    const admin = await adminOf(t);
    const detail = await admin.get<AdminOrderDetail>(`/api/admin/orders/${paid.body.orderId}`);
    expect(detail.body.items).toMatchObject([
      {
        quantity: 7,
        price: "20.00",
        lineTotal: "128.00",
        caseLine: { cases: 1, bottlesPerCase: 6, casePrice: "108.00", bottles: 1 },
      },
    ]);
    const desk = await admin.get<AdminOrder[]>("/api/admin/orders");
    expect(desk.body[0]?.items[0]?.caseLine).toEqual({
      cases: 1,
      bottlesPerCase: 6,
      casePrice: "108.00",
      bottles: 1,
    });
    // Five bottles are no case: the line is at the bottle price.
    const few = await placeOrder(t, { price: "20.00", quantity: 5 });
    const fewDetail = await admin.get<AdminOrderDetail>(`/api/admin/orders/${few.orderId}`);
    expect(fewDetail.body.items[0]?.caseLine).toBeNull();
  });

  it("names exports for what they hold and the New York day", async () => {
    // 10 pm on November 20 in New York: already November 21 in UTC.
    const t = await createTestApp({ seed: false, now: "2026-11-21T03:00:00.000Z" });
    const admin = await adminOf(t);
    const members = await admin.get<string>("/api/admin/users/export");
    expect(members.status).toBe(200);
    expect(members.headers.get("content-disposition")).toBe('attachment; filename="members-2026-11-20.csv"');
    const orders = await admin.get<string>("/api/admin/orders/export");
    expect(orders.headers.get("content-disposition")).toBe('attachment; filename="orders-2026-11-20.csv"');
  });

  it("lists a member's orders with their numbers, the desk's statuses and payment statuses", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const { client, user } = await t.signedIn({ username: "olga_orders" });
    const placed = await placeOrder(t, { client, price: "32.41" });
    await admin.patch(`/api/admin/orders/${placed.orderId}/status`, { status: "processing" });
    await admin.post(`/api/admin/orders/${placed.orderId}/refunds`, {
      amount: 1000,
      reason: "Late delivery",
      idempotencyKey: "profile-refund-1",
    });
    const res = await admin.get<AdminUserDetail>(`/api/admin/users/${user.id}`);
    expect(res.body.orders).toEqual([
      {
        id: placed.orderId,
        orderNumber: placed.orderId.slice(-8).toUpperCase(),
        status: "processing",
        paymentStatus: "partially_refunded",
        total: "50.00",
        refunded: "10.00",
        createdAt: "2026-11-20T15:00:00.000Z",
      },
    ]);
  });

  it("leaves staff accounts out of conversion: their carts and their missing tier", async () => {
    const t = await createTestApp({ seed: false });
    const wine = await createWine(t.db, { price: "32.41" });
    await t.user({ username: "cora_c", membershipTier: "essential" });
    await t.user({ username: "dan_d" });
    // An admin tries the shop: a cart started and paid, by no shopper.
    const { client: staff } = await t.signedIn({ role: "admin", username: "rosa_staff" });
    await staff.post("/api/cart", { wineId: wine.id, quantity: 1 });
    expect((await payCart(staff, { customerInfo: shippingAddress })).status).toBe(200);
    // A shopper's cart left behind.
    await t.client().post("/api/cart", { wineId: wine.id, quantity: 1 });
    const stats = await staff.get<MemberStats>("/api/admin/users/stats");
    // Customers: cora (essential) and dan; the admin is no opportunity.
    expect(stats.body).toMatchObject({ total: 3, none: 2, conversionRate: 50, opportunities: 1 });
    const analytics = await staff.get<Analytics>("/api/admin/analytics");
    expect([
      analytics.body.cartsStarted,
      analytics.body.cartsConverted,
      analytics.body.conversionRate,
    ]).toEqual([1, 0, 0]);
  });
});
