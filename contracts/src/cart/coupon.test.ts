import { describe, expect, it } from "vitest";
import {
  type CouponRecord,
  couponDiscount,
  couponPercent,
  couponProblem,
  couponState,
  couponStateLabels,
} from "./coupon";

const wine1: CouponRecord = {
  code: "WINE1",
  type: "percentage",
  value: "10.00",
  isActive: true,
  validFrom: null,
  validUntil: null,
  minOrderAmount: null,
  maxUses: null,
  usedCount: 0,
  membershipTierRequired: null,
};
const now = new Date("2026-11-21T12:00:00Z");
const check = { now, subtotalCents: 5000, tier: null };

describe("coupon checks", () => {
  it("accepts an active coupon without limits", () => {
    expect(couponProblem(wine1, check)).toBeNull();
    expect(couponPercent(wine1)).toBe(10);
  });
  it("refuses unknown and inactive coupons", () => {
    expect(couponProblem(null, check)).toBe("Invalid coupon");
    expect(couponProblem({ ...wine1, isActive: false }, check)).toBe("Invalid coupon");
  });
  it("checks the validity window", () => {
    expect(couponProblem({ ...wine1, validFrom: "2026-11-22T00:00:00Z" }, check)).toBe(
      "This coupon is not valid yet",
    );
    expect(couponProblem({ ...wine1, validUntil: "2026-11-21T11:59:59Z" }, check)).toBe(
      "This coupon has expired",
    );
    expect(couponProblem({ ...wine1, validUntil: "2026-11-21T12:00:00Z" }, check)).toBeNull();
  });
  it("checks the number of uses", () => {
    expect(couponProblem({ ...wine1, maxUses: 3, usedCount: 3 }, check)).toBe(
      "This coupon has been fully redeemed",
    );
    expect(couponProblem({ ...wine1, maxUses: 3, usedCount: 2 }, check)).toBeNull();
  });
  it("checks the minimum order on the items subtotal", () => {
    expect(couponProblem({ ...wine1, minOrderAmount: "50.01" }, check)).toBe(
      "This coupon needs an order of at least $50.01",
    );
    expect(couponProblem({ ...wine1, minOrderAmount: "50.00" }, check)).toBeNull();
  });
  it("checks the club tier", () => {
    const premiumOnly = { ...wine1, membershipTierRequired: "premium" as const };
    expect(couponProblem(premiumOnly, check)).toBe("This coupon is for premium club members and above");
    expect(couponProblem(premiumOnly, { ...check, tier: "essential" })).not.toBeNull();
    expect(couponProblem(premiumOnly, { ...check, tier: "elite" })).toBeNull();
  });
  it("accepts fixed-amount coupons and says what they take off", () => {
    const fiveOff = { ...wine1, type: "fixed" as const, value: "5.00" };
    expect(couponProblem(fiveOff, check)).toBeNull();
    expect(couponDiscount(fiveOff)).toEqual({ type: "fixed", amountCents: 500 });
    expect(couponDiscount(wine1)).toEqual({ type: "percentage", percent: 10 });
  });
});

describe("where a coupon stands for the staff", () => {
  const coupon = { isActive: true, validFrom: null, validUntil: null, maxUses: null, usedCount: 0 };
  it("is scheduled before its first day and expired after its last, in New York days", () => {
    const window = { ...coupon, validFrom: "2026-12-01", validUntil: "2026-12-31" };
    expect(couponState(window, "2026-11-27")).toEqual({ kind: "scheduled", startsOn: "2026-12-01" });
    expect(couponState(window, "2026-12-01")).toEqual({ kind: "active" });
    expect(couponState(window, "2026-12-31")).toEqual({ kind: "active" });
    expect(couponState(window, "2027-01-01")).toEqual({ kind: "expired", endedOn: "2026-12-31" });
  });
  it("is inactive when switched off, and used up at its last use", () => {
    expect(couponState({ ...coupon, isActive: false, validFrom: "2026-12-01" }, "2026-11-27")).toEqual({
      kind: "inactive",
    });
    expect(couponState({ ...coupon, maxUses: 3, usedCount: 3 }, "2026-11-27")).toEqual({ kind: "used-up" });
    expect(couponState({ ...coupon, maxUses: 3, usedCount: 2 }, "2026-11-27")).toEqual({ kind: "active" });
    expect(couponStateLabels.scheduled).toBe("Scheduled");
  });
});
