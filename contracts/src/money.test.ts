import { describe, expect, it } from "vitest";
import { formatCents, formatPrice, formatUsd, percentOf, roundCents, toCents } from "./money";

describe("money", () => {
  it("reads decimal strings and numbers as integer cents", () => {
    expect(toCents("24.99")).toBe(2499);
    expect(toCents("24.9")).toBe(2490);
    expect(toCents("24")).toBe(2400);
    expect(toCents("0.07")).toBe(7);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents("-3.50")).toBe(-350);
  });

  it("refuses text that is not an amount", () => {
    expect(() => toCents("12.345")).toThrow();
    expect(() => toCents("abc")).toThrow();
  });

  it("writes cents as 2-place strings", () => {
    expect(formatCents(2499)).toBe("24.99");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(0)).toBe("0.00");
    expect(formatCents(-350)).toBe("-3.50");
  });

  it("rounds half-up to the cent", () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(0.49)).toBe(0);
    expect(roundCents(1234.5)).toBe(1235);
    expect(percentOf(1999, 8)).toBe(160); // 159.92
    expect(percentOf(1250, 8)).toBe(100);
    expect(percentOf(3125, 8)).toBe(250);
    expect(percentOf(6250, 10)).toBe(625);
    expect(percentOf(1, 50)).toBe(1); // 0.5 rounds up
  });

  it("formats dollars for people", () => {
    expect(formatUsd(123456)).toBe("$1,234.56");
    expect(formatUsd(99)).toBe("$0.99");
    expect(formatPrice("42.00")).toBe("$42.00");
  });
});
