import { describe, expect, it } from "vitest";
import {
  cardIsEmpty,
  cardNumberLength,
  digitsOnly,
  emptyCard,
  formatCardNumber,
  formatExpiry,
  isExpired,
  validateCard,
} from "./card";

const june2026 = new Date(2026, 5, 15);
const good = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/30",
  cvc: "123",
  name: "Ada Vine",
  zip: "44030",
};

describe("card fields", () => {
  it("formats the number in groups of 4, up to 19 digits", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 42")).toBe("4242 4242 42");
    expect(formatCardNumber("4000-0000 x0000 0002")).toBe("4000 0000 0000 0002");
    expect(formatCardNumber("4242 ")).toBe("4242");
    expect(formatCardNumber("")).toBe("");
    expect(formatCardNumber("12345678901234567890123")).toBe("1234 5678 9012 3456 789");
  });

  it("keeps a form's own limit of digits (the club's upgrade form takes 16)", () => {
    expect(formatCardNumber("42424242424242421234", 16)).toBe("4242 4242 4242 4242");
    expect(cardNumberLength(16)).toBe(19);
    expect(cardNumberLength(19)).toBe(23);
  });

  it("cuts CVC and ZIP to their digits and lengths", () => {
    expect(digitsOnly("1a2b345", 4)).toBe("1234");
    expect(digitsOnly("44030-1234", 5)).toBe("44030");
  });

  it("formats the expiry as MM/YY", () => {
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
});

describe("the checkout's card form", () => {
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
