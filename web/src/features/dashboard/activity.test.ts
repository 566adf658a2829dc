import type { Reservation } from "contracts";
import { describe, expect, it } from "vitest";
import { isUpcoming, orderItemCount, upcomingReservations } from "./activity";

const now = Date.parse("2026-11-20T12:00:00Z");

function booking(id: string, startTime: string, status: Reservation["status"] = "confirmed"): Reservation {
  return {
    id,
    userId: "u1",
    reservationSlotId: `slot-${id}`,
    guestCount: 2,
    status,
    totalPrice: "50.00",
    specialRequests: null,
    contactPhone: "4405550168",
    // Booked long ago: "upcoming" must follow the slot, not the creation date (docs/product/decisions.md).
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    slot: {
      startTime,
      endTime: startTime,
      reservationType: { id: "rt", name: "Tasting", category: "activity" },
    },
    user: { username: "rita", firstName: null, lastName: null, email: "rita@example.test" },
    guestName: "rita",
    guestEmail: "rita@example.test",
    attendance: "expected",
    bookedBy: null,
  };
}

describe("upcoming reservations", () => {
  it("are the future slots that are not cancelled, soonest first", () => {
    const later = booking("later", "2026-12-05T17:00:00Z");
    const soon = booking("soon", "2026-11-21T17:00:00Z");
    const past = booking("past", "2026-11-19T17:00:00Z");
    const cancelled = booking("cancelled", "2026-11-22T17:00:00Z", "cancelled");
    expect(isUpcoming(past, now)).toBe(false);
    expect(isUpcoming(cancelled, now)).toBe(false);
    expect(upcomingReservations([later, past, cancelled, soon], now).map((r) => r.id)).toEqual([
      "soon",
      "later",
    ]);
  });
});

describe("an order's item count", () => {
  it("counts bottles and pieces, as the cart did", () => {
    expect(orderItemCount({ items: [{ quantity: 3 }, { quantity: 1 }] })).toBe("4 items");
    expect(orderItemCount({ items: [{ quantity: 1 }] })).toBe("1 item");
  });
});
