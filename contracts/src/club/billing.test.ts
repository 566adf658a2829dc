import { describe, expect, it } from "vitest";
import { addBillingMonths, renewalCharge, retryDate, skipProblem } from "./billing";

describe("billing dates", () => {
  it("renews on the start day, clamped to the month's end", () => {
    expect(addBillingMonths("2026-01-31", 1, 31)).toBe("2026-02-28");
    expect(addBillingMonths("2026-02-28", 1, 31)).toBe("2026-03-31");
    expect(addBillingMonths("2028-01-31", 1, 31)).toBe("2028-02-29");
    expect(addBillingMonths("2026-12-15", 1, 15)).toBe("2027-01-15");
    expect(addBillingMonths("2026-03-31", -1, 31)).toBe("2026-02-28");
  });

  it("retries on day 3 and day 7, then gives up", () => {
    expect(retryDate("2026-03-10", "2026-03-10")).toBe("2026-03-12");
    expect(retryDate("2026-03-10", "2026-03-11")).toBe("2026-03-12");
    expect(retryDate("2026-03-10", "2026-03-12")).toBe("2026-03-16");
    expect(retryDate("2026-03-10", "2026-03-16")).toBeNull();
  });

  it("charges the tier price plus 8 % tax", () => {
    expect(renewalCharge("essential")).toEqual({ subtotalCents: 4900, taxCents: 392, totalCents: 5292 });
    expect(renewalCharge("premium")).toEqual({ subtotalCents: 9900, taxCents: 792, totalCents: 10692 });
    expect(renewalCharge("elite")).toEqual({ subtotalCents: 19900, taxCents: 1592, totalCents: 21492 });
  });
});

describe("skipping a month", () => {
  it("allows two skips in any 12 months", () => {
    expect(skipProblem("2026-04", "2026-03-10", [])).toBeNull();
    expect(skipProblem("2026-05", "2026-03-10", ["2026-04"])).toBeNull();
    expect(skipProblem("2026-06", "2026-03-10", ["2026-04", "2026-05"])).toBe(
      "You can skip at most 2 months in 12 months.",
    );
    expect(skipProblem("2027-04", "2026-03-10", ["2026-04", "2026-05"])).toBeNull();
    expect(skipProblem("2027-03", "2026-03-10", ["2026-04", "2026-05"])).toBe(
      "You can skip at most 2 months in 12 months.",
    );
  });

  it("refuses a month already charged or already skipped", () => {
    expect(skipProblem("2026-02", "2026-03-10", [])).toBe(
      "You can only skip a month that has not been charged yet.",
    );
    expect(skipProblem("2026-04", "2026-03-10", ["2026-04"])).toBe("This month is already skipped.");
  });
});
