import { DEFAULT_TAX_RATE, taxAt } from "../compliance/rules";
import { percentOf } from "../money";
import type { CouponDiscount, CouponType } from "./coupon";
import { type LineKind, lineKindRules } from "./kinds";

export const TAX_PERCENT = 8;
export const SHIPPING_CENTS = 1500;
/** Shipping is free when the discounted subtotal is ABOVE this amount. */
export const FREE_SHIPPING_OVER_CENTS = 10000;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 24;
/** The spec's bound for a wine whose stock is unknown. */
export const QUANTITY_MAX_UNKNOWN_STOCK = 12;
/** The longest gift message a wine or gift package line may carry. */
export const CUSTOM_MESSAGE_MAX = 250;

export const packagingOptions = [
  { id: "standard", name: "Standard Box", priceCents: 0 },
  { id: "premium", name: "Premium Wooden Box", priceCents: 1500 },
  { id: "luxury", name: "Luxury Velvet Case", priceCents: 2500 },
  { id: "custom", name: "Custom Engraved Box", priceCents: 3500 },
] as const;
export type PackagingId = (typeof packagingOptions)[number]["id"];

/**
 * The most bottles one line may hold: 24, or the stock when lower; 12 when the stock is unknown;
 * 0 when out of stock (-1 is unlimited).
 */
export function maxQuantity(stock: number | null | undefined): number {
  if (stock === null || stock === undefined) return QUANTITY_MAX_UNKNOWN_STOCK;
  if (stock < 0) return QUANTITY_MAX;
  return Math.min(QUANTITY_MAX, stock);
}

export interface SummaryLine {
  kind: LineKind;
  quantity: number;
  /** Bottle or item price in cents. */
  unitPriceCents: number;
  casePriceCents?: number | null;
  bottlesPerCase?: number | null;
  /** Chosen packaging's price: charged per bottle on a wine line, once on a gift package. */
  packagingCents?: number;
}

/**
 * A line's price: a wine's full cases at the case price (when set) and the remaining bottles at the
 * bottle price; other kinds their own price times the quantity; free lines nothing.
 */
export function lineSubtotalCents(line: SummaryLine): number {
  const rule = lineKindRules[line.kind];
  if (rule.price === "free") return 0;
  const { quantity, unitPriceCents, casePriceCents, bottlesPerCase } = line;
  if (rule.price === "bottle" && casePriceCents != null && bottlesPerCase && bottlesPerCase > 0) {
    const cases = Math.floor(quantity / bottlesPerCase);
    return cases * casePriceCents + (quantity - cases * bottlesPerCase) * unitPriceCents;
  }
  return quantity * unitPriceCents;
}

/** True when case pricing applies to the line (at least one full case). */
export function casePricingApplies(line: SummaryLine): boolean {
  return (
    lineKindRules[line.kind].price === "bottle" &&
    line.casePriceCents != null &&
    Boolean(line.bottlesPerCase) &&
    line.quantity >= (line.bottlesPerCase ?? Number.POSITIVE_INFINITY)
  );
}

export function linePackagingCents(line: SummaryLine): number {
  const price = line.packagingCents ?? 0;
  switch (lineKindRules[line.kind].packaging) {
    case "per-bottle":
      return price * line.quantity;
    case "once":
      return price;
    default:
      return 0;
  }
}

export interface SummaryOptions {
  /** A valid coupon's percentage (server-validated); shorthand for a percentage `coupon`. */
  couponPercent?: number | null;
  /** A valid coupon (server-validated): a percentage or a fixed amount off the items. */
  coupon?: CouponDiscount | null;
  /** The signed-in member's club discount on wine lines. */
  memberDiscountPercent?: number | null;
  /**
   * The destination's sales-tax rate ("0.0725", compliance_states); the spec's 8 % until the
   * shipping state is known.
   */
  taxRate?: string;
  /** Collected at the tasting room: nothing to ship, so no shipping charge. */
  pickup?: boolean;
}

export type DiscountSource = "coupon" | "member" | null;

