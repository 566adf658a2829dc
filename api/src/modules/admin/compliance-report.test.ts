import { type AdminOrder, type ApiError, type ComplianceReportRow, toCents } from "contracts";
import { createWine } from "db/seed/factories";
import { describe, expect, it } from "vitest";
import { createTestApp, guestCustomer, payCart, type TestApp } from "../../test/helpers";
import { adminOf } from "../../test/orders";

async function buy(t: TestApp, quantity: number, customerInfo: Record<string, string>) {
  const wine = await createWine(t.db, { price: "18.75", stock: 100 });
  const client = t.client();
  expect((await client.post("/api/cart", { wineId: wine.id, quantity })).status).toBe(200);
  const paid = await payCart(client, { customerInfo: { ...guestCustomer, ...customerInfo } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.orderId;
}

describe("the compliance report", () => {
  it("equals the sum of the orders by state and New York month, cancelled orders left out", async () => {
    const t = await createTestApp({ seed: false, now: "2026-10-31T23:30:00.000Z" });
    const admin = await adminOf(t);
    await admin.put("/api/admin/compliance/states/PA", { taxRate: "0.0635" });
    // 19:30 on October 31 in New York: October's.
    await buy(t, 2, {});
    await buy(t, 1, { state: "PA", zipCode: "16501" });
    t.clock.set("2026-11-02T15:00:00.000Z");
    await buy(t, 4, { state: "PA", zipCode: "16501" });
    await buy(t, 3, { delivery: "pickup" });
    const cancelled = await buy(t, 5, {});
    expect((await admin.patch(`/api/admin/orders/${cancelled}/status`, { status: "cancelled" })).status).toBe(
      200,
    );

    const report = await admin.get<ComplianceReportRow[]>(
      "/api/admin/compliance/report?from=2026-10&to=2026-11",
    );
    expect(report.status).toBe(200);
    expect(report.body).toEqual([
      { month: "2026-10", state: "OH", orders: 1, bottles: 2, taxable: 3750, tax: 300 },
      { month: "2026-10", state: "PA", orders: 1, bottles: 1, taxable: 1875, tax: 119 },
      { month: "2026-11", state: "OH", orders: 1, bottles: 3, taxable: 5625, tax: 450 },
      { month: "2026-11", state: "PA", orders: 1, bottles: 4, taxable: 7500, tax: 476 },
    ]);

    // The same figures from the orders themselves, as the desk lists them.
    const listed = await admin.get<AdminOrder[]>("/api/admin/orders?pageSize=100");
    const kept = listed.body.filter((o) => o.paidAt && o.status !== "cancelled");
    const sum = (pick: (o: AdminOrder) => number) => kept.reduce((total, o) => total + pick(o), 0);
    expect(report.body.reduce((total, r) => total + r.tax, 0)).toBe(sum((o) => toCents(o.tax)));
    expect(report.body.reduce((total, r) => total + r.taxable, 0)).toBe(
      sum((o) => toCents(o.subtotal) + toCents(o.packaging) - toCents(o.discount)),
    );
    expect(report.body.reduce((total, r) => total + r.orders, 0)).toBe(kept.length);

    const csv = await admin.get<string>("/api/admin/compliance/report?from=2026-11&to=2026-11&format=csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="compliance-2026-11-02.csv"');
    expect(csv.body).toBe(
      "Month,State,Orders,Bottles,Taxable,Tax\r\n2026-11,OH,1,3,56.25,4.50\r\n2026-11,PA,1,4,75.00,4.76\r\n",
    );
  });

  it("refuses months that are not months, or the wrong way round, and changes nothing", async () => {
    const t = await createTestApp({ seed: false });
    const admin = await adminOf(t);
    const bad = await admin.get<ApiError>("/api/admin/compliance/report?from=2026-13&to=2026-11");
    expect([bad.status, bad.body.message]).toEqual([400, "Use a month as YYYY-MM"]);
    const backwards = await admin.get<ApiError>("/api/admin/compliance/report?from=2026-11&to=2026-10");
    expect([backwards.status, backwards.body.message]).toEqual([400, "from must not come after to"]);
    const customer = (await t.signedIn()).client;
    expect((await customer.get("/api/admin/compliance/report?from=2026-11&to=2026-11")).status).toBe(403);
  });
});
