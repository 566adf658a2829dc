import { describe, expect, it } from "vitest";
import { cardIsEmpty, emptyCard, formatCardNumber, formatExpiry, isExpired, validateCard } from "./card";

const june2026 = new Date(2026, 5, 15);
const good = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/30",
  cvc: "123",
  name: "Ada Vine",
  zip: "44030",
};

describe("the card form", () => {
  it("formats the number in groups of 4 and the expiry as MM/YY", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 42")).toBe("4242 4242 42");
    expect(formatCardNumber("4242 ")).toBe("4242");
    expect(formatCardNumber("12345678901234567890123")).toBe("1234 5678 9012 3456 789");
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("12/30")).toBe("12/30");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("4")).toBe("04");
    expect(formatExpiry("123")).toBe("12/3");
  });

  it("knows an expired month", () => {
    expect(isExpired("05/26", june2026)).toBe(true);
    expect(isExpired("06/26", june2026)).toBe(false);
    expect(isExpired("01/27", june2026)).toBe(false);
    expect(isExpired("12/25", june2026)).toBe(true);
  });

  it("accepts a good card and keeps only digits in the number", () => {
    const result = validateCard(good, june2026);
    expect(result).toEqual({ success: true, data: { ...good, cardNumber: "4242424242424242" } });
  });

  it("says what is wrong next to each field", () => {
    const result = validateCard(emptyCard, june2026);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      cardNumber: "Card number is required",
      expiry: "Expiry date is required",
      cvc: "CVC is required",
      name: "Cardholder name is required",
      zip: "Billing ZIP is required",
    });
    expect(cardIsEmpty(emptyCard)).toBe(true);

    const bad = validateCard(
      { cardNumber: "4242 4242 4242 4241", expiry: "13/30", cvc: "12", name: "A", zip: "4403" },
      june2026,
    );
    expect(bad.success ? {} : bad.errors).toEqual({
      cardNumber: "Your card number is invalid.",
      expiry: "Expiry must be MM/YY",
      cvc: "CVC must be 3 or 4 digits",
      zip: "Billing ZIP must be 5 digits",
    });
    const expired = validateCard({ ...good, expiry: "05/26" }, june2026);
    expect(expired.success ? {} : expired.errors).toEqual({ expiry: "Your card has expired" });
  });
});
