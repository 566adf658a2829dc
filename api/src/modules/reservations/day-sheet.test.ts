import type { Analytics, ApiError, DaySheetSlot, Reservation, Slot } from "contracts";
import { reservations } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../test/mail";
import { adminOf } from "../../test/orders";
import {
  appWithSlots,
  book,
  booking,
  FRIDAY_1PM,
  FRIDAY_NOON,
  insertType,
  slotAt,
  spotsOf,
} from "../../test/reservations";

const DAY = "/api/admin/reservations/day";
const STAFF = "/api/admin/reservations";
type Answer = Reservation & Partial<ApiError>;

async function dayApp() {
  const t = await appWithSlots();
  const admin = await adminOf(t);
  const type = await insertType(t, { name: "Day Tasting", capacity: 6 });
  return { t, admin, type };
}

describe("the day sheet", () => {
  it("lists the day's slots in time order with their parties, members marked", async () => {
    const { t, admin, type } = await dayApp();
    const noon = await slotAt(t, type.id, FRIDAY_NOON);
    const member = await t.signedIn({ firstName: "Ann", lastName: "Archer", membershipTier: "premium" });
    expect(
      (await book(member.client, booking(noon.id, { guestCount: 2, specialRequests: "Window" }))).status,
    ).toBe(200);
    const walkIn = await admin.post<Answer>(STAFF, {
      reservationSlotId: noon.id,
      guestCount: 3,
      name: "Walter Inn",
      contactPhone: "(440) 555-0199",
    });
    expect(walkIn.status).toBe(200);
    expect(walkIn.body).toMatchObject({
      userId: null,
      user: null,
      guestName: "Walter Inn",
      guestEmail: null,
    });

    const sheet = await admin.get<DaySheetSlot[]>(`${DAY}?date=2026-11-20`);
    expect(sheet.status).toBe(200);
    const ours = sheet.body.filter((s) => s.slot.reservationTypeId === type.id);
    expect(ours.map((s) => s.slot.startTime)).toEqual([...ours.map((s) => s.slot.startTime)].sort());
    expect(ours[0]?.slot).toMatchObject({
      startTime: FRIDAY_NOON,
      capacity: 6,
      booked: 5,
      availableSpots: 1,
      closed: false,
    });
    expect(ours[0]?.bookings).toEqual([
      {
        id: expect.any(String),
        name: "Ann Archer",
        phone: "(440) 555-0100",
        email: member.user.email,
        guestCount: 2,
        specialRequests: "Window",
        member: "premium",
        attendance: "expected",
        bookedBy: null,
      },
      {
        id: walkIn.body.id,
        name: "Walter Inn",
        phone: "(440) 555-0199",
        email: null,
        guestCount: 3,
        specialRequests: null,
        member: null,
        attendance: "expected",
        bookedBy: expect.any(String),
      },
    ]);
    // Nobody to e-mail for the walk-in: only the member's confirmation was written.
    expect((await outbox(t)).filter((m) => m.kind === "reservation_confirmed")).toHaveLength(1);
    // A week from the date.
    const week = await admin.get<DaySheetSlot[]>(`${DAY}?date=2026-11-20&days=7`);
    expect(week.body.length).toBeGreaterThan(sheet.body.length);
    expect((await admin.get<ApiError>(`${DAY}?date=2026-13-01`)).status).toBe(400);
    expect((await admin.get<ApiError>(`${DAY}?date=2026-11-20&days=3`)).status).toBe(400);
  });

  it("refuses a staff booking into a full slot and changes nothing; parallel bookings never overfill", async () => {
    const { t, admin, type } = await dayApp();
    const noon = await slotAt(t, type.id, FRIDAY_NOON);
    const guest = { reservationSlotId: noon.id, name: "Phone Caller", contactPhone: "4405550123" };
    expect((await admin.post(STAFF, { ...guest, guestCount: 6 })).status).toBe(200);
    const full = await admin.post<ApiError>(STAFF, { ...guest, guestCount: 1 });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("This time is no longer available");
    expect(await spotsOf(t, noon.id)).toBe(0);
    expect(
      await t.db.select().from(reservations).where(eq(reservations.reservationSlotId, noon.id)),
    ).toHaveLength(1);

    // Six parties of 2 for the 1 pm slot (capacity 6) at once, half by the staff, half on the site.
    const one = await slotAt(t, type.id, FRIDAY_1PM);
    const { client } = await t.signedIn();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? admin.post(STAFF, { ...guest, reservationSlotId: one.id, guestCount: 2 })
          : book(client, booking(one.id, { guestCount: 2 })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    expect(await spotsOf(t, one.id)).toBe(0);
  });

  it("books for an existing customer, who gets the confirmation", async () => {
    const { t, admin, type } = await dayApp();
    const noon = await slotAt(t, type.id, FRIDAY_NOON);
    const { user } = await t.signedIn({ firstName: "Rita", lastName: "Kessler" });
    const res = await admin.post<Answer>(STAFF, {
      reservationSlotId: noon.id,
      guestCount: 2,
      userId: user.id,
      contactPhone: "4405550100",
    });
    expect(res.body).toMatchObject({ userId: user.id, guestName: "Rita Kessler", guestEmail: user.email });
    expect((await outbox(t)).filter((m) => m.to === user.email).map((m) => m.kind)).toEqual([
      "reservation_confirmed",
    ]);
    const missing = await admin.post<ApiError>(STAFF, {
      reservationSlotId: noon.id,
      guestCount: 2,
      contactPhone: "4405550100",
    });
    expect(missing.status).toBe(400);
    expect(missing.body.issues?.[0]?.message).toBe("Enter the guest's name");
  });

  it("marks arrivals and no-shows, and the dashboard counts them", async () => {
    const { t, admin, type } = await dayApp();
    t.clock.set("2026-11-20T16:00:00.000Z");
    const noon = await slotAt(t, type.id, FRIDAY_NOON);
    const parties = [];
    for (const [name, guests] of [
      ["A", 2],
      ["B", 3],
      ["C", 1],
    ] as const) {
      parties.push(
        (
          await admin.post<Answer>(STAFF, {
            reservationSlotId: noon.id,
            guestCount: guests,
            name,
            contactPhone: "4405550100",
          })
        ).body,
      );
    }
    const [a, b] = parties;
    expect(
      (await admin.patch<Answer>(`${STAFF}/${a?.id}/attendance`, { attendance: "checked_in" })).body
        .attendance,
    ).toBe("checked_in");
    await admin.patch(`${STAFF}/${b?.id}/attendance`, { attendance: "no_show" });
    expect((await admin.patch<ApiError>(`${STAFF}/${a?.id}/attendance`, { attendance: "late" })).status).toBe(
      400,
    );
    const analytics = await admin.get<Analytics>("/api/admin/analytics");
    expect(analytics.body.attendanceToday).toEqual({ expected: 1, checkedIn: 2, noShow: 3 });
  });

  it("closes a slot for a private event and sizes it, never below what is booked", async () => {
    const { t, admin, type } = await dayApp();
    const noon = await slotAt(t, type.id, FRIDAY_NOON);
    await admin.post(STAFF, {
      reservationSlotId: noon.id,
      guestCount: 4,
      name: "Four",
      contactPhone: "4405550100",
    });

    const below = await admin.patch<ApiError>(`/api/admin/reservation-slots/${noon.id}`, { capacity: 3 });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe("4 guests are booked: the capacity cannot be below 4");
    expect(await spotsOf(t, noon.id)).toBe(2);

    const bigger = await admin.patch<Slot>(`/api/admin/reservation-slots/${noon.id}`, { capacity: 10 });
    expect(bigger.body).toMatchObject({ capacity: 10, availableSpots: 6 });
    const closed = await admin.patch<Slot>(`/api/admin/reservation-slots/${noon.id}`, { closed: true });
    expect(closed.body.isAvailable).toBe(false);
    const { client } = await t.signedIn();
    expect((await book(client, booking(noon.id))).status).toBe(409);
    const staff = await admin.post<ApiError>(STAFF, {
      reservationSlotId: noon.id,
      guestCount: 1,
      name: "X",
      contactPhone: "4405550100",
    });
    expect(staff.body.message).toBe("This time slot is closed: reopen it on the day sheet first");
    await admin.patch(`/api/admin/reservation-slots/${noon.id}`, { closed: false });
    expect((await book(client, booking(noon.id))).status).toBe(200);
    expect(await spotsOf(t, noon.id)).toBe(4);
    // A cancellation recounts against the slot's own capacity.
    const mine = await admin.get<Reservation[]>(`${STAFF}?search=Four`);
    await admin.post(`/api/reservations/${mine.body[0]?.id}/cancel`);
    expect(await spotsOf(t, noon.id)).toBe(8);
    expect((await admin.patch<ApiError>(`/api/admin/reservation-slots/${noon.id}`, {})).status).toBe(400);
  });

  it("lists bookings by date, status and search, upcoming first, a page at a time", async () => {
    const { t, admin, type } = await dayApp();
    const noon = await slotAt(t, type.id, FRIDAY_NOON);
    const later = await slotAt(t, type.id, "2026-11-21T17:00:00.000Z");
    for (const [slot, name] of [
      [later, "Zed Later"],
      [noon, "Amy Sooner"],
      [noon, "Bob Sooner"],
    ] as const) {
      await admin.post(STAFF, {
        reservationSlotId: slot.id,
        guestCount: 1,
        name,
        contactPhone: "(216) 555-0142",
      });
    }
    const first = await admin.get<Reservation[]>(`${STAFF}?pageSize=2`);
    expect(first.headers.get("x-total-count")).toBe("3");
    expect(first.body.map((r) => r.guestName)).toEqual(["Amy Sooner", "Bob Sooner"]);
    const second = await admin.get<Reservation[]>(`${STAFF}?pageSize=2&page=2`);
    expect(second.body.map((r) => r.guestName)).toEqual(["Zed Later"]);
    const saturday = await admin.get<Reservation[]>(`${STAFF}?from=2026-11-21&to=2026-11-21`);
    expect(saturday.body.map((r) => r.guestName)).toEqual(["Zed Later"]);
    const byPhone = await admin.get<Reservation[]>(`${STAFF}?search=216555`);
    expect(byPhone.body).toHaveLength(3);
    const byName = await admin.get<Reservation[]>(`${STAFF}?search=sooner&status=confirmed`);
    expect(byName.body.map((r) => r.guestName)).toEqual(["Amy Sooner", "Bob Sooner"]);
    expect((await admin.get<ApiError>(`${STAFF}?from=2026-11-22&to=2026-11-21`)).status).toBe(400);
    expect((await admin.get<ApiError>(`${STAFF}?status=lost`)).status).toBe(400);
  });
});
