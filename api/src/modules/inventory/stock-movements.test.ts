import type { ApiError, StockMovement, Wine } from "contracts";
import { merchandise, merchandiseSizes, stockMovements, wines } from "db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CARDS, createTestApp, payCart, type TestApp } from "../../test/helpers";
import { adminOf } from "../../test/orders";

const PATH = "/api/admin/stock-movements";

/** Every counted stock next to the sum of its movements (apparel: per size), where they differ. */
async function unbalanced(t: TestApp): Promise<string[]> {
  const sums = new Map<string, number>();
  for (const r of await t.db
    .select({
      kind: stockMovements.kind,
      id: stockMovements.productId,
      size: stockMovements.size,
      sum: sql<number>`sum(${stockMovements.change})`,
    })
    .from(stockMovements)
    .groupBy(stockMovements.kind, stockMovements.productId, stockMovements.size)) {
    sums.set(`${r.kind}|${r.id}|${r.size ?? ""}`, Number(r.sum));
  }
  const differ: string[] = [];
  const check = (key: string, stock: number) => {
    const sum = sums.get(key) ?? 0;
    if (sum !== stock) differ.push(`${key}: stock ${stock}, movements ${sum}`);
  };
  for (const w of await t.db.select().from(wines)) check(`wine|${w.id}|`, Math.max(w.stock, 0));
  const sized = await t.db.select().from(merchandiseSizes);
  for (const s of sized) check(`merchandise|${s.merchandiseId}|${s.size}`, s.stock);
  for (const m of await t.db.select().from(merchandise)) {
    if (!sized.some((s) => s.merchandiseId === m.id)) check(`merchandise|${m.id}|`, m.stock);
  }
  return differ;
}

const wineForm = {
  name: "Audit Red",
  type: "red",
  description: "A wine for the cellar count.",
  vintage: 2023,
  price: "20.00",
  stock: 24,
};

