import { tierRank } from "../membership/rules";
import type { Tier } from "../membership/schemas";
import { formatUsd, toCents } from "../money";

export const INVALID_COUPON = "Invalid coupon";

/** A coupon takes a percentage off the items, or a fixed amount. */
export const couponTypes = ["percentage", "fixed"] as const;
export type CouponType = (typeof couponTypes)[number];

export interface CouponRecord {
  code: string;
  type: CouponType;
  value: string;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
  minOrderAmount: string | null;
  maxUses: number | null;
  usedCount: number;
  membershipTierRequired: Tier | null;
}

export interface CouponCheck {
  now: Date;
  /** Items subtotal in cents (packaging excluded), compared with the minimum order. */
  subtotalCents: number | null;
  tier: Tier | null;
}

/** Why a coupon cannot be used now, or null when it can (every check of docs/product/decisions.md). */
export function couponProblem(coupon: CouponRecord | null | undefined, check: CouponCheck): string | null {
  if (!coupon?.isActive || !couponTypes.includes(coupon.type)) return INVALID_COUPON;
  const now = check.now.getTime();
  if (coupon.validFrom && now < new Date(coupon.validFrom).getTime()) return "This coupon is not valid yet";
  if (coupon.validUntil && now > new Date(coupon.validUntil).getTime()) return "This coupon has expired";
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses)
    return "This coupon has been fully redeemed";
  if (coupon.membershipTierRequired && tierRank(check.tier) < tierRank(coupon.membershipTierRequired)) {
    return `This coupon is for ${coupon.membershipTierRequired} club members and above`;
  }
  if (
    coupon.minOrderAmount &&
    check.subtotalCents !== null &&
    check.subtotalCents < toCents(coupon.minOrderAmount)
  ) {
    return `This coupon needs an order of at least ${formatUsd(toCents(coupon.minOrderAmount))}`;
  }
  return null;
}

/** The percentage a percentage coupon gives ("10.00" -> 10). */
export function couponPercent(coupon: Pick<CouponRecord, "value">): number {
  return toCents(coupon.value) / 100;
}

/** What a usable coupon takes off: a percentage of the items, or a fixed amount in cents. */
export type CouponDiscount = { type: "percentage"; percent: number } | { type: "fixed"; amountCents: number };

export function couponDiscount(coupon: Pick<CouponRecord, "type" | "value">): CouponDiscount {
  return coupon.type === "fixed"
    ? { type: "fixed", amountCents: toCents(coupon.value) }
    : { type: "percentage", percent: couponPercent(coupon) };
}
