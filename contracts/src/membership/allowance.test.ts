import { describe, expect, it } from "vitest";
import {
  businessMonth,
  freeWinesLeft,
  membershipCartProblem,
  monthBounds,
  monthlyLimitMessage,
  upgradeOptions,
  upgradePriceCents,
  upgradeRequiredMessage,
} from "./allowance";

describe("the business month", () => {
  it("follows New York time across the last midnight of a month", () => {
    // 23:59 in New York on 30 November is already 1 December in UTC
    expect(businessMonth(new Date("2026-12-01T04:59:00Z"))).toBe("2026-11");
    expect(businessMonth(new Date("2026-12-01T05:00:00Z"))).toBe("2026-12");
    // summer time: midnight is 04:00 UTC
    expect(businessMonth(new Date("2026-08-01T03:59:59Z"))).toBe("2026-07");
    expect(businessMonth(new Date("2026-08-01T04:00:00Z"))).toBe("2026-08");
  });
  it("gives the month's bounds as instants, over a year end", () => {
    expect(monthBounds("2026-11")).toEqual({
      start: new Date("2026-11-01T04:00:00Z"),
      end: new Date("2026-12-01T05:00:00Z"),
    });
    expect(monthBounds("2026-12").end).toEqual(new Date("2027-01-01T05:00:00Z"));
  });
});

describe("allowance and upgrades", () => {
  it("counts free wines left per tier", () => {
    expect(freeWinesLeft("essential", 0)).toBe(1);
    expect(freeWinesLeft("essential", 1)).toBe(0);
    expect(freeWinesLeft("premium", 1)).toBe(1);
    expect(freeWinesLeft("elite", 3)).toBe(0);
  });
  it("words the limits as the spec does", () => {
    expect(monthlyLimitMessage("essential", 1)).toBe(
      "Monthly Limit Reached: You've already selected 1 FREE wine(s) this month with your Essential membership.",
    );
    expect(upgradeRequiredMessage("rare_vintage")).toBe(
      "Upgrade Required: You need to upgrade to Elite to access these wines.",
    );
  });
  it("prices upgrades as the monthly difference", () => {
    expect(upgradeOptions("essential")).toEqual(["premium", "elite"]);
    expect(upgradeOptions("premium")).toEqual(["elite"]);
    expect(upgradeOptions("elite")).toEqual([]);
    expect(upgradePriceCents("essential", "premium")).toBe(5000);
    expect(upgradePriceCents("essential", "elite")).toBe(15000);
    expect(upgradePriceCents("premium", "elite")).toBe(10000);
  });
  it("keeps a tier already held, or a lower one, out of the cart", () => {
    expect(membershipCartProblem(null, "premium")).toBeNull();
    expect(membershipCartProblem("premium", "premium")).toBe("You are already a Premium member.");
    expect(membershipCartProblem("essential", "essential")).toBe("You are already an Essential member.");
    expect(membershipCartProblem("elite", "elite")).toBe("You are already an Elite member.");
    expect(membershipCartProblem("elite", "essential")).toBe(
      "You hold the Elite membership, which already includes Essential.",
    );
    expect(membershipCartProblem("essential", "elite")).toBe("Upgrade to Elite from your dashboard.");
  });
});
