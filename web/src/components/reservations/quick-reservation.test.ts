import type { ReservationType } from "contracts";
import { describe, expect, it } from "vitest";
import { bookableDates, isLocked, settleExperience, settleParty } from "./quick-reservation";

// Friday, November 20 2026, 10 am in New York: the tasting room opens at noon.
const fridayMorning = new Date("2026-11-20T15:00:00Z");
// The same Friday at 5:30 pm: an hour-long experience has no time left today.
const fridayEvening = new Date("2026-11-20T22:30:00Z");

function type(overrides: Partial<ReservationType>): ReservationType {
  return {
    id: "rt-tasting",
    name: "Wine Tasting",
    slug: null,
    description: "",
    category: "activity",
    duration: 60,
    capacity: 20,
    price: "25.00",
    isActive: true,
    imageUrl: null,
    requirements: null,
    memberOnly: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const tasting = type({});
const memberEvent = type({ id: "rt-member-event", memberOnly: true });
const retired = type({ id: "rt-retired", isActive: false });

describe("the quick reservation's choices", () => {
  it("offers the opening days (Fridays and Saturdays) of the next 30 days", () => {
    expect(bookableDates(fridayMorning, undefined)).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-27",
      "2026-11-28",
      "2026-12-04",
      "2026-12-05",
      "2026-12-11",
      "2026-12-12",
      "2026-12-18",
      "2026-12-19",
    ]);
  });

  it("leaves out today once the experience's last time has started", () => {
    expect(bookableDates(fridayEvening, tasting)[0]).toBe("2026-11-21");
    expect(bookableDates(fridayMorning, tasting)[0]).toBe("2026-11-20");
  });

  it("keeps members-only experiences from people without a tier", () => {
    expect(isLocked(memberEvent, false)).toBe(true);
    expect(isLocked(memberEvent, true)).toBe(false);
    expect(isLocked(tasting, false)).toBe(false);
  });

  it("offers active experiences and books only one open to the person", () => {
    const types = [tasting, memberEvent, retired];
    const chosen = settleExperience(
      { typeId: "rt-tasting", date: "2026-11-27" },
      types,
      false,
      fridayMorning,
    );
    expect(chosen.offered.map((t) => t.id)).toEqual(["rt-tasting", "rt-member-event"]);
    expect(chosen.type).toBe(tasting);
    expect(chosen.date).toBe("2026-11-27");

    const locked = settleExperience({ typeId: "rt-member-event", date: "" }, types, false, fridayMorning);
    expect(locked.type).toBeUndefined();
    expect(
      settleExperience({ typeId: "rt-retired", date: "" }, types, true, fridayMorning).type,
    ).toBeUndefined();
  });

  it("falls back to the first bookable date when the chosen one does not fit", () => {
    const types = [tasting];
    expect(
      settleExperience({ typeId: "rt-tasting", date: "2026-11-22" }, types, false, fridayMorning).date,
    ).toBe("2026-11-20");
    expect(
      settleExperience({ typeId: "rt-tasting", date: "2026-11-20" }, types, false, fridayEvening).date,
    ).toBe("2026-11-21");
  });

  it("keeps the party within the experience's size, 12 at most", () => {
    expect(settleParty("2", tasting)).toEqual({ maxGuests: 12, guestCount: 2 });
    expect(settleParty("12", type({ capacity: 6 }))).toEqual({ maxGuests: 6, guestCount: 6 });
    expect(settleParty("4", undefined)).toEqual({ maxGuests: 12, guestCount: 4 });
  });
});