/**
 * When a coupon and the club discount both apply, which one was kept and why (docs/product/decisions.md,
 * Coupons: the larger amount is used, never both, and the screens say which and why). On a tie the
 * club discount is kept: the total is the same either way, and the coupon is not spent.
 */
export interface DiscountChoice {
  kept: "coupon" | "member";
  reason: "larger" | "equal";
  /** What the coupon alone would take off. */
  couponCents: number;
  /** What the club discount alone would take off. */
  memberCents: number;
  memberPercent: number;
}

export interface CartSummary {
  subtotalCents: number;
  packagingCents: number;
  discountCents: number;
  /** The percentage taken off (a percentage coupon or the club discount); 0 for a fixed coupon. */
  discountPercent: number;
  discountSource: DiscountSource;
  /** The kind of the coupon kept, when the coupon won. */
  couponType: CouponType | null;
  /** Set when a coupon and the club discount both applied: which one was kept and why. */
  discountChoice: DiscountChoice | null;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  /** How much more (discounted) spend makes shipping free; 0 when it already is. */
  freeShippingRemainingCents: number;
  itemCount: number;
}

/**
 * The one pricing function: the web shows it, the server recomputes it for every checkout.
 * Packaging is not discounted; the member discount covers wine lines only; a fixed coupon takes its
 * amount off the items, never more than they cost; a coupon and the member discount never stack
 * (the larger amount wins, the club discount on a tie, and `discountChoice` says which and why).
 */
export function cartSummary(lines: readonly SummaryLine[], options: SummaryOptions = {}): CartSummary {
  let subtotalCents = 0;
  let wineSubtotalCents = 0;
  let packagingCents = 0;
  let itemCount = 0;
  for (const line of lines) {
    const amount = lineSubtotalCents(line);
    subtotalCents += amount;
    if (lineKindRules[line.kind].memberDiscount) wineSubtotalCents += amount;
    packagingCents += linePackagingCents(line);
    itemCount += line.quantity;
  }

  const coupon: CouponDiscount | null =
    options.coupon ?? (options.couponPercent ? { type: "percentage", percent: options.couponPercent } : null);
  const couponCents =
    coupon === null
      ? 0
      : coupon.type === "fixed"
        ? Math.min(Math.max(coupon.amountCents, 0), subtotalCents)
        : percentOf(subtotalCents, coupon.percent);
  const member = options.memberDiscountPercent ?? 0;
  const memberCents = member > 0 ? percentOf(wineSubtotalCents, member) : 0;
  let discountCents = 0;
  let discountPercent = 0;
  let discountSource: DiscountSource = null;
  let couponType: CouponType | null = null;
  if (coupon && couponCents > 0 && couponCents > memberCents) {
    discountCents = couponCents;
    discountPercent = coupon.type === "percentage" ? coupon.percent : 0;
    discountSource = "coupon";
    couponType = coupon.type;
  } else if (memberCents > 0) {
    discountCents = memberCents;
    discountPercent = member;
    discountSource = "member";
  }

  const discountChoice: DiscountChoice | null =
    couponCents > 0 && memberCents > 0 && discountSource !== null
      ? {
          kept: discountSource,
          reason: couponCents === memberCents ? "equal" : "larger",
          couponCents,
          memberCents,
          memberPercent: member,
        }
      : null;

  const discountedCents = subtotalCents + packagingCents - discountCents;
  const taxCents = taxAt(discountedCents, options.taxRate ?? DEFAULT_TAX_RATE);
  const onlyMembership = lines.length > 0 && lines.every((l) => l.kind === "membership");
  const freeShipping =
    lines.length === 0 ||
    onlyMembership ||
    options.pickup === true ||
    discountedCents > FREE_SHIPPING_OVER_CENTS;
  const shippingCents = freeShipping ? 0 : SHIPPING_CENTS;
  return {
    subtotalCents,
    packagingCents,
    discountCents,
    discountPercent,
    discountSource,
    couponType,
    discountChoice,
    taxCents,
    shippingCents,
    totalCents: discountedCents + taxCents + shippingCents,
    freeShippingRemainingCents: freeShipping ? 0 : FREE_SHIPPING_OVER_CENTS + 1 - discountedCents,
    itemCount,
  };
}
