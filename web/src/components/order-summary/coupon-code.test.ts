import { describe, expect, it } from "vitest";
import { appliedCouponToast, discountChoiceNote } from "./coupon-code";

const base = {
  discountPercent: 10,
  discount: "5.00",
  couponCode: null,
  couponError: null,
  cartCoupon: "WINE1",
} as const;

describe("the toast after applying a coupon", () => {
  it("tells the saving when the coupon applies", () => {
    expect(appliedCouponToast({ ...base, discountSource: "coupon", couponCode: "WINE1" })).toEqual({
      title: "Coupon applied!",
      description: "You saved 10% with code WINE1",
    });
  });

  it("says the club discount is kept when it is larger, instead of claiming a saving", () => {
    expect(appliedCouponToast({ ...base, discountSource: "member", discountPercent: 15 })).toEqual({
      title: "Your club discount is better",
      description:
        "Your 15% club discount ($5.00) is larger than WINE1, so it applies instead. The code stays with your cart.",
    });
    const choice = {
      kept: "member",
      reason: "larger",
      couponDiscount: "5.00",
      memberDiscount: "7.50",
      memberPercent: 15,
    } as const;
    const member = { ...base, discountSource: "member", discountPercent: 15, discount: "7.50" } as const;
    expect(appliedCouponToast({ ...member, discountChoice: choice }).description).toBe(
      "Your 15% club discount ($7.50) is larger than WINE1 ($5.00), so it applies instead. The code stays with your cart.",
    );
    expect(discountChoiceNote({ ...member, discountChoice: choice })).toBe(
      "Your 15% club discount ($7.50) is larger than WINE1 ($5.00), so it is kept instead. Discounts never add up.",
    );
  });

  it("never tells a member with an equal club discount they saved anything: it says which was kept and why", () => {
    const tie = {
      ...base,
      discountSource: "member",
      discountPercent: 10,
      discount: "5.00",
      discountChoice: {
        kept: "member",
        reason: "equal",
        couponDiscount: "5.00",
        memberDiscount: "5.00",
        memberPercent: 10,
      },
    } as const;
    expect(appliedCouponToast(tie)).toEqual({
      title: "Your club discount is kept",
      description:
        "WINE1 takes off $5.00, the same as your 10% club discount, and discounts never add up: your total does not change and WINE1 is not used. The code stays with your cart.",
    });
    expect(discountChoiceNote(tie)).toBe(
      "WINE1 and your 10% club discount both take off $5.00. Discounts never add up, so your club discount is kept and WINE1 is not used.",
    );
  });

  it("says what a coupon larger than the club discount replaces", () => {
    const coupon = {
      ...base,
      discountSource: "coupon",
      couponCode: "WINE1",
      discountChoice: {
        kept: "coupon",
        reason: "larger",
        couponDiscount: "5.00",
        memberDiscount: "2.50",
        memberPercent: 5,
      },
    } as const;
    expect(appliedCouponToast(coupon)).toEqual({
      title: "Coupon applied!",
      description:
        "You saved 10% with code WINE1 ($5.00) instead of your 5% club discount ($2.50): the larger discount is used, never both.",
    });
    expect(discountChoiceNote(coupon)).toBe(
      "WINE1 takes off $5.00, more than your 5% club discount ($2.50), so the coupon is used instead. Discounts never add up.",
    );
    expect(discountChoiceNote({ ...coupon, discountChoice: null })).toBeNull();
  });

  it("tells a fixed coupon's saving in dollars", () => {
    expect(
      appliedCouponToast({
        ...base,
        discountSource: "coupon",
        couponCode: "TEN",
        couponType: "fixed",
        discount: "10.00",
        discountPercent: 0,
      }),
    ).toEqual({ title: "Coupon applied!", description: "You saved $10.00 with code TEN" });
  });

  it("says why a kept coupon waits", () => {
    expect(
      appliedCouponToast({
        ...base,
        discountSource: null,
        couponError: "This coupon needs an order of at least $50.00",
      }),
    ).toEqual({
      title: "Coupon saved",
      description: "WINE1 is not applied yet: This coupon needs an order of at least $50.00",
    });
  });
});
