import { formatPrice } from "contracts/money";

/** Coupon codes are short; the api refuses longer ones. Zod-free, so route search parsers can use it. */
export const COUPON_MAX = 40;

export interface CouponToast {
  title: string;
  description: string;
}

/** What the kept coupon takes off: "10%" or "$5.00" (a fixed coupon's amount). */
export function couponSaving(summary: {
  discountPercent: number;
  couponType?: "percentage" | "fixed" | null;
  discount: string;
}): string {
  return summary.couponType === "fixed" ? formatPrice(summary.discount) : `${summary.discountPercent}%`;
}

/**
 * What applying a coupon tells the shopper: the saving, or that their larger club discount is kept
 * instead (the server keeps the better of the two, never both), or why it waits.
 */
export function appliedCouponToast(summary: {
  discountSource: "coupon" | "member" | null;
  discountPercent: number;
  couponType?: "percentage" | "fixed" | null;
  discount: string;
  couponCode: string | null;
  couponError: string | null;
  cartCoupon: string | null;
}): CouponToast {
  const code = summary.cartCoupon ?? "";
  if (summary.discountSource === "coupon" && summary.couponCode) {
    return {
      title: "Coupon applied!",
      description: `You saved ${couponSaving(summary)} with code ${summary.couponCode}`,
    };
  }
  if (summary.discountSource === "member") {
    return {
      title: "Your club discount is better",
      description: `Your ${summary.discountPercent}% club discount (${formatPrice(summary.discount)}) is larger than ${code}, so it applies instead. The code stays with your cart.`,
    };
  }
  if (summary.couponError) {
    return { title: "Coupon saved", description: `${code} is not applied yet: ${summary.couponError}` };
  }
  return { title: "Coupon saved", description: `${code} applies as soon as your cart has items.` };
}
