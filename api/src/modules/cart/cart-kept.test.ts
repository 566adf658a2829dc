import type { ApiError, CartLine, CartSummaryOutput, Order } from "contracts";
import { cartCoupons, cartItems, coupons } from "db";
import { createWine } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionIdFromToken } from "../../auth/sessions";
import { couponUses, createTestApp, payCart, shippingAddress, TEST_PASSWORD } from "../../test/helpers";

describe("the cart keeps its coupon on the server", () => {
  it("applies a coupon that every later summary uses, until it is removed", async () => {
    const t = await createTestApp();
    const wine = await createWine(t.db, { price: "30.00", stock: 50 });
    const client = t.client();
    await client.post("/api/cart", { wineId: wine.id, quantity: 2 });
    const applied = await client.put<CartSummaryOutput>("/api/cart/coupon", { code: "wine1" });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      subtotal: "60.00",
      discount: "6.00",
      discountSource: "coupon",
      couponCode: "WINE1",
      cartCoupon: "WINE1",
      total: "73.32",
    });
    // Another page, later: the summary without any coupon in the address still has it.
    expect((await client.get<CartSummaryOutput>("/api/cart/summary")).body).toMatchObject({
      discount: "6.00",
      couponCode: "WINE1",
    });
    const removed = await client.delete<CartSummaryOutput>("/api/cart/coupon");
    expect(removed.body).toMatchObject({ discount: "0.00", couponCode: null, cartCoupon: null });
    expect(await t.db.select().from(cartCoupons)).toHaveLength(0);
  });

  it("refuses an unknown code with 404 and an expired one with its reason, keeping nothing", async () => {
    const t = await createTestApp();
    await t.db.write((tx) =>
      tx
        .insert(coupons)
        .values({ code: "OLD10", name: "Old", value: "10.00", validUntil: "2026-01-01T00:00:00.000Z" }),
    );
    const client = t.client();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const unknown = await client.put<ApiError>("/api/cart/coupon", { code: "NOPE" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Invalid coupon");
    const expired = await client.put<ApiError>("/api/cart/coupon", { code: "old10" });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe("This coupon has expired");
    expect(await t.db.select().from(cartCoupons)).toHaveLength(0);
  });

  it("says why a kept coupon is no longer applied", async () => {
    const t = await createTestApp();
    const client = t.client();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    await client.put("/api/cart/coupon", { code: "WINE1" });
    await t.db.write((tx) => tx.update(coupons).set({ isActive: false }).where(eq(coupons.code, "WINE1")));
    expect((await client.get<CartSummaryOutput>("/api/cart/summary")).body).toMatchObject({
      discount: "0.00",
      couponCode: null,
      couponError: "Invalid coupon",
      cartCoupon: "WINE1",
    });
  });

  it("follows the visitor through sign-in into the user's cart", async () => {
    const t = await createTestApp();
    const user = await t.user();
    const client = t.client();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 2 });
    await client.put("/api/cart/coupon", { code: "WINE1" });
    await client.post("/api/auth/login", { username: user.username, password: TEST_PASSWORD });
    expect((await client.get<CartSummaryOutput>("/api/cart/summary")).body).toMatchObject({
      subtotal: "44.00",
      discount: "4.40",
      couponCode: "WINE1",
    });
    expect(await t.db.select().from(cartCoupons)).toEqual([
      expect.objectContaining({ owner: `user:${user.id}`, code: "WINE1" }),
    ]);
  });

  it("is used by checkout without being sent, counted once, and spent by the paid order", async () => {
    const t = await createTestApp();
    const client = t.client();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 2 });
    await client.put("/api/cart/coupon", { code: "WINE1" });
    const paid = await payCart(client);
    expect(paid.status).toBe(200);
    const order = await client.get<Order>(`/api/orders/${paid.body.orderId}?token=${paid.body.orderToken}`);
    expect(order.body).toMatchObject({ discount: "4.40", couponCode: "WINE1" });
    expect(await couponUses(t, "WINE1")).toBe(1);
    expect(await t.db.select().from(cartCoupons)).toHaveLength(0);
  });

  it("tells a member their club discount is kept when it beats the coupon", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn({ membershipTier: "elite" });
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 2 });
    const applied = await client.put<CartSummaryOutput>("/api/cart/coupon", { code: "WINE1" });
    expect(applied.body).toMatchObject({
      discount: "6.60",
      discountSource: "member",
      couponCode: null,
      cartCoupon: "WINE1",
    });
  });

  it("counts coupon checks: 30 a minute from one address, then 429", async () => {
    const t = await createTestApp();
    const client = t.client();
    for (let i = 0; i < 30; i++) {
      const res = await client.post("/api/coupons/validate", { code: `GUESS${i}` });
      expect(res.status).toBe(404);
    }
    const blocked = await client.put<ApiError>("/api/cart/coupon", { code: "WINE1" });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("60");
    expect(blocked.body.message).toBe("Too many coupon attempts. Please try again in 1 minute.");
    expect(await t.db.select().from(cartCoupons)).toHaveLength(0);
    t.clock.advance(60_000);
    expect((await client.post("/api/coupons/validate", { code: "WINE1" })).status).toBe(200);
  });
});

