import { describe, expect, it } from "vitest";
import { businessDate, dayBounds, yearBounds } from "./time";

describe("business days and years in New York", () => {
  it("starts a day at New York midnight, winter and summer", () => {
    expect(dayBounds("2026-11-20")).toEqual({
      start: new Date("2026-11-20T05:00:00.000Z"),
      end: new Date("2026-11-21T05:00:00.000Z"),
    });
    expect(dayBounds("2026-07-04").start).toEqual(new Date("2026-07-04T04:00:00.000Z"));
    // The day the clocks go back lasts 25 hours.
    const fallBack = dayBounds("2026-11-01");
    expect(fallBack.end.getTime() - fallBack.start.getTime()).toBe(25 * 3600 * 1000);
    expect(businessDate("2026-11-21T04:59:59.999Z")).toBe("2026-11-20");
  });

  it("starts a year on New Year's Day in New York", () => {
    expect(yearBounds(2026)).toEqual({
      start: new Date("2026-01-01T05:00:00.000Z"),
      end: new Date("2027-01-01T05:00:00.000Z"),
    });
  });
});
