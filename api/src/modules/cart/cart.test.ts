import type { ApiError, CartLine, CartSummaryOutput, GiftPackage, Merchandise } from "contracts";
import { cartItems, coupons } from "db";
import { createWine } from "db/seed/factories";
import { describe, expect, it } from "vitest";
import {
  couponUses,
  createTestApp,
  payCart,
  shippingAddress,
  stockOf,
  TEST_PASSWORD,
  type TestClient,
} from "../../test/helpers";

async function setup() {
  const t = await createTestApp();
  const cab = await createWine(t.db, {
    name: "Test Cabernet",
    price: "20.00",
    casePrice: "204.00",
    bottlesPerCase: 12,
    stock: 100,
  });
  const rare = await createWine(t.db, { name: "Rare Ice Wine", price: "45.00", stock: 3 });
  const gone = await createWine(t.db, { name: "Sold Out Rosé", price: "15.00", stock: 0 });
  const endless = await createWine(t.db, { name: "House Red", price: "12.50", stock: -1 });
  return { t, cab, rare, gone, endless };
}

const cartOf = async (client: TestClient) => (await client.get<CartLine[]>("/api/cart")).body;

describe("a visitor's cart, by cookie only", () => {
  it("adds, changes quantity, customizes, removes and summarises over REST", async () => {
    const { t, cab, endless } = await setup();
    const client = t.client();
    const added = await client.post<CartLine>("/api/cart", { wineId: cab.id, quantity: 2 });
    expect(added.status).toBe(200);
    const cookie = added.headers.getSetCookie().find((c) => c.startsWith("rr_cart="));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(added.body).toMatchObject({
      quantity: 2,
      unitPrice: "20.00",
      lineTotal: "40.00",
      casePricing: false,
    });
    expect(added.body).not.toHaveProperty("type");

    // adding the same wine again adds up on one line
    await client.post("/api/cart", { wineId: cab.id, quantity: 1 });
    await client.post("/api/cart", { wineId: endless.id });
    let lines = await cartOf(client);
    expect(lines.map((l) => [l.wine?.name, l.quantity])).toEqual([
      ["Test Cabernet", 3],
      ["House Red", 1],
    ]);

    const cabLine = lines[0]?.id ?? "";
    const changed = await client.patch<CartLine>(`/api/cart/${cabLine}`, { quantity: 13 });
    expect(changed.body).toMatchObject({ quantity: 13, lineTotal: "224.00", casePricing: true });

    const packaged = await client.patch<CartLine>(`/api/cart/${cabLine}/customize`, {
      packaging: { id: "premium" },
    });
    expect(packaged.body.packaging).toEqual({ id: "premium", name: "Premium Wooden Box", price: "15.00" });
    const messaged = await client.patch<CartLine>(`/api/cart/${cabLine}/customize`, {
      customMessage: "Happy anniversary!",
    });
    expect(messaged.body.customMessage).toBe("Happy anniversary!");
    expect(messaged.body.packaging?.id).toBe("premium");

    const summary = await client.get<CartSummaryOutput>("/api/cart/summary");
    // 224.00 + 12.50 items, 13 x 15.00 packaging
    expect(summary.body).toMatchObject({
      subtotal: "236.50",
      packaging: "195.00",
      discount: "0.00",
      tax: "34.52",
      shipping: "0.00",
      total: "466.02",
      itemCount: 14,
    });

    const removed = await client.delete(`/api/cart/${cabLine}`);
    expect(removed.body).toEqual({ success: true });
    lines = await cartOf(client);
    expect(lines.map((l) => l.wine?.name)).toEqual(["House Red"]);
    const after = await client.get<CartSummaryOutput>("/api/cart/summary");
    expect(after.body).toMatchObject({ subtotal: "12.50", tax: "1.00", shipping: "15.00", total: "28.50" });
    expect(after.body.freeShippingRemaining).toBe("87.51");
  });

  it("keeps one visitor's cart away from another's", async () => {
    const { t, cab } = await setup();
    const a = t.client();
    const line = (await a.post<CartLine>("/api/cart", { wineId: cab.id, quantity: 1 })).body;
    const b = t.client();
    expect(await cartOf(b)).toEqual([]);
    expect((await b.patch(`/api/cart/${line.id}`, { quantity: 2 })).status).toBe(404);
    expect((await b.delete(`/api/cart/${line.id}`)).status).toBe(404);
    await b.post("/api/cart", { wineId: cab.id, quantity: 1 });
    expect((await b.delete(`/api/cart/${line.id}`)).status).toBe(404);
    expect((await cartOf(a)).map((l) => l.quantity)).toEqual([1]);
  });

  it("ignores a price or discount sent by the client", async () => {
    const { t, cab } = await setup();
    const client = t.client();
    const res = await client.post<CartLine>("/api/cart", {
      wineId: cab.id,
      quantity: 1,
      price: "0.01",
      discount: 99,
    });
    expect(res.body.unitPrice).toBe("20.00");
    const summary = await client.get<CartSummaryOutput>("/api/cart/summary");
    expect(summary.body).toMatchObject({ subtotal: "20.00", discount: "0.00", total: "36.60" });
  });
});