describe("cart limits and tokens", () => {
  it("holds at most 50 lines: the 51st is a 409 that adds nothing, more of a line is fine", async () => {
    const t = await createTestApp();
    const client = t.client();
    const made = [];
    for (let i = 0; i < 51; i++) made.push(await createWine(t.db, { name: `Wine ${i}`, stock: 20 }));
    for (const wine of made.slice(0, 50)) {
      expect((await client.post("/api/cart", { wineId: wine.id, quantity: 1 })).status).toBe(200);
    }
    const full = await client.post<ApiError>("/api/cart", { wineId: made[50]?.id, quantity: 1 });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      "Your cart is full: it holds at most 50 different items. Remove one to add another.",
    );
    const gift = await client.post<ApiError>("/api/gift-packages/gift-anniversary-reserve/add-to-cart", {});
    expect(gift.status).toBe(409);
    expect((await client.post("/api/cart", { wineId: made[0]?.id, quantity: 1 })).status).toBe(200);
    expect(await t.db.select().from(cartItems)).toHaveLength(50);
  });

  it("never holds more than 50 lines when adds race", async () => {
    const t = await createTestApp();
    const client = t.client();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const made = [];
    for (let i = 0; i < 60; i++) made.push(await createWine(t.db, { name: `Racer ${i}`, stock: 20 }));
    const answers = await Promise.all(
      made.map((w) => client.post("/api/cart", { wineId: w.id, quantity: 1 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(49);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(11);
    expect(await t.db.select().from(cartItems)).toHaveLength(50);
  });

  it("stores a visitor's cart under the SHA-256 of the cookie, never the cookie itself", async () => {
    const t = await createTestApp();
    const client = t.client();
    await client.post("/api/cart", { wineId: "wine-lakeshore-riesling-2022", quantity: 1 });
    const cookie = client.cookies.get("rr_cart") ?? "";
    expect(cookie).not.toBe("");
    const rows = await t.db.select().from(cartItems);
    expect(rows.map((r) => r.cartToken)).toEqual([sessionIdFromToken(cookie)]);
    expect(rows[0]?.cartToken).not.toBe(cookie);
  });

  it("shows a member's free wine at 0.00 on its line", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn({ membershipTier: "essential" });
    const line = await client.post<CartLine>("/api/cart", {
      wineId: "wine-covered-bridge-traminette-2023",
      quantity: 1,
      type: "membership_wine",
    });
    expect(line.status).toBe(200);
    expect(line.body).toMatchObject({ type: "membership_wine", unitPrice: "0.00", lineTotal: "0.00" });
  });
});

describe("exclusive wines", () => {
  const EXCLUSIVE = "wine-harbor-light-pinot-noir-2021";

  it("are refused to visitors and customers with 403, and sold to members", async () => {
    const t = await createTestApp();
    const { client: customer } = await t.signedIn();
    for (const client of [t.client(), customer]) {
      const res = await client.post<ApiError>("/api/cart", { wineId: EXCLUSIVE, quantity: 1 });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("This wine is for wine club members.");
    }
    expect(await t.db.select().from(cartItems)).toHaveLength(0);
    const { client: member } = await t.signedIn({ membershipTier: "essential" });
    expect((await member.post("/api/cart", { wineId: EXCLUSIVE, quantity: 1 })).status).toBe(200);
    const paid = await payCart(member, { customerInfo: shippingAddress });
    expect(paid.status).toBe(200);
  });

  it("are refused at checkout when the membership ended after the wine went into the cart", async () => {
    const t = await createTestApp();
    const { client, user } = await t.signedIn({ membershipTier: "premium" });
    await client.post("/api/cart", { wineId: EXCLUSIVE, quantity: 1 });
    const { users } = await import("db");
    await t.db.write((tx) => tx.update(users).set({ membershipTier: null }).where(eq(users.id, user.id)));
    const paid = await payCart(client, { customerInfo: shippingAddress });
    expect(paid.status).toBe(403);
    expect(paid.body.message).toBe("This wine is for wine club members.");
    expect(t.payments.charges).toHaveLength(0);
  });
});
