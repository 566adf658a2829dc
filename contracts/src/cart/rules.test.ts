import { describe, expect, it } from "vitest";
import { cartSummary, casePricingApplies, lineSubtotalCents, maxQuantity, type SummaryLine } from "./rules";

const wine = (quantity: number, extra: Partial<SummaryLine> = {}): SummaryLine => ({
  kind: "wine",
  quantity,
  unitPriceCents: 2000,
  casePriceCents: 20400,
  bottlesPerCase: 12,
  ...extra,
});

describe("case pricing", () => {
  it("charges bottles one below a case at the bottle price", () => {
    expect(lineSubtotalCents(wine(11))).toBe(22000);
    expect(casePricingApplies(wine(11))).toBe(false);
  });
  it("charges exactly one case at the case price", () => {
    expect(lineSubtotalCents(wine(12))).toBe(20400);
    expect(casePricingApplies(wine(12))).toBe(true);
  });
  it("charges one above a case as a case plus one bottle", () => {
    expect(lineSubtotalCents(wine(13))).toBe(22400);
  });
  it("charges two cases plus a remainder", () => {
    expect(lineSubtotalCents(wine(24 + 5))).toBe(2 * 20400 + 5 * 2000);
  });
  it("uses the bottle price when the wine has no case price", () => {
    expect(lineSubtotalCents(wine(12, { casePriceCents: null }))).toBe(24000);
  });
  it("follows a 6-bottle case", () => {
    expect(lineSubtotalCents(wine(7, { bottlesPerCase: 6, casePriceCents: 10800 }))).toBe(12800);
  });
});

