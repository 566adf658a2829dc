import type { AdminOrder, AdminOrderDetail, ApiError, OrderCounts, OrderStats } from "contracts";
import { emailOutbox, orders } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderShipped } from "../../hooks";
import { CARDS, createTestApp, payCart, type TestClient } from "../../test/helpers";
import { adminOf, placeOrder } from "../../test/orders";

/** Three paid orders an hour apart (totals 50.00, 36.20, 113.40) and one declined payment. */
async function desk() {
  const t = await createTestApp({ seed: false, now: "2026-11-20T15:00:00.000Z" });
  const ann = await t.signedIn({ firstName: "Ann", lastName: "Archer", email: "ann@example.test" });
  const first = await placeOrder(t, { client: ann.client });
  t.clock.advance(3600_000);
  const second = await placeOrder(t, { price: "19.63" });
  t.clock.advance(3600_000);
  const third = await placeOrder(t, { price: "105.00" });
  t.clock.advance(3600_000);
  const declined = t.client();
  await declined.post("/api/cart", { wineId: first.wine.id, quantity: 1 });
  expect((await payCart(declined, { card: CARDS.declined })).status).toBe(402);
  const failed = (await t.db.select().from(orders).where(eq(orders.status, "cancelled")))[0];
  return { t, admin: await adminOf(t), first, second, third, failedId: failed?.id ?? "" };
}

const list = (admin: TestClient, query: string) => admin.get<AdminOrder[]>(`/api/admin/orders?${query}`);
const numbers = (res: { body: AdminOrder[] }) => res.body.map((o) => o.orderNumber);
const number = (id: string) => id.slice(-8).toUpperCase();

