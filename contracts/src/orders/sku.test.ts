import { describe, expect, it } from "vitest";
import { productIdOf, skuOf } from "./sku";

const none = { wineId: null, giftPackageId: null, merchandiseId: null, tier: null, size: null };

describe("an order line's product id and SKU", () => {
  it("names the product each kind of line holds", () => {
    const wine = { ...none, kind: "wine" as const, wineId: "w1" };
    expect([productIdOf(wine), skuOf(wine)]).toEqual(["w1", "W-w1"]);
    const free = { ...none, kind: "membership_wine" as const, wineId: "w1" };
    expect([productIdOf(free), skuOf(free)]).toEqual(["w1", "CLUBWINE-w1"]);
    const gift = { ...none, kind: "gift-package" as const, giftPackageId: "g1" };
    expect([productIdOf(gift), skuOf(gift)]).toEqual(["g1", "G-g1"]);
    const shirt = { ...none, kind: "merchandise" as const, merchandiseId: "m1", size: "xl" };
    expect([productIdOf(shirt), skuOf(shirt)]).toEqual(["m1", "M-m1-XL"]);
    const mug = { ...none, kind: "merchandise" as const, merchandiseId: "m2" };
    expect(skuOf(mug)).toBe("M-m2");
    const club = { ...none, kind: "membership" as const, tier: "premium" };
    expect([productIdOf(club), skuOf(club)]).toEqual([null, "CLUB-PREMIUM"]);
  });
});
