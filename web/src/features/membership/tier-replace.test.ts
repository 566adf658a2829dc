import { describe, expect, it } from "vitest";
import { replaceTierTexts } from "./tier-replace";

describe("choosing a second tier", () => {
  it("asks before the cart's membership is replaced, naming both tiers and their prices", () => {
    expect(replaceTierTexts("essential", "premium")).toEqual({
      title: "Replace Essential with Premium?",
      body: "Your cart already holds the Essential membership ($49.00/month). A cart holds one membership, so Premium ($99.00/month) would take its place.",
      confirm: "Replace with Premium",
      keep: "Keep Essential",
      added: "Premium membership, $99.00 per month. It replaces Essential in your cart.",
    });
  });
});
