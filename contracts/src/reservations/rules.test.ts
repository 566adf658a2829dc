import { describe, expect, it } from "vitest";
import { addDays, businessDate, isBusinessDate, timeZoneOffsetMs, weekdayOf, zonedTimeToUtc } from "../time";
import {
  bookingName,
  businessDayBounds,
  canTakeParty,
  holidayOn,
  isCancellable,
  isOpeningDay,
  isSlotFull,
  isUpcoming,
  nextBusinessDates,
  openingDatesWithin,
  partySizeMax,
  reservationTotalCents,
  sittingOf,
  slotProblem,
  slotTimesFor,
  spotsLeftMessage,
} from "./rules";

const HOUR = 60 * 60 * 1000;

describe("New York wall time", () => {
  it("knows the offset in summer (EDT, -4 h) and winter (EST, -5 h)", () => {
    expect(timeZoneOffsetMs(new Date("2026-07-18T16:00:00Z"))).toBe(-4 * HOUR);
    expect(timeZoneOffsetMs(new Date("2026-12-19T17:00:00Z"))).toBe(-5 * HOUR);
  });

  it("turns local noon into UTC on both sides of the DST changes", () => {
    expect(zonedTimeToUtc("2026-07-18", 12 * 60).toISOString()).toBe("2026-07-18T16:00:00.000Z");
    expect(zonedTimeToUtc("2026-12-19", 12 * 60).toISOString()).toBe("2026-12-19T17:00:00.000Z");
    // 2026-03-08 and 2026-11-01 are the change days: noon is already on the new offset.
    expect(zonedTimeToUtc("2026-03-08", 12 * 60).toISOString()).toBe("2026-03-08T16:00:00.000Z");
    expect(zonedTimeToUtc("2026-11-01", 12 * 60).toISOString()).toBe("2026-11-01T17:00:00.000Z");
    expect(zonedTimeToUtc("2026-03-08", 0).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(zonedTimeToUtc("2026-11-01", 0).toISOString()).toBe("2026-11-01T04:00:00.000Z");
  });

  it("gives the business date of an instant in New York, not in UTC", () => {
    expect(businessDate(new Date("2026-11-21T03:30:00Z"))).toBe("2026-11-20");
    expect(businessDate("2026-11-21T05:00:00Z")).toBe("2026-11-21");
    expect(businessDate("2026-07-01T03:59:59Z")).toBe("2026-06-30");
  });

  it("bounds a business day by its two local midnights (23 or 25 hours on change days)", () => {
    const normal = businessDayBounds("2026-11-20");
    expect(normal.start.toISOString()).toBe("2026-11-20T05:00:00.000Z");
    expect(normal.end.toISOString()).toBe("2026-11-21T05:00:00.000Z");
    const spring = businessDayBounds("2026-03-08");
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    const fall = businessDayBounds("2026-11-01");
    expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * HOUR);
  });
});

