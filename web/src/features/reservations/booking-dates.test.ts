import { nextBusinessDates } from "contracts/reservations/rules";
import { describe, expect, it } from "vitest";
import { firstBookableDate } from "./booking-dates";

// Thursday, November 19 2026, 9 am in New York: the tasting room next opens on Friday at noon.
const thursday = new Date("2026-11-19T14:00:00Z");
// Friday, November 20 2026, 5:30 pm in New York: the last hour-long time (5 pm) has started.
const fridayEvening = new Date("2026-11-20T22:30:00Z");

describe("the booking panel's first date", () => {
  it("is the next opening day with a time still ahead", () => {
    const dates = nextBusinessDates(thursday, 14);
    expect(dates[0]).toBe("2026-11-19");
    expect(firstBookableDate(dates, { duration: 60, slug: null }, thursday)).toBe("2026-11-20");
  });

  it("skips today once its last time has started, for the experience's own length", () => {
    const dates = nextBusinessDates(fridayEvening, 14);
    expect(firstBookableDate(dates, { duration: 60, slug: null }, fridayEvening)).toBe("2026-11-21");
    // A half-hour experience's last time, 5:30 pm, starts right now: it is no longer ahead.
    expect(firstBookableDate(dates, { duration: 30, slug: null }, fridayEvening)).toBe("2026-11-21");
  });

  it("keeps an evening experience bookable today after the tasting room's last daytime time", () => {
    const dates = nextBusinessDates(fridayEvening, 14);
    // 5:30 pm on Friday: the members' evening starts at 6.
    expect(firstBookableDate(dates, { duration: 120, slug: "member-event" }, fridayEvening)).toBe(
      "2026-11-20",
    );
  });

  it("falls back to the first date when no date has a time, and to nothing without dates", () => {
    const dates = ["2026-11-19", "2026-11-22"];
    expect(firstBookableDate(dates, { duration: 60, slug: null }, thursday)).toBe("2026-11-19");
    expect(firstBookableDate([], { duration: 60, slug: null }, thursday)).toBe("");
  });
});
