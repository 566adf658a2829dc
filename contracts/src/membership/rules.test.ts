import { describe, expect, it } from "vitest";
import { canAccessCategory, canBuyWine, tierForCategory, tierRank, tiers } from "./rules";

describe("club tiers", () => {
  it("has one price table: 49, 99, 199 a month", () => {
    expect(tiers.essential.monthlyPriceCents).toBe(4900);
    expect(tiers.premium.monthlyPriceCents).toBe(9900);
    expect(tiers.elite.monthlyPriceCents).toBe(19900);
  });

  it("orders tiers essential < premium < elite", () => {
    expect(tierRank(null)).toBe(0);
    expect(tierRank("essential")).toBe(1);
    expect(tierRank("premium")).toBe(2);
    expect(tierRank("elite")).toBe(3);
  });

  it("gives each tier its category and every lower one", () => {
    expect(tierForCategory("rare_vintage")).toBe("elite");
    expect(canAccessCategory("essential", "curated")).toBe(true);
    expect(canAccessCategory("essential", "premium")).toBe(false);
    expect(canAccessCategory("premium", "premium")).toBe(true);
    expect(canAccessCategory("premium", "rare_vintage")).toBe(false);
    expect(canAccessCategory("elite", "rare_vintage")).toBe(true);
    expect(canAccessCategory(null, "curated")).toBe(false);
  });
});

describe("exclusive wines", () => {
  it("are for members of any tier; other wines for everyone", () => {
    expect(canBuyWine({ isExclusive: true }, null)).toBe(false);
    expect(canBuyWine({ isExclusive: true }, undefined)).toBe(false);
    expect(canBuyWine({ isExclusive: true }, "essential")).toBe(true);
    expect(canBuyWine({ isExclusive: true }, "elite")).toBe(true);
    expect(canBuyWine({ isExclusive: false }, null)).toBe(true);
  });
});
