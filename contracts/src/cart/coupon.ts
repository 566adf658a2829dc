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

/**
 * Where a coupon stands on a New York day (yyyy-MM-dd), as the staff read it: switched off, not
 * started yet, past its last day, used as often as it may be, or usable. Its window is New York
 * days, both ends included (the checkout's `couponProblem` reads the same days as instants).
 */
export type CouponState =
  | { kind: "inactive" }
  | { kind: "scheduled"; startsOn: string }
  | { kind: "expired"; endedOn: string }
  | { kind: "used-up" }
  | { kind: "active" };

export function couponState(
  coupon: Pick<CouponRecord, "isActive" | "validFrom" | "validUntil" | "maxUses" | "usedCount">,
  today: string,
): CouponState {
  if (!coupon.isActive) return { kind: "inactive" };
  if (coupon.validUntil && today > coupon.validUntil) return { kind: "expired", endedOn: coupon.validUntil };
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return { kind: "used-up" };
  if (coupon.validFrom && today < coupon.validFrom) return { kind: "scheduled", startsOn: coupon.validFrom };
  return { kind: "active" };
}

export const couponStateLabels: Record<CouponState["kind"], string> = {
  inactive: "Inactive",
  scheduled: "Scheduled",
  expired: "Expired",
  "used-up": "Used up",
  active: "Active",
};