describe("cart summary", () => {
  it("charges packaging per bottle on a wine line and once on a gift package", () => {
    const s = cartSummary([
      wine(3, { casePriceCents: null, packagingCents: 1500 }),
      { kind: "gift-package", quantity: 1, unitPriceCents: 8900, packagingCents: 2500 },
    ]);
    expect(s.subtotalCents).toBe(6000 + 8900);
    expect(s.packagingCents).toBe(3 * 1500 + 2500);
  });

  it("takes the coupon's percent of the items subtotal, never of packaging", () => {
    const s = cartSummary([wine(2, { casePriceCents: null, packagingCents: 2500 })], { couponPercent: 10 });
    expect(s.subtotalCents).toBe(4000);
    expect(s.packagingCents).toBe(5000);
    expect(s.discountCents).toBe(400);
    expect(s.discountSource).toBe("coupon");
    expect(s.taxCents).toBe(688); // 8% of 86.00
    expect(s.shippingCents).toBe(1500);
    expect(s.totalCents).toBe(4000 + 5000 - 400 + 688 + 1500);
  });

  it("uses the larger of member discount and coupon, never both", () => {
    const lines: SummaryLine[] = [
      wine(1, { unitPriceCents: 5000, casePriceCents: null }),
      { kind: "merchandise", quantity: 1, unitPriceCents: 2000 },
    ];
    const member15 = cartSummary(lines, { couponPercent: 10, memberDiscountPercent: 15 });
    expect(member15).toMatchObject({ discountSource: "member", discountPercent: 15, discountCents: 750 });
    const member5 = cartSummary(lines, { couponPercent: 10, memberDiscountPercent: 5 });
    expect(member5).toMatchObject({ discountSource: "coupon", discountPercent: 10, discountCents: 700 });
    const memberOnly = cartSummary(lines, { memberDiscountPercent: 10 });
    expect(memberOnly).toMatchObject({ discountSource: "member", discountCents: 500, discountChoice: null });
  });

  it("says which discount was kept and why when a coupon and the club discount both apply", () => {
    const wineOnly: SummaryLine[] = [wine(1, { unitPriceCents: 5000, casePriceCents: null })];
    // A 10% member with a 10% coupon: the same $5.00 either way; the club discount is kept and the
    // coupon is not spent.
    const tie = cartSummary(wineOnly, { couponPercent: 10, memberDiscountPercent: 10 });
    expect(tie).toMatchObject({
      discountSource: "member",
      discountCents: 500,
      discountPercent: 10,
      couponType: null,
      totalCents: 5000 - 500 + 360 + 1500,
      discountChoice: {
        kept: "member",
        reason: "equal",
        couponCents: 500,
        memberCents: 500,
        memberPercent: 10,
      },
    });
    const member = cartSummary(wineOnly, { couponPercent: 10, memberDiscountPercent: 15 });
    expect(member.discountChoice).toEqual({
      kept: "member",
      reason: "larger",
      couponCents: 500,
      memberCents: 750,
      memberPercent: 15,
    });
    const coupon = cartSummary(wineOnly, { couponPercent: 10, memberDiscountPercent: 5 });
    expect(coupon).toMatchObject({
      discountSource: "coupon",
      discountCents: 500,
      discountChoice: {
        kept: "coupon",
        reason: "larger",
        couponCents: 500,
        memberCents: 250,
        memberPercent: 5,
      },
    });
    // Without a club discount there is nothing to choose between.
    expect(cartSummary(wineOnly, { couponPercent: 10 }).discountChoice).toBeNull();
  });

  it("takes a fixed coupon's amount off the items, never below 0 and never off packaging", () => {
    const lines: SummaryLine[] = [
      wine(2, { unitPriceCents: 2000, casePriceCents: null, packagingCents: 1500 }),
    ];
    const fixed = cartSummary(lines, { coupon: { type: "fixed", amountCents: 1000 } });
    expect(fixed).toMatchObject({
      subtotalCents: 4000,
      packagingCents: 3000,
      discountCents: 1000,
      discountPercent: 0,
      discountSource: "coupon",
      couponType: "fixed",
      taxCents: 480, // 8% of 60.00
    });
    const larger = cartSummary(lines, { coupon: { type: "fixed", amountCents: 10000 } });
    expect(larger).toMatchObject({ discountCents: 4000, taxCents: 240, shippingCents: 1500 });
    expect(larger.totalCents).toBe(3000 + 240 + 1500);
  });

  it("keeps the larger amount of a fixed coupon and the club discount, the club discount on a tie", () => {
    const lines: SummaryLine[] = [wine(1, { unitPriceCents: 5000, casePriceCents: null })];
    const member = cartSummary(lines, {
      coupon: { type: "fixed", amountCents: 700 },
      memberDiscountPercent: 15,
    });
    expect(member).toMatchObject({ discountSource: "member", discountCents: 750, couponType: null });
    const coupon = cartSummary(lines, {
      coupon: { type: "fixed", amountCents: 800 },
      memberDiscountPercent: 15,
    });
    expect(coupon).toMatchObject({ discountSource: "coupon", discountCents: 800, couponType: "fixed" });
    const tie = cartSummary(lines, {
      coupon: { type: "fixed", amountCents: 750 },
      memberDiscountPercent: 15,
    });
    expect(tie).toMatchObject({ discountSource: "member", discountCents: 750, couponType: null });
  });

  it("compares amounts, not percentages: a smaller coupon percent on more lines can win", () => {
    const lines: SummaryLine[] = [
      wine(1, { unitPriceCents: 1000, casePriceCents: null }),
      { kind: "merchandise", quantity: 1, unitPriceCents: 9000 },
    ];
    const s = cartSummary(lines, { couponPercent: 5, memberDiscountPercent: 15 });
    expect(s).toMatchObject({ discountSource: "coupon", discountPercent: 5, discountCents: 500 });
  });

  it("rounds tax half-up to the cent, once", () => {
    // 19.99 -> tax 1.5992 -> 1.60 ; 6.25 -> 0.50 exactly; 0.0625 * 100 -> rounds .5 up
    expect(cartSummary([wine(1, { unitPriceCents: 1999, casePriceCents: null })]).taxCents).toBe(160);
    expect(cartSummary([wine(1, { unitPriceCents: 3125, casePriceCents: null })]).taxCents).toBe(250);
    expect(cartSummary([wine(1, { unitPriceCents: 1981, casePriceCents: null })]).taxCents).toBe(158); // 158.48
    expect(cartSummary([wine(1, { unitPriceCents: 1987, casePriceCents: null })]).taxCents).toBe(159); // 158.96
  });

  it("charges shipping at a discounted subtotal of exactly 100.00 and not at 100.01", () => {
    const at100 = cartSummary([wine(1, { unitPriceCents: 10000, casePriceCents: null })]);
    expect(at100.shippingCents).toBe(1500);
    expect(at100.freeShippingRemainingCents).toBe(1);
    const over = cartSummary([wine(1, { unitPriceCents: 10001, casePriceCents: null })]);
    expect(over.shippingCents).toBe(0);
    expect(over.freeShippingRemainingCents).toBe(0);
    // the discount counts: 111.12 less 10% = 100.01 is free, 111.11 less 10% = 100.00 is not
    const discounted = (cents: number) =>
      cartSummary([wine(1, { unitPriceCents: cents, casePriceCents: null })], { couponPercent: 10 })
        .shippingCents;
    expect(discounted(11112)).toBe(0);
    expect(discounted(11111)).toBe(1500);
  });

  it("says how much more makes shipping free", () => {
    expect(cartSummary([wine(2, { casePriceCents: null })]).freeShippingRemainingCents).toBe(6001);
  });

  it("leaves membership_wine lines out of the subtotal but still ships them", () => {
    const s = cartSummary([
      { kind: "membership_wine", quantity: 2, unitPriceCents: 4500 },
      wine(1, { casePriceCents: null }),
    ]);
    expect(s.subtotalCents).toBe(2000);
    expect(s.itemCount).toBe(3);
    const freeOnly = cartSummary([{ kind: "membership_wine", quantity: 1, unitPriceCents: 4500 }]);
    expect(freeOnly).toMatchObject({ subtotalCents: 0, taxCents: 0, shippingCents: 1500, totalCents: 1500 });
  });

  it("charges no shipping for a cart that holds only a club membership", () => {
    const s = cartSummary([{ kind: "membership", quantity: 1, unitPriceCents: 9900 }]);
    expect(s).toMatchObject({ subtotalCents: 9900, taxCents: 792, shippingCents: 0, totalCents: 10692 });
  });

  it("is all zero for an empty cart", () => {
    expect(cartSummary([])).toMatchObject({
      subtotalCents: 0,
      totalCents: 0,
      shippingCents: 0,
      itemCount: 0,
    });
  });
});

describe("quantity bounds", () => {
  it("allows up to 24, or the stock when lower, 12 when unknown, none when out of stock", () => {
    expect(maxQuantity(-1)).toBe(24);
    expect(maxQuantity(100)).toBe(24);
    expect(maxQuantity(5)).toBe(5);
    expect(maxQuantity(0)).toBe(0);
    expect(maxQuantity(null)).toBe(12);
  });
});
