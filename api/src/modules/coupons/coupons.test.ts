import type { AdminCoupon, ApiError, CartSummaryOutput } from "contracts";
import { createWine } from "db/seed/factories";
import { describe, expect, it } from "vitest";
import { couponUses, createTestApp, firstIssueOf, payCart } from "../../test/helpers";
import { adminOf, FIFTY_DOLLAR_WINE } from "../../test/orders";

const form = {
  code: "harvest5",
  name: "Harvest five off",
  description: "Five dollars off after the harvest festival",
  type: "fixed",
  value: "5",
  minOrderAmount: "30",
  maxUses: 2,
  membershipTierRequired: null,
  isActive: true,
  validFrom: "2026-11-01",
  validUntil: "2026-11-30",
};

describe("admin coupons", () => {
  it("creates, lists, edits and deletes a coupon with every field", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const created = await admin.post<AdminCoupon>("/api/admin/coupons", form);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(String),
      code: "HARVEST5",
      name: "Harvest five off",
      description: "Five dollars off after the harvest festival",
      type: "fixed",
      value: "5.00",
      minOrderAmount: "30.00",
      maxUses: 2,
      usedCount: 0,
      membershipTierRequired: null,
      isActive: true,
      validFrom: "2026-11-01",
      validUntil: "2026-11-30",
      createdAt: "2026-11-20T15:00:00.000Z",
    });
    const list = await admin.get<AdminCoupon[]>("/api/admin/coupons");
    expect(list.body.map((c) => `${c.code} ${c.usedCount}/${c.maxUses ?? "-"}`).sort()).toEqual([
      "HARVEST5 0/2",
      "WINE1 0/-",
    ]);
    const edited = await admin.put<AdminCoupon>(`/api/admin/coupons/${created.body.id}`, {
      ...form,
      type: "percentage",
      value: "12.5",
      membershipTierRequired: "premium",
      validUntil: null,
      isActive: false,
    });
    expect(edited.body).toMatchObject({
      code: "HARVEST5",
      type: "percentage",
      value: "12.50",
      membershipTierRequired: "premium",
      validUntil: null,
      isActive: false,
    });
    const removed = await admin.delete(`/api/admin/coupons/${created.body.id}`);
    expect(removed.body).toEqual({ deleted: true });
    expect((await admin.get<AdminCoupon[]>("/api/admin/coupons")).body.map((c) => c.code)).toEqual(["WINE1"]);
  });

  it("refuses a duplicate code in any case, and bad fields with the form's messages", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const duplicate = await admin.post<ApiError>("/api/admin/coupons", { ...form, code: "wine1" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("A coupon with this code already exists");
    const issue = firstIssueOf(admin, "/api/admin/coupons", form);
    expect(await issue({ code: "ab" })).toBe("A code has at least 3 characters");
    expect(await issue({ code: "SPACE BAR" })).toBe("Use letters, digits, dashes and underscores only");
    expect(await issue({ type: "percentage", value: "120" })).toBe("A percentage is between 1 and 100");
    expect(await issue({ value: "0" })).toBe("A fixed amount is at least 0.01");
    expect(await issue({ value: "five" })).toBe("Enter a number like 10 or 5.00");
    expect(await issue({ maxUses: 0 })).toBe("Max uses is at least 1");
    expect(await issue({ validUntil: "2026-10-31" })).toBe("The end date is before the start date");
    expect(await issue({ validFrom: "2026-02-30" })).toBe("Enter a date like 2026-12-31");
    expect((await admin.get<AdminCoupon[]>("/api/admin/coupons")).body).toHaveLength(1);
  });

  it("is for admins only", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    expect((await t.client().get("/api/admin/coupons")).status).toBe(401);
    expect((await client.get("/api/admin/coupons")).status).toBe(403);
    expect((await client.post("/api/admin/coupons", form)).status).toBe(403);
    const wine1 = (await (await adminOf(t)).get<AdminCoupon[]>("/api/admin/coupons")).body[0];
    expect((await client.put(`/api/admin/coupons/${wine1?.id}`, form)).status).toBe(403);
    expect((await client.delete(`/api/admin/coupons/${wine1?.id}`)).status).toBe(403);
  });

  it("deactivates a coupon an order used instead of deleting it", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const created = await admin.post<AdminCoupon>("/api/admin/coupons", { ...form, minOrderAmount: null });
    const wine = await createWine(t.db, { price: FIFTY_DOLLAR_WINE, stock: 10 });
    const shopper = t.client();
    await shopper.post("/api/cart", { wineId: wine.id, quantity: 1 });
    expect((await payCart(shopper, { coupon: "harvest5" })).status).toBe(200);
    expect(await couponUses(t, "HARVEST5")).toBe(1);
    expect((await admin.delete(`/api/admin/coupons/${created.body.id}`)).body).toEqual({ deactivated: true });
    const [kept] = (await admin.get<AdminCoupon[]>("/api/admin/coupons")).body;
    expect(kept).toMatchObject({ code: "HARVEST5", isActive: false, usedCount: 1 });
  });
});

describe("a fixed-amount coupon at the checkout", () => {
  it("takes its amount off the items, and no more than they cost", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    await admin.post("/api/admin/coupons", { ...form, code: "TENOFF", value: "10", minOrderAmount: null });
    await admin.post("/api/admin/coupons", { ...form, code: "BIGGIFT", value: "500", minOrderAmount: null });
    const wine = await createWine(t.db, { price: "40.00", stock: 10 });
    const shopper = t.client();
    await shopper.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const ten = await shopper.put<CartSummaryOutput>("/api/cart/coupon", { code: "tenoff" });
    expect(ten.body).toMatchObject({
      subtotal: "40.00",
      discount: "10.00",
      discountPercent: 0,
      discountSource: "coupon",
      couponType: "fixed",
      couponCode: "TENOFF",
      tax: "2.40",
      shipping: "15.00",
      total: "47.40",
    });
    const big = await shopper.put<CartSummaryOutput>("/api/cart/coupon", { code: "BIGGIFT" });
    expect(big.body).toMatchObject({ discount: "40.00", tax: "0.00", shipping: "15.00", total: "15.00" });
    const paid = await payCart(shopper, { coupon: "BIGGIFT" });
    expect(paid.status).toBe(200);
    expect(await couponUses(t, "BIGGIFT")).toBe(1);
  });

  it("loses to a larger club discount, and the summary says the club discount was kept", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    await admin.post("/api/admin/coupons", { ...form, code: "TWOOFF", value: "1.50", minOrderAmount: null });
    const wine = await createWine(t.db, { price: "40.00", stock: 10 });
    const { client } = await t.signedIn({ membershipTier: "essential" });
    await client.post("/api/cart", { wineId: wine.id, quantity: 1 });
    const summary = await client.put<CartSummaryOutput>("/api/cart/coupon", { code: "TWOOFF" });
    expect(summary.body).toMatchObject({
      discount: "2.00",
      discountSource: "member",
      discountPercent: 5,
      couponType: null,
      couponCode: null,
      cartCoupon: "TWOOFF",
    });
  });
});
