import { describe, expect, it } from "vitest";
import { CARD_NUMBER_MAX_LENGTH, digitsOnly, formatCardNumber } from "./card-input";

describe("the upgrade form's card fields", () => {
  it("keeps digits only, grouped in fours, at most 19 characters", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000 x0000 0002")).toBe("4000 0000 0000 0002");
    expect(formatCardNumber("4242 ")).toBe("4242");
    expect(formatCardNumber("42424242424242421234")).toHaveLength(CARD_NUMBER_MAX_LENGTH);
    expect(formatCardNumber("")).toBe("");
  });

  it("cuts CVV and ZIP to their digits and lengths", () => {
    expect(digitsOnly("1a2b345", 4)).toBe("1234");
    expect(digitsOnly("44030-1234", 5)).toBe("44030");
  });
});
