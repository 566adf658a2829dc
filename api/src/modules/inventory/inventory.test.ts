import type { ApiError, StockAdjustedOutput, StockAdjustment } from "contracts";
import { merchandise, merchandiseSizes, stockMovements } from "db";
import { createWine } from "db/seed/factories";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, stockOf, type TestApp } from "../../test/helpers";

const PATH = "/api/admin/stock-adjustments";
type Answer = StockAdjustedOutput & Partial<ApiError>;

async function adminApp() {
  const t = await createTestApp();
  const { client, user } = await t.signedIn({ role: "admin" });
  return { t, admin: client, username: user.username };
}

async function itemStock(t: TestApp, id: string) {
  return (await t.db.select({ stock: merchandise.stock }).from(merchandise).where(eq(merchandise.id, id)))[0]
    ?.stock;
}

async function sizeStock(t: TestApp, id: string, size: "M") {
  return (
    await t.db
      .select({ stock: merchandiseSizes.stock })
      .from(merchandiseSizes)
      .where(and(eq(merchandiseSizes.merchandiseId, id), eq(merchandiseSizes.size, size)))
  )[0]?.stock;
}

describe("stock adjustments", () => {
  it("moves a wine's stock by a signed change and records who, when and why", async () => {
    const { t, admin, username } = await adminApp();
    const wine = await createWine(t.db, { name: "Adjusted Red", stock: 10 });
    t.clock.set("2026-11-21T09:00:00.000Z");
    const received = await admin.post<Answer>(PATH, {
      kind: "wine",
      itemId: wine.id,
      change: 12,
      reason: "received",
      note: "  Pallet from the cellar  ",
    });
    expect(received.status).toBe(200);
    expect(received.body).toEqual({
      stock: 22,
      adjustment: {
        id: expect.any(String),
        size: null,
        change: 12,
        stockAfter: 22,
        reason: "received",
        note: "Pallet from the cellar",
        by: username,
        at: "2026-11-21T09:00:00.000Z",
      },
    });
    t.clock.set("2026-11-21T10:00:00.000Z");
    const broken = await admin.post<Answer>(PATH, {
      kind: "wine",
      itemId: wine.id,
      change: -3,
      reason: "breakage",
    });
    expect(broken.body.stock).toBe(19);
    expect(await stockOf(t, wine.id)).toBe(19);

    const recent = await admin.get<StockAdjustment[]>(`${PATH}?kind=wine&itemId=${wine.id}`);
    expect(recent.body.map((a) => [a.change, a.stockAfter, a.reason, a.note, a.at])).toEqual([
      [-3, 19, "breakage", null, "2026-11-21T10:00:00.000Z"],
      [12, 22, "received", "Pallet from the cellar", "2026-11-21T09:00:00.000Z"],
    ]);
  });

  it("never goes below 0: 10 parallel removals of 1 from 5 bottles, exactly 5 succeed", async () => {
    const { t, admin } = await adminApp();
    const wine = await createWine(t.db, { name: "Last Case", stock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.post<Answer>(PATH, { kind: "wine", itemId: wine.id, change: -1, reason: "tasting-room" }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(5);
    for (const a of refused) {
      expect(a.body.message).toBe(
        "Only 0 in stock: the stock cannot go below 0. Check the count and try again.",
      );
    }
    expect(await stockOf(t, wine.id)).toBe(0);
    expect(
      await t.db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.productId, wine.id), eq(stockMovements.reason, "adjustment"))),
    ).toHaveLength(5);
  });

  it("refuses a change that would go below 0 and leaves unlimited stock alone, changing nothing", async () => {
    const { t, admin } = await adminApp();
    const wine = await createWine(t.db, { stock: 2 });
    const below = await admin.post<ApiError>(PATH, {
      kind: "wine",
      itemId: wine.id,
      change: -3,
      reason: "breakage",
    });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe(
      "Only 2 in stock: the stock cannot go below 0. Check the count and try again.",
    );
    const unlimited = await createWine(t.db, { stock: -1 });
    const none = await admin.post<ApiError>(PATH, {
      kind: "wine",
      itemId: unlimited.id,
      change: 5,
      reason: "received",
    });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(
      "This wine has unlimited stock: set a number of bottles in the wine form first.",
    );
    expect(await stockOf(t, wine.id)).toBe(2);
    expect(await stockOf(t, unlimited.id)).toBe(-1);
    expect(await t.db.select().from(stockMovements).where(eq(stockMovements.reason, "adjustment"))).toEqual(
      [],
    );
  });

  it("adjusts one size of apparel (the item's total follows) and an item without sizes", async () => {
    const { t, admin } = await adminApp();
    const hoodie = "merch-logo-hoodie";
    const noSize = await admin.post<ApiError>(PATH, {
      kind: "merchandise",
      itemId: hoodie,
      change: 2,
      reason: "received",
    });
    expect(noSize.status).toBe(400);
    expect(noSize.body.message).toBe("Choose the size of Ridge Road Logo Hoodie to adjust");
    const m = await admin.post<Answer>(PATH, {
      kind: "merchandise",
      itemId: hoodie,
      size: "M",
      change: -6,
      reason: "count-correction",
    });
    expect(m.body).toMatchObject({ stock: 18, adjustment: { size: "M", change: -6, stockAfter: 0 } });
    expect(await sizeStock(t, hoodie, "M")).toBe(0);
    expect(await itemStock(t, hoodie)).toBe(18);
    const below = await admin.post<ApiError>(PATH, {
      kind: "merchandise",
      itemId: hoodie,
      size: "M",
      change: -1,
      reason: "breakage",
    });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe(
      "Only 0 in size M: the stock cannot go below 0. Check the count and try again.",
    );

    const tote = "merch-canvas-wine-tote";
    const sized = await admin.post<ApiError>(PATH, {
      kind: "merchandise",
      itemId: tote,
      size: "M",
      change: 1,
      reason: "returned",
    });
    expect(sized.body.message).toBe("Canvas Wine Tote does not come in sizes");
    const returned = await admin.post<Answer>(PATH, {
      kind: "merchandise",
      itemId: tote,
      change: 1,
      reason: "returned",
    });
    expect(returned.body.stock).toBe(36);
    expect(await itemStock(t, tote)).toBe(36);
    const list = await admin.get<StockAdjustment[]>(`${PATH}?kind=merchandise&itemId=${hoodie}`);
    expect(list.body.map((a) => [a.size, a.change])).toEqual([["M", -6]]);
  });

  it("answers bad input with a clear 400 and an unknown item with 404", async () => {
    const { t, admin } = await adminApp();
    const wine = await createWine(t.db, { stock: 4 });
    const issue = async (body: Record<string, unknown>) => {
      const res = await admin.post<ApiError>(PATH, {
        kind: "wine",
        itemId: wine.id,
        reason: "received",
        ...body,
      });
      expect(res.status).toBe(400);
      return res.body.issues?.[0]?.message ?? res.body.message;
    };
    expect(await issue({ change: 0 })).toBe("The change cannot be 0");
    expect(await issue({ change: 1.5 })).toBe("The change must be a whole number");
    expect(await issue({ change: "12" })).toBe("Enter a change like 12 or -3");
    expect(await issue({ change: 20000 })).toBe("A change can be at most 10000 either way");
    expect(await issue({ change: 1, reason: "theft" })).toBe("Choose a reason");
    expect(await issue({ change: 1, size: "M" })).toBe("Wines do not come in sizes");
    const missing = await admin.post<ApiError>(PATH, {
      kind: "wine",
      itemId: "nope",
      change: 1,
      reason: "received",
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Wine not found");
    expect(await stockOf(t, wine.id)).toBe(4);
  });

  it("is for admins only", async () => {
    const t = await createTestApp();
    const wine = await createWine(t.db, { stock: 4 });
    const body = { kind: "wine", itemId: wine.id, change: 1, reason: "received" };
    expect((await t.client().post(PATH, body)).status).toBe(401);
    const { client } = await t.signedIn();
    expect((await client.post(PATH, body)).status).toBe(403);
    expect((await client.get(`${PATH}?kind=wine&itemId=${wine.id}`)).status).toBe(403);
    expect(await stockOf(t, wine.id)).toBe(4);
  });
});
