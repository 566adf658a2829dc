/** Coupon codes are short; the api refuses longer ones. Zod-free, so route search parsers can use it. */
export const COUPON_MAX = 40;

export interface CouponToast {
  title: string;
  description: string;
}

/**
 * What applying a coupon tells the shopper: the saving, or that their larger club discount is kept
 * instead (the server keeps the better of the two, never both), or why it waits.
 */
export function appliedCouponToast(summary: {
  discountSource: "coupon" | "member" | null;
  discountPercent: number;
  couponCode: string | null;
  couponError: string | null;
  cartCoupon: string | null;
}): CouponToast {
  const code = summary.cartCoupon ?? "";
  if (summary.discountSource === "coupon" && summary.couponCode) {
    return {
      title: "Coupon applied!",
      description: `You saved ${summary.discountPercent}% with code ${summary.couponCode}`,
    };
  }
  if (summary.discountSource === "member") {
    return {
      title: "Your club discount is better",
      description: `Your ${summary.discountPercent}% club discount is larger than ${code}, so it applies instead. The code stays with your cart.`,
    };
  }
  if (summary.couponError) {
    return { title: "Coupon saved", description: `${code} is not applied yet: ${summary.couponError}` };
  }
  return { title: "Coupon saved", description: `${code} applies as soon as your cart has items.` };
}
