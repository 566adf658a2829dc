import {
  type CartSummary,
  type CartSummaryOutput,
  type CouponDiscount,
  type CouponOutput,
  cartSummary,
  couponDiscount,
  couponPercent,
  couponProblem,
  formatCents,
  INVALID_COUPON,
  type Tier,
  tiers,
} from "contracts";
import { cartCoupons, type Executor } from "db";
import { eq } from "drizzle-orm";
import { limits, takeOrThrow } from "../../auth/rate-limit";
import type { Context } from "../../trpc/context";
import { conflict, notFound } from "../../trpc/errors";
import { type CouponRow, findByCode } from "../coupons/coupons.service";
import { type LoadedRow, loadRows, summaryLine } from "./cart-lines";
import { ensureOwner, type Owner, ownerKey, ownerOf } from "./cart-owner";

/** The coupon code a cart keeps, if any. */
export function keptCoupon(db: Executor, owner: Owner | null): string | null {
  if (!owner) return null;
  return (
    db
      .select()
      .from(cartCoupons)
      .where(eq(cartCoupons.owner, ownerKey(owner)))
      .get()?.code ?? null
  );
}

export function keepCoupon(tx: Executor, owner: Owner, code: string, now: string): void {
  tx.insert(cartCoupons)
    .values({ owner: ownerKey(owner), code, updatedAt: now })
    .onConflictDoUpdate({ target: cartCoupons.owner, set: { code, updatedAt: now } })
    .run();
}

/** The cart forgets its coupon (removed by the shopper, or spent by a paid order). */
export function dropCoupon(tx: Executor, owner: Owner | null): void {
  if (owner)
    tx.delete(cartCoupons)
      .where(eq(cartCoupons.owner, ownerKey(owner)))
      .run();
}

export interface PricedCart {
  rows: LoadedRow[];
  summary: CartSummary;
  /** The coupon applied (null when none was asked for, it is invalid, or the member discount won). */
  couponCode: string | null;
  couponError: string | null;
  /** The code the cart keeps (or the one asked for), applied or not. */
  askedCoupon: string | null;
}

/**
 * The cart priced from the database with the one pricing function: the summary the web shows and
 * the total checkout charges both come from here. Without a code asked for, the cart's kept coupon
 * is used.
 */
export function priceCart(
  db: Executor,
  owner: Owner | null,
  options: { couponCode?: string | null; tier: Tier | null; now: Date },
): PricedCart {
  const rows = owner ? loadRows(db, owner) : [];
  const lines = rows.map(summaryLine);
  const asked = options.couponCode?.trim() ? options.couponCode.trim() : keptCoupon(db, owner);
  let discount: CouponDiscount | null = null;
  let couponError: string | null = null;
  let coupon: CouponRow | undefined;
  if (asked) {
    coupon = findByCode(db, asked);
    couponError = couponProblem(coupon, {
      now: options.now,
      subtotalCents: cartSummary(lines).subtotalCents,
      tier: options.tier,
    });
    if (coupon && !couponError) discount = couponDiscount(coupon);
  }
  const summary = cartSummary(lines, {
    coupon: discount,
    memberDiscountPercent: options.tier ? tiers[options.tier].discountPercent : 0,
  });
  const applied = summary.discountSource === "coupon" && coupon ? coupon : null;
  return {
    rows,
    summary,
    couponCode: applied?.code ?? null,
    couponError,
    askedCoupon: asked ? (coupon?.code ?? asked.toUpperCase()) : null,
  };
}

function toSummaryOutput(priced: PricedCart): CartSummaryOutput {
  const s = priced.summary;
  return {
    subtotal: formatCents(s.subtotalCents),
    packaging: formatCents(s.packagingCents),
    discount: formatCents(s.discountCents),
    discountPercent: s.discountPercent,
    discountSource: s.discountSource,
    couponType: s.couponType,
    discountChoice: s.discountChoice
      ? {
          kept: s.discountChoice.kept,
          reason: s.discountChoice.reason,
          couponDiscount: formatCents(s.discountChoice.couponCents),
          memberDiscount: formatCents(s.discountChoice.memberCents),
          memberPercent: s.discountChoice.memberPercent,
        }
      : null,
    tax: formatCents(s.taxCents),
    shipping: formatCents(s.shippingCents),
    total: formatCents(s.totalCents),
    freeShippingRemaining: formatCents(s.freeShippingRemainingCents),
    itemCount: s.itemCount,
    couponCode: priced.couponCode,
    couponError: priced.couponError,
    cartCoupon: priced.askedCoupon,
  };
}

/** Coupon codes can be guessed: every check of one counts against the caller's address. */
function countCouponCheck(ctx: Context): void {
  takeOrThrow(ctx, [{ rule: limits.couponsIp, subject: ctx.ip }], "coupon attempts");
}

export function summary(ctx: Context, couponCode?: string): CartSummaryOutput {
  if (couponCode?.trim()) countCouponCheck(ctx);
  return toSummaryOutput(
    priceCart(ctx.db, ownerOf(ctx), {
      couponCode,
      tier: ctx.user?.membershipTier ?? null,
      now: ctx.clock.now(),
    }),
  );
}

/** The coupon, checked against the caller's cart; 404 for an unknown code, 409 with the reason. */
function usableCoupon(ctx: Context, code: string): CouponRow {
  countCouponCheck(ctx);
  const coupon = findByCode(ctx.db, code);
  const owner = ownerOf(ctx);
  const subtotalCents = cartSummary(owner ? loadRows(ctx.db, owner).map(summaryLine) : []).subtotalCents;
  const problem = couponProblem(coupon, {
    now: ctx.clock.now(),
    subtotalCents: subtotalCents > 0 ? subtotalCents : null,
    tier: ctx.user?.membershipTier ?? null,
  });
  if (!coupon || problem === INVALID_COUPON) throw notFound(INVALID_COUPON);
  if (problem) throw conflict(problem);
  return coupon;
}

export function validateCoupon(ctx: Context, code: string): CouponOutput {
  const coupon = usableCoupon(ctx, code);
  return {
    code: coupon.code,
    name: coupon.name,
    type: coupon.type,
    value: coupon.value,
    discountPercent: coupon.type === "percentage" ? couponPercent(coupon) : 0,
  };
}

/** PUT /api/cart/coupon: the cart keeps the code until it is removed or spent. */
export function applyCoupon(ctx: Context, code: string): CartSummaryOutput {
  const coupon = usableCoupon(ctx, code);
  const owner = ensureOwner(ctx);
  keepCoupon(ctx.db, owner, coupon.code, ctx.clock.now().toISOString());
  return summary(ctx);
}

export function removeCoupon(ctx: Context): CartSummaryOutput {
  dropCoupon(ctx.db, ownerOf(ctx));
  return summary(ctx);
}
