import { describe, expect, it } from "vitest";
import { appliedCouponToast } from "./coupon-code";

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