describe("the orders desk", () => {
  it("lists orders newest first with the admin's shape, failed payments apart", async () => {
    const { admin, first, second, third, failedId } = await desk();
    const res = await list(admin, "");
    expect(res.headers.get("X-Total-Count")).toBe("3");
    expect(numbers(res)).toEqual([number(third.orderId), number(second.orderId), number(first.orderId)]);
    expect(res.body[2]).toMatchObject({
      id: first.orderId,
      status: "confirmed",
      paymentStatus: "paid",
      total: "50.00",
      subtotal: "32.41",
      tax: "2.59",
      shipping: "15.00",
      refunded: "0.00",
      customerName: "Ann Archer",
      customerEmail: "ann@example.test",
      customerType: "registered",
      shippingAddress: { line1: "12 Lake Road", city: "Ashtabula", state: "OH", postalCode: "44004" },
      items: [{ kind: "wine", quantity: 1, price: "32.41", lineTotal: "32.41", packaging: null }],
    });
    expect(res.body[1]?.customerType).toBe("guest");
    const failed = await list(admin, "status=failed");
    expect(failed.body.map((o) => [o.id, o.paymentStatus])).toEqual([[failedId, "failed"]]);
  });

  it("finds an order by the last 8 characters of its id, a name or an e-mail", async () => {
    const { admin, first, second } = await desk();
    const last8 = number(second.orderId);
    expect(numbers(await list(admin, `search=${last8}`))).toEqual([last8]);
    expect(numbers(await list(admin, `search=${encodeURIComponent(`#${last8.toLowerCase()}`)}`))).toEqual([
      last8,
    ]);
    expect(numbers(await list(admin, "search=archer"))).toEqual([number(first.orderId)]);
    expect(numbers(await list(admin, "search=ANN%40EXAMPLE"))).toEqual([number(first.orderId)]);
    const none = await list(admin, "search=%25");
    expect(none.body).toEqual([]);
    expect(none.headers.get("X-Total-Count")).toBe("0");
  });

  it("sorts by date, total, customer and status both ways, and pages", async () => {
    const { admin, first, second, third } = await desk();
    const [a, b, c] = [number(first.orderId), number(second.orderId), number(third.orderId)];
    expect(numbers(await list(admin, "sort=date&direction=asc"))).toEqual([a, b, c]);
    expect(numbers(await list(admin, "sort=total&direction=desc"))).toEqual([c, a, b]);
    expect(numbers(await list(admin, "sort=total&direction=asc"))).toEqual([b, a, c]);
    // Ann Archer before the two guests (Grace Buyer), then newest first among equals.
    expect(numbers(await list(admin, "sort=customer&direction=asc"))).toEqual([a, c, b]);
    const page = await list(admin, "sort=date&direction=asc&page=2&pageSize=2");
    expect(numbers(page)).toEqual([c]);
    expect(page.headers.get("X-Total-Count")).toBe("3");
    expect((await list(admin, "pageSize=101")).status).toBe(400);
    expect((await list(admin, "sort=price")).status).toBe(400);
  });

  it("counts and sums what the filter finds, with each status apart", async () => {
    const { t, admin, second } = await desk();
    await admin.patch(`/api/admin/orders/${second.orderId}/status`, { status: "processing" });
    await admin.post(`/api/admin/orders/${second.orderId}/refunds`, {
      amount: 620,
      reason: "Late delivery",
      idempotencyKey: "stats-refund-1",
    });
    const all = await admin.get<OrderStats>("/api/admin/orders/stats");
    // 50.00 + (36.20 - 6.20) + 113.40
    expect(all.body).toMatchObject({ count: 3, revenue: "193.40" });
    expect(all.body.byStatus).toMatchObject({
      confirmed: { count: 2, revenue: "163.40" },
      processing: { count: 1, revenue: "30.00" },
      failed: { count: 1, revenue: "0.00" },
      shipped: { count: 0, revenue: "0.00" },
    });
    const processing = await admin.get<OrderStats>("/api/admin/orders/stats?status=processing");
    expect(processing.body).toMatchObject({ count: 1, revenue: "30.00" });
    const counts = await admin.get<OrderCounts>("/api/admin/order-counts");
    expect(counts.body).toEqual({
      pending: 0,
      confirmed: 2,
      processing: 1,
      shipped: 0,
      completed: 0,
      cancelled: 0,
    });
    expect(t.payments.refunds).toHaveLength(1);
  });

  it("shows the 5 most recently paid orders on the dashboard", async () => {
    const { t, admin, first, second, third } = await desk();
    for (let i = 0; i < 3; i++) await placeOrder(t);
    const recent = await admin.get<AdminOrder[]>("/api/admin/recent-orders");
    expect(recent.body).toHaveLength(5);
    expect(numbers(recent)).not.toContain(number(first.orderId));
    expect(numbers(recent).slice(3)).toEqual([number(third.orderId), number(second.orderId)]);
  });
});

describe("moving an order along", () => {
  async function moved(admin: TestClient, orderId: string, body: Record<string, unknown>) {
    return admin.patch<AdminOrderDetail & Partial<ApiError>>(`/api/admin/orders/${orderId}/status`, body);
  }

  it("goes confirmed > processing > shipped with a carrier and tracking number, each step on the timeline", async () => {
    const { t, admin, first } = await desk();
    const shipped: OrderShipped[] = [];
    t.deps.hooks.orders.shipped.on((_tx, event) => shipped.push(event));
    const skipped = await moved(admin, first.orderId, { status: "completed" });
    expect([skipped.status, skipped.body.message]).toEqual([
      409,
      "A confirmed order can only move to processing, shipped or cancelled",
    ]);
    await moved(admin, first.orderId, { status: "processing" });
    const noTracking = await moved(admin, first.orderId, { status: "shipped", carrier: "ups" });
    expect(noTracking.body.message).toBe("Enter the tracking number of the shipment");
    const res = await moved(admin, first.orderId, {
      status: "shipped",
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "shipped",
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(shipped.map((e) => [e.orderId, e.carrier, e.trackingNumber])).toEqual([
      [first.orderId, "ups", "1Z999AA10123456784"],
    ]);
    const username = res.body.events.at(-2)?.by;
    expect(res.body.events.map((e) => [e.kind, e.detail])).toEqual([
      ["status", "Order placed for $50.00"],
      ["payment", "Paid $50.00 by card"],
      ["email", "Receipt e-mailed to ann@example.test"],
      ["status", "Confirmed to Processing"],
      ["status", "Processing to Shipped"],
      ["status", "Shipment: UPS 1Z999AA10123456784"],
      ["email", "Shipping notice e-mailed to ann@example.test"],
    ]);
    expect(username).toMatch(/^user/);
    const refused = await moved(admin, first.orderId, { status: "cancelled" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("A shipped order can only move to completed");
  });

  it("ships a confirmed order in one call, the carrier in any case or none; an unknown code lists the codes", async () => {
    const { t, admin, first, second, third } = await desk();
    const unknown = await moved(admin, first.orderId, {
      status: "shipped",
      carrier: "Royal Mail",
      trackingNumber: "RM1",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      'Unknown carrier "royal mail": use one of ups, fedex, usps, dhl, pickup, other',
    );
    expect((await t.db.select().from(orders).where(eq(orders.id, first.orderId)))[0]?.status).toBe(
      "confirmed",
    );
    const upper = await moved(admin, first.orderId, {
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(upper.status).toBe(200);
    expect(upper.body).toMatchObject({
      status: "shipped",
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(upper.body.events.slice(-3).map((e) => e.detail)).toEqual([
      "Confirmed to Shipped",
      "Shipment: UPS 1Z999AA10123456784",
      "Shipping notice e-mailed to ann@example.test",
    ]);
    const none = await moved(admin, second.orderId, { status: "shipped", trackingNumber: "LOCAL-7" });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ status: "shipped", carrier: null, trackingNumber: "LOCAL-7" });
    const other = await moved(admin, third.orderId, {
      status: "shipped",
      carrier: " Other ",
      trackingNumber: "1Z999AA10123456785",
    });
    expect(other.body).toMatchObject({ status: "shipped", carrier: "other" });
    // The shipping notice links to a carrier's page only for a known carrier.
    const notices = await t.db
      .select({ to: emailOutbox.to, html: emailOutbox.html })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "order_shipped"));
    expect(notices).toHaveLength(3);
    const linked = notices.filter((n) => n.html.includes("https://www.ups.com/track?tracknum="));
    expect(linked.map((n) => n.to)).toEqual(["ann@example.test"]);
    expect(notices.filter((n) => n.html.includes("1Z999AA10123456785"))).toHaveLength(1);
  });

  it("ships a pickup without a tracking number", async () => {
    const { admin, second } = await desk();
    await moved(admin, second.orderId, { status: "processing" });
    const res = await moved(admin, second.orderId, { status: "shipped", carrier: "pickup" });
    expect(res.status).toBe(200);
    expect(res.body.events.at(-1)?.detail).toBe("Shipment: Picked up at the winery");
  });

  it("keeps staff notes on the timeline, out of the customer's sight", async () => {
    const { t, admin, first } = await desk();
    const res = await admin.post<AdminOrderDetail>(`/api/admin/orders/${first.orderId}/notes`, {
      note: "Customer called: leave at the back door",
    });
    expect(res.body.events.at(-1)).toMatchObject({
      kind: "note",
      detail: "Customer called: leave at the back door",
    });
    const blank = await admin.post<ApiError>(`/api/admin/orders/${first.orderId}/notes`, { note: "  " });
    expect(blank.body.message).toBe("Write the note first");
    const own = await first.client.get<{ events: { kind: string }[] }>(`/api/orders/${first.orderId}`);
    expect(own.body.events.map((e) => e.kind)).toEqual(["status", "payment", "email"]);
    expect((await admin.get(`/api/admin/orders/nothing-here`)).status).toBe(404);
    expect(t.payments.refunds).toEqual([]);
  });
});

describe("the CSV export", () => {
  it("answers the filtered orders as text/csv in the list's order", async () => {
    const { t, admin, first, second } = await desk();
    await admin.patch(`/api/admin/orders/${first.orderId}/status`, { status: "processing" });
    await t.db.write((tx) =>
      tx.update(orders).set({ notes: '=HYPERLINK("x"), "quoted"' }).where(eq(orders.id, first.orderId)),
    );
    const res = await admin.get<string>("/api/admin/orders/export?status=to-ship&sort=total&direction=asc");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="orders-2026-11-20.csv"');
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]?.split(",").slice(0, 6)).toEqual([
      "Order number",
      "Order id",
      "Placed at (UTC)",
      "Paid at (UTC)",
      "Status",
      "Payment",
    ]);
    expect(lines).toHaveLength(4);
    expect(
      lines[1]?.startsWith(
        `${number(second.orderId)},${second.orderId},2026-11-20T16:00:00.000Z,2026-11-20T16:00:00.000Z,Confirmed,Paid,Grace Buyer`,
      ),
    ).toBe(true);
    expect(lines[2]).toContain("Processing,Paid,Ann Archer,ann@example.test");
    expect(lines[2]).toContain(
      `1 x ${first.wine.name} 2022,32.41,0.00,0.00,,2.59,OH,0.0800,15.00,50.00,0.00,50.00`,
    );
    // Shipped, and holding wine: the carrier asks for an adult's signature.
    expect(lines[2]).toContain(",no,yes,");
    expect(lines[2]?.endsWith(`,"'=HYPERLINK(""x""), ""quoted"""`)).toBe(true);
  });
});
