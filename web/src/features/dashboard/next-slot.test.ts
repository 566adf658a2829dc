import type { ReservationType, Slot } from "contracts";
import { describe, expect, it } from "vitest";
import { formatNextSlot, nextOpenSlot } from "./next-slot";

// Thursday 2026-11-26, 10:00 in New York (EST, UTC-5).
const now = new Date("2026-11-26T15:00:00.000Z");

const type: ReservationType = {
  id: "rt-classic-tasting",
  name: "Classic Tasting Flight",
  slug: null,
  description: "Six estate wines.",
  category: "activity",
  duration: 60,
  capacity: 20,
  price: "25.00",
  isActive: true,
  imageUrl: null,
  requirements: null,
  memberOnly: false,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function slot(id: string, startTime: string, availableSpots = 20, isAvailable = true): Slot {
  const end = new Date(Date.parse(startTime) + 60 * 60_000).toISOString();
  return {
    id,
    reservationTypeId: type.id,
    startTime,
    endTime: end,
    availableSpots,
    isAvailable,
    capacity: 20,
    typeName: type.name,
  };
}

describe("nextOpenSlot", () => {
  it("skips closed, full and too-small slots and gives the New York business date", () => {
    const next = nextOpenSlot(
      [
        slot("s4", "2026-11-27T21:00:00.000Z"),
        slot("s1", "2026-11-27T17:00:00.000Z", 0),
        slot("s2", "2026-11-27T18:00:00.000Z", 5, false),
        slot("s3", "2026-11-27T19:00:00.000Z", 1),
        slot("s5", "2026-11-27T20:00:00.000Z", 2),
      ],
      type,
      now,
    );
    expect(next?.slot.id).toBe("s5");
    expect(next?.date).toBe("2026-11-27");
    expect(next ? formatNextSlot(next) : null).toBe("Fri, Nov 27 · 3:00 PM");
  });

  it("lets a one-guest experience take a slot with one spot left", () => {
    const next = nextOpenSlot([slot("s1", "2026-11-27T17:00:00.000Z", 1)], { ...type, capacity: 1 }, now);
    expect(next?.slot.id).toBe("s1");
  });

  it("finds nothing in the past, beyond 30 days or for another type", () => {
    const slots = [
      slot("past", "2026-11-20T17:00:00.000Z"),
      slot("far", "2027-01-08T17:00:00.000Z"),
      { ...slot("other", "2026-11-27T17:00:00.000Z"), reservationTypeId: "rt-other" },
    ];
    expect(nextOpenSlot(slots, type, now)).toBeNull();
  });
});
