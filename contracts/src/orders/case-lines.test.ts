import { describe, expect, it } from "vitest";
import { lineSubtotalCents } from "../cart/rules";
import { caseLineOf, caseLineText } from "./case-lines";

describe("a line sold at the case price", () => {
  it("reads the cases back from what the line came to, as the cart priced it", () => {
    const quantity = 7;
    const lineTotalCents = lineSubtotalCents({
      kind: "wine",
      quantity,
      unitPriceCents: 2000,
      casePriceCents: 10800,
      bottlesPerCase: 6,
    });
    expect(lineTotalCents).toBe(12800);
    const line = caseLineOf({ quantity, unitPriceCents: 2000, lineTotalCents, bottlesPerCase: 6 });
    expect(line).toEqual({ cases: 1, bottlesPerCase: 6, casePriceCents: 10800, bottles: 1 });
    expect(line && caseLineText(line, 2000)).toBe("1 case of 6 at $108.00 + 1 bottle at $20.00");
    const two = caseLineOf({ quantity: 12, unitPriceCents: 2000, lineTotalCents: 21600, bottlesPerCase: 6 });
    expect(two && caseLineText(two, 2000)).toBe("2 cases of 6 at $108.00");
  });

  it("is no case line below a case, at the bottle price, or when no case price explains the total", () => {
    const of = (quantity: number, lineTotalCents: number, bottlesPerCase: number | null = 6) =>
      caseLineOf({ quantity, unitPriceCents: 2000, lineTotalCents, bottlesPerCase });
    expect(of(5, 10000)).toBeNull();
    expect(of(6, 12000)).toBeNull();
    expect(of(6, 10800, null)).toBeNull();
    // Two cases cannot cost an odd number of cents between them.
    expect(of(12, 21601)).toBeNull();
  });
});
