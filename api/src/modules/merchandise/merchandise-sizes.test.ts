import type { ApiError, CartLine, Merchandise, Order } from "contracts";
import { merchandise, merchandiseSizes, orders } from "db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CARDS,
  checkoutBody,
  createTestApp,
  payCart,
  postCheckout,
  type TestApp,
  type TestClient,
} from "../../test/helpers";
import { outbox } from "../../test/mail";

const TEE = "merch-vineyard-rows-tee";
const TOTE = "merch-canvas-wine-tote";

async function sizeStockOf(t: TestApp, id: string, size: string): Promise<number | undefined> {
  return (
    await t.db
      .select({ stock: merchandiseSizes.stock })
      .from(merchandiseSizes)
      .where(and(eq(merchandiseSizes.merchandiseId, id), eq(merchandiseSizes.size, size as "M")))
  )[0]?.stock;
}

async function itemStockOf(t: TestApp, id: string): Promise<number | undefined> {
  return (await t.db.select({ stock: merchandise.stock }).from(merchandise).where(eq(merchandise.id, id)))[0]
    ?.stock;
}

function addTee(client: TestClient, size: string | undefined, quantity = 1) {
  return client.post<CartLine & Partial<ApiError>>("/api/cart", {
    productId: TEE,
    productType: "merchandise",
    quantity,
    ...(size === undefined ? {} : { size }),
  });
}

/** The tee with only what a test needs in stock: one M and five L. */
async function teeWithLastM() {
  const t = await createTestApp({ paymentDelayMs: 5 });
  const { client: admin } = await t.signedIn({ role: "admin" });
  const tee = (await t.client().get<Merchandise[]>("/api/merchandise")).body.find((m) => m.id === TEE);
  if (!tee) throw new Error("no tee");
  const saved = await admin.put<Merchandise>(`/api/merchandise/${TEE}`, {
    ...tee,
    sizes: [
      { size: "M", stock: 1 },
      { size: "L", stock: 5 },
    ],
  });
  expect(saved.status).toBe(200);
  expect(saved.body.stock).toBe(6);
  return { t, admin };
}

describe("apparel sizes in the shop", () => {
  it("lists every size of apparel with its stock, adding up to the item's stock", async () => {
    const t = await createTestApp();
    const items = (await t.client().get<Merchandise[]>("/api/merchandise")).body;
    const hoodie = items.find((m) => m.id === "merch-logo-hoodie");
    expect(hoodie?.sizes).toEqual([
      { size: "S", stock: 4 },
      { size: "M", stock: 6 },
      { size: "L", stock: 7 },
      { size: "XL", stock: 5 },
      { size: "XXL", stock: 2 },
    ]);
    expect(hoodie?.stock).toBe(24);
    expect(items.find((m) => m.id === TOTE)?.sizes).toEqual([]);
  });

  it("keeps the size on the cart line: the same shirt in two sizes is two lines", async () => {
    const t = await createTestApp();
    const client = t.client();
    const m = await addTee(client, "M");
    expect(m.status).toBe(200);
    expect(m.body).toMatchObject({ type: "merchandise", size: "M", quantity: 1, unitPrice: "24.99" });
    const again = await addTee(client, "m", 2);
    expect(again.body).toMatchObject({ id: m.body.id, size: "M", quantity: 3 });
    const l = await addTee(client, "L");
    expect(l.body.id).not.toBe(m.body.id);
    const lines = (await client.get<CartLine[]>("/api/cart")).body;
    expect(lines.map((line) => [line.merchandise?.name, line.size, line.quantity, line.maxQuantity])).toEqual(
      [
        ["Vineyard Rows T-Shirt", "M", 3, 10],
        ["Vineyard Rows T-Shirt", "L", 1, 12],
      ],
    );
  });

  it("asks for a size on apparel, refuses one elsewhere, and bounds a line by its size's stock", async () => {
    const t = await createTestApp();
    const client = t.client();
    const missing = await addTee(client, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Choose a size for Vineyard Rows T-Shirt");
    const unknown = await addTee(client, "XS");
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues?.[0]?.message).toBe("Choose a size: S, M, L, XL, XXL");
    const tote = await client.post<ApiError>("/api/cart", {
      productId: TOTE,
      productType: "merchandise",
      size: "M",
    });
    expect(tote.status).toBe(400);
    expect(tote.body.message).toBe("Canvas Wine Tote does not come in sizes");
    const tooMany = await addTee(client, "XXL", 5);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe("Only 4 of Vineyard Rows T-Shirt (size XXL) available");
    const line = await addTee(client, "XXL", 4);
    const over = await client.patch<ApiError>(`/api/cart/${line.body.id}`, { quantity: 5 });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("Only 4 of Vineyard Rows T-Shirt (size XXL) available");
    expect((await client.get<CartLine[]>("/api/cart")).body.map((l) => [l.size, l.quantity])).toEqual([
      ["XXL", 4],
    ]);
  });
});

