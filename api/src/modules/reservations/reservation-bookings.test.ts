import type { ApiError, Reservation, Slot } from "contracts";
import { reservationSlots, reservations } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { otherProcess } from "../../test/helpers";
import {
  appWithSlots,
  book,
  booking,
  deactivateType,
  FRIDAY_1PM,
  FRIDAY_NOON,
  insertType,
  slotAt,
  spotsOf,
} from "../../test/reservations";

describe("reservations.create", () => {
  it("books a slot, takes the spots and computes the total itself", async () => {
    const t = await appWithSlots();
    const type = await insertType(t, { price: "25.50", capacity: 10 });
    const slot = await slotAt(t, type.id, FRIDAY_NOON);
    const { client, user } = await t.signedIn({ firstName: "Rita", lastName: "Kessler" });
    const res = await book(
      client,
      booking(slot.id, { guestCount: 3, totalPrice: "0.01", specialRequests: "  A window table  " }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{16}$/),
      userId: user.id,
      reservationSlotId: slot.id,
      guestCount: 3,
      status: "confirmed",
      totalPrice: "76.50",
      specialRequests: "A window table",
      contactPhone: "(440) 555-0100",
      createdAt: "2026-11-20T15:00:00.000Z",
      updatedAt: "2026-11-20T15:00:00.000Z",
      slot: {
        startTime: FRIDAY_NOON,
        endTime: FRIDAY_1PM,
        reservationType: { id: type.id, name: "Test Tasting", category: "activity" },
      },
      user: { username: user.username, firstName: "Rita", lastName: "Kessler", email: user.email },
      guestName: "Rita Kessler",
      guestEmail: user.email,
      attendance: "expected",
      bookedBy: null,
    });
    expect(await spotsOf(t, slot.id)).toBe(7);
    const listed = await t.client().get<Slot[]>(`/api/reservation-slots?typeId=${type.id}&date=2026-11-20`);
    expect(listed.body[0]).toMatchObject({ startTime: FRIDAY_NOON, availableSpots: 7, capacity: 10 });
  });

  it("takes 2 guests by default and works over tRPC", async () => {
    const t = await appWithSlots();
    const type = await insertType(t);
    const slot = await slotAt(t, type.id, FRIDAY_NOON);
    const { client } = await t.signedIn();
    const res = await client.trpcMutation<Reservation>("reservations.create", {
      reservationSlotId: slot.id,
      contactPhone: "4405550100",
    });
    expect(res.body.result?.data).toMatchObject({
      guestCount: 2,
      totalPrice: "50.00",
      specialRequests: null,
    });
    expect(await spotsOf(t, slot.id)).toBe(8);
  });

  it("never overfills a slot: 30 people race for 10 spots, half on another process, and exactly 10 get one", async () => {
    const t = await appWithSlots();
    const type = await insertType(t, { capacity: 10 });
    const slot = await slotAt(t, type.id, FRIDAY_NOON);
    // Half of them on a second server process: its own connections, so the database's own lock
    // (not only this process's turn-taking) must keep the slot whole.
    const b = await otherProcess(t);
    const clients = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const { client } = await t.signedIn();
        return i % 2 === 0 ? client : b.client(client);
      }),
    );
    const results = await Promise.all(
      clients.map((client) => book(client, booking(slot.id, { guestCount: 1 }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body.message).toBe("This time is no longer available");
    }
    expect(await spotsOf(t, slot.id)).toBe(0);
    const rows = await t.db.select().from(reservations).where(eq(reservations.reservationSlotId, slot.id));
    expect(rows).toHaveLength(10);
    const listed = await t.client().get<Slot[]>(`/api/reservation-slots?typeId=${type.id}&date=2026-11-20`);
    expect(listed.body[0]).toMatchObject({ startTime: FRIDAY_NOON, availableSpots: 0, isAvailable: true });
  });

  it("refuses a party larger than the spots left, and changes nothing", async () => {
    const t = await appWithSlots();
    const type = await insertType(t, { capacity: 10 });
    const slot = await slotAt(t, type.id, FRIDAY_NOON);
    const first = await t.signedIn();
    expect((await book(first.client, booking(slot.id, { guestCount: 8 }))).status).toBe(200);
    const second = await t.signedIn();
    const res = await book(second.client, booking(slot.id, { guestCount: 3 }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only 2 spots left at this time");
    const one = await book(second.client, booking(slot.id, { guestCount: 2, contactPhone: "440-555-0111" }));
    expect(one.status).toBe(200);
    const last = await book(first.client, booking(slot.id, { guestCount: 1 }));
    expect(last.status).toBe(409);
    expect(last.body.message).toBe("This time is no longer available");
    expect(await spotsOf(t, slot.id)).toBe(0);
    expect(await t.db.select().from(reservations)).toHaveLength(2);
  });

  it("refuses a slot that has passed (the clock moved on)", async () => {
    const t = await appWithSlots();
    const type = await insertType(t);
    const slot = await slotAt(t, type.id, FRIDAY_NOON);
    const { client } = await t.signedIn();
    t.clock.set("2026-11-20T17:00:00.000Z");
    const res = await book(client, booking(slot.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This time has already passed");
    expect(await spotsOf(t, slot.id)).toBe(10);
  });

  it("refuses a slot an admin closed", async () => {
    const t = await appWithSlots();
    const type = await insertType(t);
    const slot = await slotAt(t, type.id, FRIDAY_NOON);
    await t.db.write((tx) =>
      tx.update(reservationSlots).set({ isAvailable: false }).where(eq(reservationSlots.id, slot.id)),
    );
    const { client } = await t.signedIn();
    const res = await book(client, booking(slot.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This time is no longer available");
  });

  it("keeps member-only experiences for club members: 403 for a customer, booked for a member", async () => {
    const t = await appWithSlots();
    const slot = await slotAt(t, "rt-members-reserve-tasting", FRIDAY_NOON);
    const customer = await t.signedIn();
    const refused = await book(customer.client, booking(slot.id));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This experience is for wine club members. Join the club to book it.");
    const member = await t.signedIn({ membershipTier: "essential" });
    const ok = await book(member.client, booking(slot.id));
    expect(ok.status).toBe(200);
    expect(ok.body.totalPrice).toBe("60.00");
    expect(await spotsOf(t, slot.id)).toBe(6);
  });

  it("checks the party size, the phone and the slot with clear messages", async () => {
    const t = await appWithSlots();
    const small = await insertType(t, { name: "Small Cellar", capacity: 4 });
    const slot = await slotAt(t, small.id, FRIDAY_NOON);
    const { client } = await t.signedIn();
    const problem = async (body: Record<string, unknown>, status: number) => {
      const res = await book(client, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      return res.body.message;
    };
    expect(await problem(booking(slot.id, { contactPhone: "555-0100" }), 400)).toBe(
      "Please enter a valid phone number",
    );
    expect(await problem(booking(slot.id, { contactPhone: undefined }), 400)).toBe(
      "Please enter a valid phone number",
    );
    // One phone rule for the whole site: 10 to 15 digits, never letters.
    expect(await problem(booking(slot.id, { contactPhone: "abcdefghijkl" }), 400)).toBe(
      "Please enter a valid phone number",
    );
    expect(await problem(booking(slot.id, { guestCount: 0 }), 400)).toBe(
      "Party size must be between 1 and 12",
    );
    expect(await problem(booking(slot.id, { guestCount: 13 }), 400)).toBe(
      "Party size must be between 1 and 12",
    );
    expect(await problem(booking(slot.id, { guestCount: 2.5 }), 400)).toBe(
      "Party size must be a whole number",
    );
    expect(await problem(booking(slot.id, { guestCount: 5 }), 400)).toBe(
      "Small Cellar takes at most 4 guests per booking",
    );
    expect(await problem(booking(slot.id, { specialRequests: "x".repeat(1001) }), 400)).toBe(
      "Special requests can be at most 1000 characters",
    );
    expect(await problem(booking("no-such-slot"), 404)).toBe("This time slot does not exist");
    expect(await t.db.select().from(reservations)).toEqual([]);
    expect(await spotsOf(t, slot.id)).toBe(4);
  });

  it("refuses bookings for a type that no longer takes them", async () => {
    const t = await appWithSlots();
    const type = await insertType(t);
    const slot = await slotAt(t, type.id, FRIDAY_NOON);
    await deactivateType(t, type.id);
    const { client } = await t.signedIn();
    const res = await book(client, booking(slot.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Test Tasting is not taking bookings at the moment");
  });

  it("asks visitors to sign in (401) to book or to see their reservations", async () => {
    const t = await appWithSlots();
    const slot = await slotAt(t, "rt-classic-tasting", FRIDAY_NOON);
    const visitor = t.client();
    const res = await book(visitor, booking(slot.id));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please sign in to continue.");
    expect((await visitor.get("/api/reservations/my")).status).toBe(401);
    expect((await visitor.get("/api/reservations")).status).toBe(401);
    expect((await visitor.post(`/api/reservations/${slot.id}/cancel`, {})).status).toBe(401);
    expect(await spotsOf(t, slot.id)).toBe(20);
  });
});

describe("reservations.my / list / all", () => {
  it("shows each person their own bookings, latest slot first, and admins every booking, soonest first", async () => {
    const t = await appWithSlots();
    const type = await insertType(t);
    const early = await slotAt(t, type.id, FRIDAY_NOON);
    const late = await slotAt(t, type.id, "2026-11-21T17:00:00.000Z");
    const rita = await t.signedIn();
    const sam = await t.signedIn();
    const first = await book(rita.client, booking(early.id));
    const second = await book(rita.client, booking(late.id, { guestCount: 1 }));
    const other = await book(sam.client, booking(early.id));
    const my = await rita.client.get<Reservation[]>("/api/reservations/my");
    expect(my.status).toBe(200);
    expect(my.body.map((r) => r.id)).toEqual([second.body.id, first.body.id]);
    expect(my.body[0]?.slot.startTime).toBe("2026-11-21T17:00:00.000Z");
    expect((await rita.client.get<Reservation[]>("/api/reservations")).body).toEqual(my.body);
    const trpc = await sam.client.trpcQuery<Reservation[]>("reservations.my");
    expect(trpc.body.result?.data.map((r) => r.id)).toEqual([other.body.id]);

    expect((await rita.client.get<ApiError>("/api/admin/reservations")).status).toBe(403);
    expect((await t.client().get<ApiError>("/api/admin/reservations")).status).toBe(401);
    const { client: admin } = await t.signedIn({ role: "admin" });
    const all = await admin.get<Reservation[]>("/api/admin/reservations");
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(3);
    expect(all.body.map((r) => r.id)).toEqual([first.body.id, other.body.id, second.body.id]);
    expect(new Set(all.body.map((r) => r.user?.email))).toEqual(new Set([rita.user.email, sam.user.email]));
  });
});

describe("reservations.cancel", () => {
  it("gives the spots back, and a second cancel is refused", async () => {
    const t = await appWithSlots();
    const type = await insertType(t);
    const slot = await slotAt(t, type.id, FRIDAY_NOON);
    const { client } = await t.signedIn();
    const made = await book(client, booking(slot.id, { guestCount: 4 }));
    expect(await spotsOf(t, slot.id)).toBe(6);
    t.clock.advance(60_000);
    const res = await client.post<Reservation>(`/api/reservations/${made.body.id}/cancel`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: made.body.id,
      status: "cancelled",
      guestCount: 4,
      updatedAt: "2026-11-20T15:01:00.000Z",
    });
    expect(await spotsOf(t, slot.id)).toBe(10);
    const again = await client.post<ApiError>(`/api/reservations/${made.body.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This reservation is already cancelled");
    expect(await spotsOf(t, slot.id)).toBe(10);
    const my = await client.get<Reservation[]>("/api/reservations/my");
    expect(my.body.map((r) => r.status)).toEqual(["cancelled"]);
  });

  it("answers 404 to anyone but the owner, and lets an admin cancel", async () => {
    const t = await appWithSlots();
    const type = await insertType(t);
    const slot = await slotAt(t, type.id, FRIDAY_NOON);
    const owner = await t.signedIn();
    const made = await book(owner.client, booking(slot.id, { guestCount: 3 }));
    const stranger = await t.signedIn();
    const res = await stranger.client.post<ApiError>(`/api/reservations/${made.body.id}/cancel`, {});
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Reservation not found");
    expect((await stranger.client.post(`/api/reservations/nope/cancel`, {})).status).toBe(404);
    expect(await spotsOf(t, slot.id)).toBe(7);
    const { client: admin } = await t.signedIn({ role: "admin" });
    const byAdmin = await admin.trpcMutation<Reservation>("reservations.cancel", { id: made.body.id });
    expect(byAdmin.body.result?.data.status).toBe("cancelled");
    expect(await spotsOf(t, slot.id)).toBe(10);
  });

  it("refuses to cancel a booking whose time has passed", async () => {
    const t = await appWithSlots();
    const type = await insertType(t);
    const slot = await slotAt(t, type.id, FRIDAY_NOON);
    const { client } = await t.signedIn();
    const made = await book(client, booking(slot.id));
    t.clock.set("2026-11-20T17:30:00.000Z");
    const res = await client.post<ApiError>(`/api/reservations/${made.body.id}/cancel`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only upcoming confirmed reservations can be cancelled");
    expect(await spotsOf(t, slot.id)).toBe(8);
  });
});