describe("business dates", () => {
  it("checks, adds and names days of yyyy-MM-dd dates", () => {
    expect(isBusinessDate("2026-02-28")).toBe(true);
    expect(isBusinessDate("2026-02-29")).toBe(false);
    expect(isBusinessDate("2026-2-1")).toBe(false);
    expect(isBusinessDate("tomorrow")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(weekdayOf("2026-11-20")).toBe(5);
    expect(isOpeningDay("2026-11-20")).toBe(true);
    expect(isOpeningDay("2026-11-21")).toBe(true);
    expect(isOpeningDay("2026-11-22")).toBe(false);
    expect(isOpeningDay("2026-11-19")).toBe(false);
  });

  it("lists the next N dates from today in New York, even late in the evening", () => {
    // 11:30 pm on Thursday in New York is already Friday in UTC.
    const now = new Date("2026-11-20T04:30:00Z");
    expect(nextBusinessDates(now, 3)).toEqual(["2026-11-19", "2026-11-20", "2026-11-21"]);
    expect(nextBusinessDates(now, 0)).toEqual([]);
    expect(nextBusinessDates(now, 14)).toHaveLength(14);
    expect(openingDatesWithin(now, 14)).toEqual(["2026-11-20", "2026-11-21", "2026-11-27", "2026-11-28"]);
  });
});

describe("slot times", () => {
  it("starts at noon and fits whole slots before 6 pm on a summer Saturday (16:00Z)", () => {
    expect(slotTimesFor("2026-07-18", 60)).toEqual([
      { startTime: "2026-07-18T16:00:00.000Z", endTime: "2026-07-18T17:00:00.000Z" },
      { startTime: "2026-07-18T17:00:00.000Z", endTime: "2026-07-18T18:00:00.000Z" },
      { startTime: "2026-07-18T18:00:00.000Z", endTime: "2026-07-18T19:00:00.000Z" },
      { startTime: "2026-07-18T19:00:00.000Z", endTime: "2026-07-18T20:00:00.000Z" },
      { startTime: "2026-07-18T20:00:00.000Z", endTime: "2026-07-18T21:00:00.000Z" },
      { startTime: "2026-07-18T21:00:00.000Z", endTime: "2026-07-18T22:00:00.000Z" },
    ]);
  });

  it("starts at 17:00Z on a December Saturday", () => {
    const slots = slotTimesFor("2026-12-19", 120);
    expect(slots.map((s) => s.startTime)).toEqual([
      "2026-12-19T17:00:00.000Z",
      "2026-12-19T19:00:00.000Z",
      "2026-12-19T21:00:00.000Z",
    ]);
    expect(slots.at(-1)?.endTime).toBe("2026-12-19T23:00:00.000Z");
  });

  it("never lets the last slot run past 6 pm", () => {
    const slots = slotTimesFor("2026-11-20", 90);
    expect(slots).toHaveLength(4);
    expect(slotTimesFor("2026-11-20", 100).map((s) => s.endTime)).toEqual([
      "2026-11-20T18:40:00.000Z",
      "2026-11-20T20:20:00.000Z",
      "2026-11-20T22:00:00.000Z",
    ]);
    expect(slotTimesFor("2026-11-20", 360)).toHaveLength(1);
    expect(slotTimesFor("2026-11-20", 361)).toEqual([]);
  });

  it("has no slots on closed days or for a nonsense duration", () => {
    expect(slotTimesFor("2026-11-22", 60)).toEqual([]);
    expect(slotTimesFor("2026-11-19", 60)).toEqual([]);
    expect(slotTimesFor("2026-11-20", 0)).toEqual([]);
    expect(slotTimesFor("2026-11-20", 12.5)).toEqual([]);
  });
});

describe("when an experience takes place", () => {
  it("serves lunch at lunchtime: noon and 1:30 pm, over by 3 pm (never a 4:30 pm lunch)", () => {
    const lunch = slotTimesFor("2026-11-20", 90, sittingOf({ slug: "lakeview-lunch" }));
    expect(lunch).toEqual([
      { startTime: "2026-11-20T17:00:00.000Z", endTime: "2026-11-20T18:30:00.000Z" },
      { startTime: "2026-11-20T18:30:00.000Z", endTime: "2026-11-20T20:00:00.000Z" },
    ]);
  });

  it("holds the members' evening in the evening: 6 to 8 pm, not at noon", () => {
    expect(sittingOf({ slug: "member-event" })).toBe("evening");
    expect(slotTimesFor("2026-11-21", 120, "evening")).toEqual([
      { startTime: "2026-11-21T23:00:00.000Z", endTime: "2026-11-22T01:00:00.000Z" },
    ]);
    // A summer evening: 6 pm is 22:00Z.
    expect(slotTimesFor("2026-07-18", 120, "evening").map((s) => s.startTime)).toEqual([
      "2026-07-18T22:00:00.000Z",
    ]);
  });

  it("runs every other experience through the tasting room's hours", () => {
    for (const slug of [null, "wine-tasting", "harvest-tour", "group-tasting"]) {
      expect(sittingOf({ slug })).toBe("daytime");
    }
  });
});

describe("holidays", () => {
  it("closes on Christmas Day, New Year's Day and Thanksgiving, whatever the weekday", () => {
    // Christmas 2026 and New Year's Day 2027 fall on a Friday, an opening day.
    expect(weekdayOf("2026-12-25")).toBe(5);
    expect(holidayOn("2026-12-25")).toBe("Christmas Day");
    expect(isOpeningDay("2026-12-25")).toBe(false);
    expect(slotTimesFor("2026-12-25", 60)).toEqual([]);
    expect(holidayOn("2027-01-01")).toBe("New Year's Day");
    expect(isOpeningDay("2027-01-01")).toBe(false);
    expect(holidayOn("2026-11-26")).toBe("Thanksgiving");
    expect(holidayOn("2027-11-25")).toBe("Thanksgiving");
    // The Thursday before and the Friday after are no holiday.
    expect(holidayOn("2026-11-19")).toBeNull();
    expect(holidayOn("2026-11-27")).toBeNull();
    expect(isOpeningDay("2026-12-26")).toBe(true);
    expect(isOpeningDay("2026-12-24")).toBe(false);
    expect(holidayOn("2026-12-24")).toBeNull();
  });

  it("leaves them out of the days a visitor can book", () => {
    const now = new Date("2026-12-20T15:00:00Z");
    expect(openingDatesWithin(now, 14)).toEqual(["2026-12-26", "2027-01-02"]);
  });
});

describe("booking a slot", () => {
  const now = new Date("2026-11-20T15:00:00Z");
  const slot = { startTime: "2026-11-20T17:00:00.000Z", isAvailable: true, availableSpots: 3 };

  it("takes a party that fits an available future slot", () => {
    expect(slotProblem(slot, 3, now)).toBeNull();
    expect(canTakeParty(slot, 1, now)).toBe(true);
  });

  it("refuses past, closed, full and too-small slots with a clear reason", () => {
    expect(slotProblem({ ...slot, startTime: "2026-11-20T15:00:00.000Z" }, 1, now)).toBe(
      "This time has already passed",
    );
    expect(slotProblem({ ...slot, isAvailable: false }, 1, now)).toBe("This time is no longer available");
    expect(slotProblem({ ...slot, availableSpots: 0 }, 1, now)).toBe("This time is no longer available");
    expect(slotProblem(slot, 4, now)).toBe("Only 3 spots left at this time");
    expect(slotProblem({ ...slot, availableSpots: 1 }, 2, now)).toBe("Only 1 spot left at this time");
    expect(canTakeParty(slot, 4, now)).toBe(false);
    expect(spotsLeftMessage(5)).toBe("Only 5 spots left at this time");
  });

  it("calls a slot full when it is closed or has no spots", () => {
    expect(isSlotFull({ isAvailable: true, availableSpots: 1 })).toBe(false);
    expect(isSlotFull({ isAvailable: true, availableSpots: 0 })).toBe(true);
    expect(isSlotFull({ isAvailable: false, availableSpots: 5 })).toBe(true);
  });

  it("caps a party at 12 or the experience's capacity", () => {
    expect(partySizeMax(40)).toBe(12);
    expect(partySizeMax(12)).toBe(12);
    expect(partySizeMax(8)).toBe(8);
    expect(partySizeMax(0)).toBe(0);
  });

  it("prices a booking as price per person times guests, in cents", () => {
    expect(reservationTotalCents("25.00", 2)).toBe(5000);
    expect(reservationTotalCents("33.33", 3)).toBe(9999);
    expect(reservationTotalCents("85.5", 12)).toBe(102600);
  });
});

describe("upcoming bookings", () => {
  const now = new Date("2026-11-20T15:00:00Z");
  it("counts a booking as upcoming while its slot is ahead and it is not cancelled", () => {
    expect(isUpcoming("2026-11-20T17:00:00.000Z", "confirmed", now)).toBe(true);
    expect(isUpcoming("2026-11-20T17:00:00.000Z", "completed", now)).toBe(true);
    expect(isUpcoming("2026-11-20T17:00:00.000Z", "cancelled", now)).toBe(false);
    expect(isUpcoming("2026-11-20T15:00:00.000Z", "confirmed", now)).toBe(false);
  });

  it("lets only an upcoming confirmed booking be cancelled", () => {
    expect(isCancellable("2026-11-20T17:00:00.000Z", "confirmed", now)).toBe(true);
    expect(isCancellable("2026-11-20T17:00:00.000Z", "cancelled", now)).toBe(false);
    expect(isCancellable("2026-11-20T17:00:00.000Z", "completed", now)).toBe(false);
    expect(isCancellable("2026-11-19T17:00:00.000Z", "confirmed", now)).toBe(false);
  });
});

describe("a booking's name", () => {
  it("is the account's name, or the name taken down for a booking without one", () => {
    expect(bookingName({ username: "rita", firstName: "Rita", lastName: "Kessler" }, null)).toBe(
      "Rita Kessler",
    );
    expect(bookingName({ username: "rita", firstName: null, lastName: null }, "ignored")).toBe("rita");
    expect(bookingName(null, "Pat Caller")).toBe("Pat Caller");
    expect(bookingName(null, null)).toBe("Guest");
  });
});
