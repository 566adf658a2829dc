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

/** The server's account of a coupon meeting the club discount (cart summary's `discountChoice`). */
export interface DiscountChoice {
  kept: "coupon" | "member";
  reason: "larger" | "equal";
  couponDiscount: string;
  memberDiscount: string;
  memberPercent: number;
}

export interface CouponSummary {
  discountSource: "coupon" | "member" | null;
  discountPercent: number;
  couponType?: "percentage" | "fixed" | null;
  discount: string;
  couponCode: string | null;
  couponError: string | null;
  cartCoupon: string | null;
  discountChoice?: DiscountChoice | null;
}

/**
 * Which discount was kept and why, when a coupon and the club discount both applied (docs/product/decisions.md,
 * Coupons: the larger amount, never both, and the screens say which and why); null otherwise.
 */
export function discountChoiceNote(summary: CouponSummary): string | null {
  const choice = summary.discountChoice;
  if (!choice) return null;
  const code = summary.cartCoupon ?? summary.couponCode ?? "Your coupon";
  const club = `${choice.memberPercent}% club discount`;
  const coupon = formatPrice(choice.couponDiscount);
  const member = formatPrice(choice.memberDiscount);
  if (choice.kept === "coupon") {
    return `${code} takes off ${coupon}, more than your ${club} (${member}), so the coupon is used instead. Discounts never add up.`;
  }
  if (choice.reason === "equal") {
    return `${code} and your ${club} both take off ${member}. Discounts never add up, so your club discount is kept and ${code} is not used.`;
  }
  return `Your ${club} (${member}) is larger than ${code} (${coupon}), so it is kept instead. Discounts never add up.`;
}

/**
 * What applying a coupon tells the shopper: the saving, or that their club discount is kept
 * instead (the server keeps the larger of the two, the club discount on a tie, never both), or why
 * it waits. A coupon that changes nothing never claims a saving.
 */
export function appliedCouponToast(summary: CouponSummary): CouponToast {
  const code = summary.cartCoupon ?? "";
  const choice = summary.discountChoice ?? null;
  if (summary.discountSource === "coupon" && summary.couponCode) {
    const saved = `You saved ${couponSaving(summary)} with code ${summary.couponCode}`;
    return {
      title: "Coupon applied!",
      description: choice
        ? `${saved} (${formatPrice(choice.couponDiscount)}) instead of your ${choice.memberPercent}% club discount (${formatPrice(choice.memberDiscount)}): the larger discount is used, never both.`
        : saved,
    };
  }
  if (summary.discountSource === "member") {
    const stays = "The code stays with your cart.";
    if (choice?.reason === "equal") {
      return {
        title: "Your club discount is kept",
        description: `${code} takes off ${formatPrice(choice.couponDiscount)}, the same as your ${choice.memberPercent}% club discount, and discounts never add up: your total does not change and ${code} is not used. ${stays}`,
      };
    }
    const than = choice ? `${code} (${formatPrice(choice.couponDiscount)})` : code;
    return {
      title: "Your club discount is better",
      description: `Your ${summary.discountPercent}% club discount (${formatPrice(summary.discount)}) is larger than ${than}, so it applies instead. ${stays}`,
    };
  }
  if (summary.couponError) {
    return { title: "Coupon saved", description: `${code} is not applied yet: ${summary.couponError}` };
  }
  return { title: "Coupon saved", description: `${code} applies as soon as your cart has items.` };
}