describe("apparel sizes at checkout", () => {
  it("sells the last M to exactly one of 10 buyers at once", async () => {
    const { t } = await teeWithLastM();
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const client = t.client();
        expect((await addTee(client, "M")).status).toBe(200);
        return { client, body: await checkoutBody(client) };
      }),
    );
    const results = await Promise.all(buyers.map(({ client, body }) => postCheckout(client, body)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.message).toBe("Sorry, Vineyard Rows T-Shirt in size M is out of stock.");
    }
    expect(await sizeStockOf(t, TEE, "M")).toBe(0);
    expect(await sizeStockOf(t, TEE, "L")).toBe(5);
    expect(await itemStockOf(t, TEE)).toBe(5);
    expect(await t.db.select().from(orders).where(eq(orders.status, "confirmed"))).toHaveLength(1);
    expect(t.payments.charges).toHaveLength(1);
  });

  it("shows the size on the order and the receipt, and gives it back when the order is cancelled", async () => {
    const { t, admin } = await teeWithLastM();
    const client = t.client();
    await addTee(client, "L", 2);
    const paid = await payCart(client);
    expect(paid.status).toBe(200);
    expect(await sizeStockOf(t, TEE, "L")).toBe(3);
    expect(await itemStockOf(t, TEE)).toBe(4);
    const order = await client.get<Order>(`/api/orders/${paid.body.orderId}?token=${paid.body.orderToken}`);
    expect(order.body.items.map((i) => [i.name, i.size, i.quantity])).toEqual([
      ["Vineyard Rows T-Shirt", "L", 2],
    ]);
    const receipt = (await outbox(t)).find((m) => m.kind === "order_receipt");
    expect(receipt?.text).toContain("Qty 2 × $24.99 · Size L");

    const cancelled = await admin.put<Order>(`/api/orders/${paid.body.orderId}`, { status: "cancelled" });
    expect(cancelled.body.status).toBe("cancelled");
    expect(await sizeStockOf(t, TEE, "L")).toBe(5);
    expect(await sizeStockOf(t, TEE, "M")).toBe(1);
    expect(await itemStockOf(t, TEE)).toBe(6);
  });

  it("gives a declined payment's size back at once", async () => {
    const { t } = await teeWithLastM();
    const client = t.client();
    await addTee(client, "M");
    const declined = await payCart(client, { card: CARDS.declined });
    expect(declined.status).toBe(402);
    expect(await sizeStockOf(t, TEE, "M")).toBe(1);
    expect(await itemStockOf(t, TEE)).toBe(6);
  });
});

describe("apparel sizes in the admin form", () => {
  it("asks apparel for its sizes, refuses sizes elsewhere, and drops sizes when an item stops being apparel", async () => {
    const t = await createTestApp();
    const { client: admin } = await t.signedIn({ role: "admin" });
    const base = {
      name: "Harvest Cap",
      description: "A cap.",
      price: "20",
      category: "Apparel",
    };
    const noSizes = await admin.post<ApiError>("/api/merchandise", { ...base, stock: 5 });
    expect(noSizes.status).toBe(400);
    expect(noSizes.body.issues?.[0]?.message).toBe("Enter the stock of each size");
    const twice = await admin.post<ApiError>("/api/merchandise", {
      ...base,
      sizes: [
        { size: "M", stock: 1 },
        { size: "M", stock: 2 },
      ],
    });
    expect(twice.body.issues?.[0]?.message).toBe("Each size can be listed once");
    const glass = await admin.post<ApiError>("/api/merchandise", {
      ...base,
      category: "Glassware",
      stock: 3,
      sizes: [{ size: "M", stock: 1 }],
    });
    expect(glass.body.issues?.[0]?.message).toBe("Only apparel comes in sizes");
    const noStock = await admin.post<ApiError>("/api/merchandise", { ...base, category: "Glassware" });
    expect(noStock.body.issues?.[0]?.message).toBe("Stock is required");

    const cap = await admin.post<Merchandise>("/api/merchandise", {
      ...base,
      sizes: [{ size: "XL", stock: 3 }],
    });
    expect(cap.body).toMatchObject({ stock: 3, inStock: true });
    expect(cap.body.sizes.map((s) => s.stock)).toEqual([0, 0, 0, 3, 0]);
    const accessory = await admin.put<Merchandise>(`/api/merchandise/${cap.body.id}`, {
      ...base,
      category: "Accessories",
      stock: 9,
    });
    expect(accessory.body).toMatchObject({ stock: 9, sizes: [] });
    expect(
      await t.db.select().from(merchandiseSizes).where(eq(merchandiseSizes.merchandiseId, cap.body.id)),
    ).toEqual([]);
  });
});
