import { describe, expect, it } from "vitest";
import { formatMonth, formatMonthName } from "./format";

describe("business months", () => {
  it("reads a month as its name, with or without the year", () => {
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonthName("2026-11")).toBe("November");
    expect(formatMonth("2027-01")).toBe("January 2027");
  });

  it("leaves text that is not a month alone", () => {
    expect(formatMonth("soon")).toBe("soon");
    expect(formatMonthName("soon")).toBeUndefined();
  });
});
