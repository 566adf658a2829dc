import { describe, expect, it } from "vitest";
import { cartSummary } from "../cart/rules";
import {
  addBillingMonths,
  CLUB_SHIPPING_NOTE,
  holdPlan,
  joinRenewalTerms,
  ordinalDay,
  renewalCharge,
  renewalConsentText,
  retryDate,
  skipProblem,
  unskipProblem,
  upgradeCharge,
} from "./billing";

describe("billing dates", () => {
  it("renews on the start day, clamped to the month's end", () => {
    expect(addBillingMonths("2026-01-31", 1, 31)).toBe("2026-02-28");
    expect(addBillingMonths("2026-02-28", 1, 31)).toBe("2026-03-31");
    expect(addBillingMonths("2028-01-31", 1, 31)).toBe("2028-02-29");
    expect(addBillingMonths("2026-12-15", 1, 15)).toBe("2027-01-15");
    expect(addBillingMonths("2026-03-31", -1, 31)).toBe("2026-02-28");
  });

  it("retries on day 3 and day 7, then gives up", () => {
    expect(retryDate("2026-03-10", "2026-03-10")).toBe("2026-03-12");
    expect(retryDate("2026-03-10", "2026-03-11")).toBe("2026-03-12");
    expect(retryDate("2026-03-10", "2026-03-12")).toBe("2026-03-16");
    expect(retryDate("2026-03-10", "2026-03-16")).toBeNull();
  });

  it("charges the tier price plus 8 % tax", () => {
    expect(renewalCharge("essential")).toEqual({ subtotalCents: 4900, taxCents: 392, totalCents: 5292 });
    expect(renewalCharge("premium")).toEqual({ subtotalCents: 9900, taxCents: 792, totalCents: 10692 });
    expect(renewalCharge("elite")).toEqual({ subtotalCents: 19900, taxCents: 1592, totalCents: 21492 });
  });
});

describe("skipping a month", () => {
  it("allows two skips in any 12 months", () => {
    expect(skipProblem("2026-04", "2026-03-10", [])).toBeNull();
    expect(skipProblem("2026-05", "2026-03-10", ["2026-04"])).toBeNull();
    expect(skipProblem("2026-06", "2026-03-10", ["2026-04", "2026-05"])).toBe(
      "You can skip at most 2 months in 12 months.",
    );
    expect(skipProblem("2027-04", "2026-03-10", ["2026-04", "2026-05"])).toBeNull();
    expect(skipProblem("2027-03", "2026-03-10", ["2026-04", "2026-05"])).toBe(
      "You can skip at most 2 months in 12 months.",
    );
  });

  it("refuses a month already charged or already skipped", () => {
    expect(skipProblem("2026-02", "2026-03-10", [])).toBe(
      "You can only skip a month that has not been charged yet.",
    );
    expect(skipProblem("2026-04", "2026-03-10", ["2026-04"])).toBe("This month is already skipped.");
  });
});

describe("club charges carry 8 % tax", () => {
  it("taxes an upgrade on the price difference", () => {
    expect(upgradeCharge("essential", "premium")).toEqual({
      differenceCents: 5000,
      taxCents: 400,
      totalCents: 5400,
    });
    expect(upgradeCharge("essential", "elite")).toEqual({
      differenceCents: 15000,
      taxCents: 1200,
      totalCents: 16200,
    });
    expect(upgradeCharge("premium", "elite")).toEqual({
      differenceCents: 10000,
      taxCents: 800,
      totalCents: 10800,
    });
  });

  it("words the consent a new member ticks, as the order's timeline keeps it", () => {
    // 26 Nov 2026, 10 am in New York: Premium is $99.00 + $7.92 tax.
    expect(renewalConsentText("premium", new Date("2026-11-26T15:00:00.000Z"))).toBe(
      "I agree to be charged $106.92 (tax included) every month on the 26th until I cancel.",
    );
  });

  it("states the renewal a new member agrees to: amount with tax, the day, the first renewal", () => {
    // 15 Jan 2027, 10 am in New York
    expect(joinRenewalTerms("premium", new Date("2027-01-15T15:00:00Z"))).toEqual({
      subtotalCents: 9900,
      taxCents: 792,
      totalCents: 10692,
      billingDay: 15,
      firstRenewal: "2027-02-15",
    });
    // 31 Jan 2027 at 9 pm in New York is already 1 Feb in UTC: the New York day counts.
    expect(joinRenewalTerms("essential", new Date("2027-02-01T02:00:00Z"))).toMatchObject({
      totalCents: 5292,
      billingDay: 31,
      firstRenewal: "2027-02-28",
    });
  });

  it("writes days of the month as people say them", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28, 31].map(ordinalDay)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "28th",
      "31st",
    ]);
  });
});

describe("holding after a skip", () => {
  it("starts the hold after the skipped month instead of overlapping it", () => {
    expect(holdPlan("2026-12-15", 15, 1, ["2026-12"])).toEqual({
      months: ["2027-01"],
      skippedBefore: ["2026-12"],
      resumeDate: "2027-02-15",
    });
    expect(holdPlan("2026-12-15", 15, 2, [])).toEqual({
      months: ["2026-12", "2027-01"],
      skippedBefore: [],
      resumeDate: "2027-02-15",
    });
    // A skip inside the hold's months is passed over too: the hold still pauses 2 paying months.
    expect(holdPlan("2026-12-31", 31, 2, ["2027-01"])).toEqual({
      months: ["2026-12", "2027-02"],
      skippedBefore: ["2027-01"],
      resumeDate: "2027-03-31",
    });
  });

  it("undoes only a skip that is still ahead", () => {
    expect(unskipProblem("2026-12", "2026-12-15", ["2026-12"])).toBeNull();
    expect(unskipProblem("2027-01", "2026-12-15", ["2026-12"])).toBe("This month is not skipped.");
    expect(unskipProblem("2026-11", "2026-12-15", ["2026-11"])).toBe(
      "This month has already passed: its skip cannot be undone.",
    );
  });
});

describe("club shipping", () => {
  it("says what the cart charges: free wines alone pay shipping, nothing else", () => {
    expect(CLUB_SHIPPING_NOTE).toBe(
      "Your free club wines cost nothing but shipping: an order of free wines alone pays $15.00 shipping, free when the rest of the order comes to more than $100.00. Tax is charged only on what you pay for.",
    );
    expect(cartSummary([{ kind: "membership_wine", quantity: 2, unitPriceCents: 4500 }])).toMatchObject({
      taxCents: 0,
      shippingCents: 1500,
      totalCents: 1500,
    });
    const withMore = cartSummary([
      { kind: "membership_wine", quantity: 1, unitPriceCents: 4500 },
      { kind: "wine", quantity: 1, unitPriceCents: 10001 },
    ]);
    expect(withMore).toMatchObject({ shippingCents: 0, taxCents: 800 });
  });
});
