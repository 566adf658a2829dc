import {
  type CartSummary,
  type CartSummaryOutput,
  type CouponDiscount,
  type CouponOutput,
  cartSummary,
  couponDiscount,
  couponPercent,
  couponProblem,
  DEFAULT_TAX_RATE,
  formatCents,
  HOME_STATE,
  INVALID_COUPON,
  type Tier,
  tiers,
} from "contracts";
import { cartCoupons, type Executor, param, prepared, type Tx } from "db";
import { eq } from "drizzle-orm";
import { limits, takeOrThrow } from "../../auth/rate-limit";
import type { Context } from "../../trpc/context";
import { conflict, notFound } from "../../trpc/errors";
import { stateRules } from "../compliance/compliance.service";
import { type CouponRow, findByCode } from "../coupons/coupons.service";
import { type LoadedRow, loadRows, summaryLine } from "./cart-lines";
import { ensureOwner, type Owner, ownerKey, ownerOf } from "./cart-owner";

/** The coupon code a cart keeps, if any. */
export async function keptCoupon(db: Executor, owner: Owner | null): Promise<string | null> {
  if (!owner) return null;
  return (await couponOf(db).get({ owner: ownerKey(owner) }))?.code ?? null;
}

// Built once (db/src/prepared.ts): every summary and checkout reads the kept coupon.
const couponOf = prepared((db: Executor) =>
  db
    .select({ code: cartCoupons.code })
    .from(cartCoupons)
    .where(eq(cartCoupons.owner, param("owner")))
    .prepare(),
);
const dropCouponOf = prepared((tx: Tx) =>
  tx
    .delete(cartCoupons)
    .where(eq(cartCoupons.owner, param("owner")))
    .prepare(),
);

export async function keepCoupon(tx: Tx, owner: Owner, code: string, now: string): Promise<void> {
  await tx
    .insert(cartCoupons)
    .values({ owner: ownerKey(owner), code, updatedAt: now })
    .onConflictDoUpdate({ target: cartCoupons.owner, set: { code, updatedAt: now } });
}

/** The cart forgets its coupon (removed by the shopper, or spent by a paid order). */
export async function dropCoupon(tx: Tx, owner: Owner | null): Promise<void> {
  if (owner) await dropCouponOf(tx).run({ owner: ownerKey(owner) });
}

export interface PricedCart {
  rows: LoadedRow[];
  summary: CartSummary;
  /** The coupon applied (null when none was asked for, it is invalid, or the member discount won). */
  couponCode: string | null;
  couponError: string | null;
  /** The code the cart keeps (or the one asked for), applied or not. */
  askedCoupon: string | null;
  /** The rate the tax was reckoned at, and the state it belongs to (null: destination not known). */
  taxRate: string;
  taxState: string | null;
}

/**
 * The cart priced from the database with the one pricing function: the summary the web shows and
 * the total checkout charges both come from here. Without a code asked for, the cart's kept coupon
 * is used.
 */
export async function priceCart(
  db: Executor,
  owner: Owner | null,
  options: {
    couponCode?: string | null;
    tier: Tier | null;
    now: Date;
    /** The shipping state, or "pickup"; unknown: the spec's 8 %. */
    destination?: string | null;
  },
): Promise<PricedCart> {
  const rows = owner ? await loadRows(db, owner) : [];
  const lines = rows.map(summaryLine);
  const asked = options.couponCode?.trim() ? options.couponCode.trim() : await keptCoupon(db, owner);
  let discount: CouponDiscount | null = null;
  let couponError: string | null = null;
  let coupon: CouponRow | undefined;
  if (asked) {
    coupon = await findByCode(db, asked);
    couponError = couponProblem(coupon, {
      now: options.now,
      subtotalCents: cartSummary(lines).subtotalCents,
      tier: options.tier,
    });
    if (coupon && !couponError) discount = couponDiscount(coupon);
  }
  const pickup = options.destination === "pickup";
  const taxState = pickup ? HOME_STATE : (options.destination ?? null);
  const taxRate = (taxState && (await stateRules(db, taxState))?.taxRate) || DEFAULT_TAX_RATE;
  const summary = cartSummary(lines, {
    coupon: discount,
    memberDiscountPercent: options.tier ? tiers[options.tier].discountPercent : 0,
    taxRate,
    pickup,
  });
  const applied = summary.discountSource === "coupon" && coupon ? coupon : null;
  return {
    rows,
    summary,
    couponCode: applied?.code ?? null,
    couponError,
    askedCoupon: asked ? (coupon?.code ?? asked.toUpperCase()) : null,
    taxRate,
    taxState,
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
    taxRate: priced.taxRate,
    taxState: priced.taxState,
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
async function countCouponCheck(ctx: Context): Promise<void> {
  await takeOrThrow(ctx, [{ rule: limits.couponsIp, subject: ctx.ip }], "coupon attempts");
}

export async function summary(
  ctx: Context,
  couponCode?: string,
  destination?: string,
): Promise<CartSummaryOutput> {
  if (couponCode?.trim()) await countCouponCheck(ctx);
  return toSummaryOutput(
    await priceCart(ctx.db, ownerOf(ctx), {
      couponCode,
      tier: ctx.user?.membershipTier ?? null,
      now: ctx.clock.now(),
      destination,
    }),
  );
}

/** The coupon, checked against the caller's cart; 404 for an unknown code, 409 with the reason. */
async function usableCoupon(ctx: Context, code: string): Promise<CouponRow> {
  await countCouponCheck(ctx);
  const coupon = await findByCode(ctx.db, code);
  const owner = ownerOf(ctx);
  const subtotalCents = cartSummary(
    owner ? (await loadRows(ctx.db, owner)).map(summaryLine) : [],
  ).subtotalCents;
  const problem = couponProblem(coupon, {
    now: ctx.clock.now(),
    subtotalCents: subtotalCents > 0 ? subtotalCents : null,
    tier: ctx.user?.membershipTier ?? null,
  });
  if (!coupon || problem === INVALID_COUPON) throw notFound(INVALID_COUPON);
  if (problem) throw conflict(problem);
  return coupon;
}

export async function validateCoupon(ctx: Context, code: string): Promise<CouponOutput> {
  const coupon = await usableCoupon(ctx, code);
  return {
    code: coupon.code,
    name: coupon.name,
    type: coupon.type,
    value: coupon.value,
    discountPercent: coupon.type === "percentage" ? couponPercent(coupon) : 0,
  };
}

/** PUT /api/cart/coupon: the cart keeps the code until it is removed or spent. */
export async function applyCoupon(ctx: Context, code: string): Promise<CartSummaryOutput> {
  const coupon = await usableCoupon(ctx, code);
  const owner = ensureOwner(ctx);
  await ctx.db.write((tx) => keepCoupon(tx, owner, coupon.code, ctx.clock.now().toISOString()));
  return summary(ctx);
}

export async function removeCoupon(ctx: Context): Promise<CartSummaryOutput> {
  await ctx.db.write((tx) => dropCoupon(tx, ownerOf(ctx)));
  return summary(ctx);
}