describe("the stock audit", () => {
  it("records every change as one movement, so each stock equals the sum of its movements", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    expect(await unbalanced(t)).toEqual([]);

    t.clock.set("2026-11-20T15:00:00.000Z");
    const created = await admin.post<Wine>("/api/wines", wineForm);
    expect(created.status).toBe(200);
    const wineId = created.body.id;

    // The spec's wine form still takes stock: a new count is an adjustment by that admin.
    t.clock.set("2026-11-21T15:00:00.000Z");
    const put = await admin.put<Wine>(`/api/wines/${wineId}`, { ...wineForm, stock: 30 });
    expect(put.body.stock).toBe(30);
    // Left out, the stock stays (the back office's form shows it read-only).
    const { stock: _left, ...withoutStock } = wineForm;
    expect(
      (await admin.put<Wine>(`/api/wines/${wineId}`, { ...withoutStock, lowStockAt: 8 })).body,
    ).toMatchObject({
      stock: 30,
      lowStockAt: 8,
    });

    t.clock.set("2026-11-22T15:00:00.000Z");
    const received = await admin.post("/api/admin/stock-adjustments", {
      kind: "wine",
      itemId: wineId,
      change: -2,
      reason: "breakage",
      note: "Dropped case",
    });
    expect(received.status).toBe(200);

    // A sale, a sale whose card is declined, and a sale the staff cancel.
    t.clock.set("2026-11-23T15:00:00.000Z");
    const buyer = t.client();
    await buyer.post("/api/cart", { wineId, quantity: 3 });
    await buyer.post("/api/cart", {
      productId: "merch-logo-hoodie",
      productType: "merchandise",
      size: "M",
      quantity: 2,
    });
    const sale = await payCart(buyer);
    expect(sale.status).toBe(200);
    const declinedBuyer = t.client();
    await declinedBuyer.post("/api/cart", { wineId, quantity: 4 });
    expect((await payCart(declinedBuyer, { card: CARDS.declined })).status).toBe(402);
    const cancelledBuyer = t.client();
    await cancelledBuyer.post("/api/cart", { wineId, quantity: 5 });
    const cancelled = await payCart(cancelledBuyer);
    t.clock.set("2026-11-24T15:00:00.000Z");
    expect(
      (await admin.patch(`/api/admin/orders/${cancelled.body.orderId}/status`, { status: "cancelled" }))
        .status,
    ).toBe(200);

    const wineNow = (await t.db.select().from(wines).where(eq(wines.id, wineId)))[0];
    expect(wineNow?.stock).toBe(25);
    expect(await unbalanced(t)).toEqual([]);

    const listed = await admin.get<StockMovement[]>(`${PATH}?kind=wine&productId=${wineId}`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("x-total-count")).toBe("8");
    expect(
      listed.body.map((m) => [
        m.createdAt.slice(0, 10),
        m.reason,
        m.change,
        m.stockAfter,
        m.by !== null,
        m.orderId !== null,
      ]),
    ).toEqual([
      ["2026-11-24", "cancellation", 5, 25, true, true],
      ["2026-11-23", "sale", -5, 20, false, true],
      ["2026-11-23", "cancellation", 4, 25, false, true],
      ["2026-11-23", "sale", -4, 21, false, true],
      ["2026-11-23", "sale", -3, 25, false, true],
      ["2026-11-22", "adjustment", -2, 28, true, false],
      ["2026-11-21", "adjustment", 6, 30, true, false],
      ["2026-11-20", "adjustment", 24, 24, true, false],
    ]);
    expect(listed.body.reduce((sum, m) => sum + m.change, 0)).toBe(25);
    expect((await admin.get(`${PATH}/totals?productId=${wineId}`)).body).toEqual({ count: 8, change: 25 });
    expect((await admin.get(`${PATH}/totals?productId=${wineId}&reason=sale`)).body).toEqual({
      count: 3,
      change: -12,
    });
    expect(listed.body[0]).toMatchObject({ productName: "Audit Red 2023", kind: "wine", size: null });
    expect(listed.body[5]).toMatchObject({ adjustmentReason: "breakage", note: "Dropped case" });
    expect(listed.body[6]).toMatchObject({
      adjustmentReason: "count-correction",
      note: "Stock set in the wine form",
    });
    expect(listed.body[7]).toMatchObject({ note: "Opening stock" });

    // Apparel moves by size.
    const hoodie = await admin.get<StockMovement[]>(`${PATH}?productId=merch-logo-hoodie&reason=sale`);
    expect(hoodie.body.map((m) => [m.size, m.change, m.productName])).toEqual([
      ["M", -2, "Ridge Road Logo Hoodie"],
    ]);

    // Filters by New York day, pages, and the CSV for the cellar count.
    const day = await admin.get<StockMovement[]>(
      `${PATH}?productId=${wineId}&createdFrom=2026-11-23&createdTo=2026-11-23&pageSize=2&page=2`,
    );
    expect(day.headers.get("x-total-count")).toBe("4");
    expect(day.body.map((m) => m.change)).toEqual([-4, -3]);
    const csv = await admin.get<string>(`${PATH}?productId=${wineId}&format=csv&reason=adjustment`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.body.trim().split("\r\n")).toEqual([
      "Date,Kind,Product,Size,Change,Stock after,Reason,Adjustment reason,Order,By,Note",
      expect.stringMatching(
        /^2026-11-22T15:00:00.000Z,wine,Audit Red 2023,,-2,28,Adjustment,Breakage,,\w+,Dropped case$/,
      ),
      expect.stringMatching(
        /^2026-11-21T15:00:00.000Z,wine,Audit Red 2023,,6,30,Adjustment,Count correction,,\w+,Stock set in the wine form$/,
      ),
      expect.stringMatching(
        /^2026-11-20T15:00:00.000Z,wine,Audit Red 2023,,24,24,Adjustment,,,\w+,Opening stock$/,
      ),
    ]);
  });

  it("refuses bad filters with a 400 and keeps the list to the staff", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    expect((await admin.get<ApiError>(`${PATH}?kind=case`)).status).toBe(400);
    expect((await admin.get<ApiError>(`${PATH}?reason=theft`)).status).toBe(400);
    expect((await admin.get<ApiError>(`${PATH}?createdFrom=2026-11-23&createdTo=2026-11-01`)).status).toBe(
      400,
    );
    expect((await admin.get<ApiError>(`${PATH}?pageSize=1000`)).status).toBe(400);
    const { client } = await t.signedIn();
    expect((await client.get(PATH)).status).toBe(403);
    expect((await t.client().get(PATH)).status).toBe(401);
  });
});