describe("quantity bounds and stock", () => {
  it("refuses more than the stock and leaves the cart unchanged", async () => {
    const { t, rare } = await setup();
    const client = t.client();
    await client.post("/api/cart", { wineId: rare.id, quantity: 2 });
    const res = await client.post<ApiError>("/api/cart", { wineId: rare.id, quantity: 2 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only 3 of Rare Ice Wine available (2 already in your cart)");
    expect((await cartOf(client)).map((l) => l.quantity)).toEqual([2]);
    const line = (await cartOf(client))[0]?.id ?? "";
    const patch = await client.patch<ApiError>(`/api/cart/${line}`, { quantity: 4 });
    expect(patch.status).toBe(409);
    expect(patch.body.message).toBe("Only 3 of Rare Ice Wine available");
    expect((await cartOf(client))[0]?.maxQuantity).toBe(3);
  });

  it("refuses more than 24 bottles, even of an unlimited wine", async () => {
    const { t, endless } = await setup();
    const client = t.client();
    expect((await client.post("/api/cart", { wineId: endless.id, quantity: 24 })).status).toBe(200);
    const res = await client.post<ApiError>("/api/cart", { wineId: endless.id, quantity: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "You can order at most 24 of House Red at a time (24 already in your cart)",
    );
    expect((await cartOf(client)).map((l) => l.quantity)).toEqual([24]);
  });

  it("refuses an out-of-stock wine, a quantity below 1 and an unknown wine", async () => {
    const { t, gone, cab } = await setup();
    const client = t.client();
    const out = await client.post<ApiError>("/api/cart", { wineId: gone.id, quantity: 1 });
    expect(out.status).toBe(409);
    expect(out.body.message).toBe("Sold Out Rosé is out of stock");
    const zero = await client.post<ApiError>("/api/cart", { wineId: cab.id, quantity: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe("Quantity must be at least 1");
    const unknown = await client.post<ApiError>("/api/cart", { wineId: "no-such-wine", quantity: 1 });
    expect(unknown.status).toBe(404);
    const line = (await client.post<CartLine>("/api/cart", { wineId: cab.id, quantity: 1 })).body;
    const below = await client.patch<ApiError>(`/api/cart/${line.id}`, { quantity: 0 });
    expect(below.status).toBe(400);
    expect((await cartOf(client)).map((l) => l.quantity)).toEqual([1]);
    expect(await t.db.select().from(cartItems)).toHaveLength(1);
  });

  it("never oversteps the bounds when adds race", async () => {
    const { t, rare } = await setup();
    const client = t.client();
    await client.post("/api/cart", { wineId: rare.id, quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.post("/api/cart", { wineId: rare.id, quantity: 1 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(8);
    expect((await cartOf(client)).map((l) => l.quantity)).toEqual([3]);
  });
});

describe("gift packages and merchandise in the cart", () => {
  it("adds a gift package as its own line of 1 with packaging charged once", async () => {
    const { t } = await setup();
    const client = t.client();
    const gifts = (await client.get<GiftPackage[]>("/api/gift-packages")).body;
    const gift = gifts[0];
    if (!gift) throw new Error("no seeded gift");
    const line = await client.post<CartLine>(`/api/gift-packages/${gift.id}/add-to-cart`, {});
    expect(line.status).toBe(200);
    expect(line.body).toMatchObject({ type: "gift-package", quantity: 1, unitPrice: gift.price });
    expect(line.body.giftPackage?.wines.length).toBeGreaterThan(0);
    const fixed = await client.patch<ApiError>(`/api/cart/${line.body.id}`, { quantity: 2 });
    expect(fixed.status).toBe(409);
    expect(fixed.body.message).toBe("This item has a fixed quantity of 1: remove it instead");
    await client.patch(`/api/cart/${line.body.id}/customize`, { packaging: { id: "luxury" } });
    const summary = (await client.get<CartSummaryOutput>("/api/cart/summary")).body;
    expect(summary.packaging).toBe("25.00");
    expect((await client.delete(`/api/gift-packages/cart/${line.body.id}`)).body).toEqual({ success: true });
    expect(await cartOf(client)).toEqual([]);
  });

  it("adds merchandise by productId within its stock and refuses messages on it", async () => {
    const { t } = await setup();
    const client = t.client();
    const items = (await client.get<Merchandise[]>("/api/merchandise")).body;
    const item = items.find((i) => i.stock > 0 && i.sizes.length === 0);
    if (!item) throw new Error("no merchandise in stock");
    const line = await client.post<CartLine>("/api/cart", {
      productId: item.id,
      productType: "merchandise",
      type: "merchandise",
      name: item.name,
      price: "0.01",
      quantity: 1,
    });
    expect(line.status).toBe(200);
    expect(line.body).toMatchObject({ type: "merchandise", unitPrice: item.price, quantity: 1 });
    const message = await client.patch<ApiError>(`/api/cart/${line.body.id}/customize`, {
      customMessage: "Hi",
    });
    expect(message.status).toBe(400);
    const soldOut = items.find((i) => i.stock === 0);
    if (soldOut) {
      const res = await client.post<ApiError>("/api/cart", {
        productId: soldOut.id,
        productType: "merchandise",
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`${soldOut.name} is out of stock`);
    }
  });
});

describe("coupons", () => {
  it("validates WINE1 without regard to case and applies 10% in the summary", async () => {
    const { t, cab } = await setup();
    const client = t.client();
    await client.post("/api/cart", { wineId: cab.id, quantity: 3 });
    const ok = await client.post("/api/coupons/validate", { code: "wine1" });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      code: "WINE1",
      name: expect.any(String),
      type: "percentage",
      value: "10.00",
      discountPercent: 10,
    });
    const summary = (await client.get<CartSummaryOutput>("/api/cart/summary?coupon=wine1")).body;
    expect(summary).toMatchObject({
      subtotal: "60.00",
      discount: "6.00",
      discountPercent: 10,
      discountSource: "coupon",
      tax: "4.32",
      shipping: "15.00",
      total: "73.32",
      couponCode: "WINE1",
      couponError: null,
    });
  });

  it("answers 404 Invalid coupon for unknown codes and explains the other refusals", async () => {
    const { t, cab } = await setup();
    const client = t.client();
    await client.post("/api/cart", { wineId: cab.id, quantity: 1 });
    const bad = await client.post<ApiError>("/api/coupons/validate", { code: "FREEWINE" });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe("Invalid coupon");
    await t.db.write((tx) =>
      tx.insert(coupons).values({ code: "BIG50", name: "Big order", value: "5.00", minOrderAmount: "50.00" }),
    );
    const min = await client.post<ApiError>("/api/coupons/validate", { code: "big50" });
    expect(min.status).toBe(409);
    expect(min.body.message).toBe("This coupon needs an order of at least $50.00");
    const summary = (await client.get<CartSummaryOutput>("/api/cart/summary?coupon=BIG50")).body;
    expect(summary).toMatchObject({
      discount: "0.00",
      couponCode: null,
      couponError: "This coupon needs an order of at least $50.00",
    });
  });

  it("gives a member the larger of their club discount and the coupon", async () => {
    const { t, cab } = await setup();
    const { client } = await t.signedIn({ membershipTier: "elite" });
    await client.post("/api/cart", { wineId: cab.id, quantity: 5 });
    const member = (await client.get<CartSummaryOutput>("/api/cart/summary")).body;
    expect(member).toMatchObject({
      subtotal: "100.00",
      discount: "15.00",
      discountSource: "member",
      discountPercent: 15,
    });
    const withCoupon = (await client.get<CartSummaryOutput>("/api/cart/summary?coupon=WINE1")).body;
    expect(withCoupon).toMatchObject({
      discount: "15.00",
      discountSource: "member",
      couponCode: null,
      discountChoice: {
        kept: "member",
        reason: "larger",
        couponDiscount: "10.00",
        memberDiscount: "15.00",
        memberPercent: 15,
      },
    });
  });

  it("keeps the club discount when it equals the coupon, says so, and does not spend the coupon", async () => {
    const { t, cab } = await setup();
    const { client } = await t.signedIn({ membershipTier: "premium" });
    await client.post("/api/cart", { wineId: cab.id, quantity: 3 });
    const applied = await client.put<CartSummaryOutput>("/api/cart/coupon", { code: "WINE1" });
    expect(applied.status).toBe(200);
    // 3 x $20.00 = $60.00: the coupon's 10% and Premium's 10% both take off $6.00.
    expect(applied.body).toMatchObject({
      subtotal: "60.00",
      discount: "6.00",
      discountPercent: 10,
      discountSource: "member",
      couponCode: null,
      cartCoupon: "WINE1",
      tax: "4.32",
      total: "73.32",
      discountChoice: {
        kept: "member",
        reason: "equal",
        couponDiscount: "6.00",
        memberDiscount: "6.00",
        memberPercent: 10,
      },
    });
    const paid = await payCart(client, { customerInfo: shippingAddress });
    expect(paid.status).toBe(200);
    const order = await client.get<{ couponCode: string | null; discount: string; total: string }>(
      `/api/orders/${paid.body.orderId}`,
    );
    expect(order.body).toMatchObject({ couponCode: null, discount: "6.00", total: "73.32" });
    expect(await couponUses(t, "WINE1")).toBe(0);
  });

  it("reports no choice for a shopper without a club discount", async () => {
    const { t, cab } = await setup();
    const client = t.client();
    await client.post("/api/cart", { wineId: cab.id, quantity: 3 });
    const summary = (await client.get<CartSummaryOutput>("/api/cart/summary?coupon=WINE1")).body;
    expect(summary).toMatchObject({ discountSource: "coupon", couponCode: "WINE1", discountChoice: null });
  });
});

describe("signing in", () => {
  it("merges the visitor's cart into the user's, adding quantities within bounds", async () => {
    const { t, cab, rare, endless } = await setup();
    const user = await t.user();
    // the user's saved cart from an earlier visit
    const earlier = t.client();
    await earlier.post("/api/auth/login", { username: user.username, password: TEST_PASSWORD });
    await earlier.post("/api/cart", { wineId: cab.id, quantity: 2 });
    await earlier.post("/api/cart", { wineId: rare.id, quantity: 2 });

    const visitor = t.client();
    const visitorCab = (await visitor.post<CartLine>("/api/cart", { wineId: cab.id, quantity: 3 })).body;
    await visitor.patch(`/api/cart/${visitorCab.id}/customize`, { customMessage: "For Dad" });
    await visitor.post("/api/cart", { wineId: rare.id, quantity: 2 });
    await visitor.post("/api/cart", { wineId: endless.id, quantity: 1 });
    const login = await visitor.post("/api/auth/login", { username: user.username, password: TEST_PASSWORD });
    expect(
      login.headers.getSetCookie().some((c) => c.startsWith("rr_cart=;") && c.includes("Max-Age=0")),
    ).toBe(true);
    const lines = await cartOf(visitor);
    expect(lines.map((l) => [l.wine?.name, l.quantity])).toEqual([
      ["Test Cabernet", 5],
      ["Rare Ice Wine", 3],
      ["House Red", 1],
    ]);
    expect(lines[0]?.customMessage).toBe("For Dad");
    expect((await cartOf(earlier)).length).toBe(3);
    // nothing is left behind under the visitor's token, and the cart never touches stock
    expect((await t.db.select().from(cartItems)).filter((row) => row.userId === null)).toHaveLength(0);
    expect(await stockOf(t, rare.id)).toBe(3);
  });
});
