import type { Reservation, ReservationType, Slot } from "contracts";
import { reservationSlots, reservations, reservationTypes } from "db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../test/helpers";
import { generateSlots } from "./slots";

interface ErrorBody {
  message: string;
  code: string;
  issues?: { message: string; path: (string | number)[] }[];
}

// The test clock starts on Friday 2026-11-20 at 10:00 in New York (EST, UTC-5).
const FRIDAY_NOON = "2026-11-20T17:00:00.000Z";
const FRIDAY_1PM = "2026-11-20T18:00:00.000Z";

/** A seeded app with its 30 days of slots, as the server has them after start-up. */
async function appWithSlots(options: { now?: string } = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  generateSlots(t.db, t.clock.now());
  return t;
}

/** A type of our own, so spot counts are ours alone; its slots are made like the job makes them. */
function insertType(t: TestApp, overrides: Partial<typeof reservationTypes.$inferInsert> = {}) {
  const row = t.db
    .insert(reservationTypes)
    .values({
      name: "Test Tasting",
      description: "A tasting made for tests.",
      category: "activity",
      duration: 60,
      capacity: 10,
      price: "25.00",
      ...overrides,
    })
    .returning()
    .get();
  generateSlots(t.db, t.clock.now(), { typeId: row.id });
  return row;
}

function slotAt(t: TestApp, typeId: string, startTime: string) {
  const slot = t.db
    .select()
    .from(reservationSlots)
    .where(and(eq(reservationSlots.reservationTypeId, typeId), eq(reservationSlots.startTime, startTime)))
    .get();
  if (!slot) throw new Error(`no slot of ${typeId} at ${startTime}`);
  return slot;
}

function spotsOf(t: TestApp, slotId: string): number | undefined {
  return t.db.select().from(reservationSlots).where(eq(reservationSlots.id, slotId)).get()?.availableSpots;
}

const booking = (reservationSlotId: string, extra: Record<string, unknown> = {}) => ({
  reservationSlotId,
  guestCount: 2,
  contactPhone: "(440) 555-0100",
  ...extra,
});

async function book(client: TestClient, body: Record<string, unknown>) {
  return client.post<Reservation & ErrorBody>("/api/reservations", body);
}

describe("slot generation", () => {
  it("makes 30 days of slots for every active type, on Fridays and Saturdays only, once", async () => {
    const t = await createTestApp();
    // Nov 20 - Dec 19: 10 opening days x (6 + 4 + 6 + 4 + 4 + 3 + 3 + 3 + 6 + 3 + 3) slots of the
    // 11 seeded types.
    expect(generateSlots(t.db, t.clock.now())).toBe(450);
    expect(generateSlots(t.db, t.clock.now())).toBe(0);
    const all = t.db.select().from(reservationSlots).all();
    expect(all).toHaveLength(450);
    const days = new Set(
      all.map((s) =>
        new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "America/New_York" }).format(
          new Date(s.startTime),
        ),
      ),
    );
    expect([...days].sort()).toEqual(["Friday", "Saturday"]);
    const tasting = all
      .filter((s) => s.reservationTypeId === "rt-classic-tasting" && s.startTime.startsWith("2026-11-20"))
      .map((s) => [s.startTime, s.endTime, s.availableSpots, s.isAvailable]);
    expect(tasting).toEqual([
      ["2026-11-20T17:00:00.000Z", "2026-11-20T18:00:00.000Z", 20, true],
      ["2026-11-20T18:00:00.000Z", "2026-11-20T19:00:00.000Z", 20, true],
      ["2026-11-20T19:00:00.000Z", "2026-11-20T20:00:00.000Z", 20, true],
      ["2026-11-20T20:00:00.000Z", "2026-11-20T21:00:00.000Z", 20, true],
      ["2026-11-20T21:00:00.000Z", "2026-11-20T22:00:00.000Z", 20, true],
      ["2026-11-20T22:00:00.000Z", "2026-11-20T23:00:00.000Z", 20, true],
    ]);
    // A day later the window moves on by one day: only the new days are added.
    t.clock.set("2026-11-27T15:00:00.000Z");
    // Two opening days of the 11 types: 2 x (33 + 6 + 3 + 3).
    expect(generateSlots(t.db, t.clock.now())).toBe(90);
  });

  it("starts at local noon: 16:00Z on a Saturday in July, 17:00Z on a Saturday in December", async () => {
    const summer = await createTestApp({ now: "2026-07-15T12:00:00.000Z" });
    generateSlots(summer.db, summer.clock.now());
    const july = await summer
      .client()
      .get<Slot[]>("/api/reservation-slots?typeId=rt-classic-tasting&date=2026-07-18");
    expect(july.body.map((s) => s.startTime)).toEqual([
      "2026-07-18T16:00:00.000Z",
      "2026-07-18T17:00:00.000Z",
      "2026-07-18T18:00:00.000Z",
      "2026-07-18T19:00:00.000Z",
      "2026-07-18T20:00:00.000Z",
      "2026-07-18T21:00:00.000Z",
    ]);
    const winter = await createTestApp({ now: "2026-12-14T12:00:00.000Z" });
    generateSlots(winter.db, winter.clock.now());
    const december = await winter
      .client()
      .get<Slot[]>("/api/reservation-slots?typeId=rt-winemakers-pairing-table&date=2026-12-19");
    expect(december.body.map((s) => [s.startTime, s.endTime])).toEqual([
      ["2026-12-19T17:00:00.000Z", "2026-12-19T19:00:00.000Z"],
      ["2026-12-19T19:00:00.000Z", "2026-12-19T21:00:00.000Z"],
      ["2026-12-19T21:00:00.000Z", "2026-12-19T23:00:00.000Z"],
    ]);
  });

  it("skips inactive types and slots that have already started", async () => {
    const t = await createTestApp({ now: "2026-11-20T19:30:00.000Z" });
    t.db
      .update(reservationTypes)
      .set({ isActive: false })
      .where(eq(reservationTypes.id, "rt-group-tasting"))
      .run();
    generateSlots(t.db, t.clock.now());
    const rows = t.db.select().from(reservationSlots).all();
    expect(rows.some((s) => s.reservationTypeId === "rt-group-tasting")).toBe(false);
    const today = rows.filter(
      (s) => s.reservationTypeId === "rt-classic-tasting" && s.startTime < "2026-11-21",
    );
    expect(today.map((s) => s.startTime)).toEqual([
      "2026-11-20T20:00:00.000Z",
      "2026-11-20T21:00:00.000Z",
      "2026-11-20T22:00:00.000Z",
    ]);
  });
});

describe("reservations.slots", () => {
  it("lists a type's future slots on a New York date with their spots", async () => {
    const t = await appWithSlots();
    const res = await t
      .client()
      .get<Slot[]>("/api/reservation-slots?typeId=rt-vineyard-walk&date=2026-11-21");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        reservationTypeId: "rt-vineyard-walk",
        startTime: "2026-11-21T17:00:00.000Z",
        endTime: "2026-11-21T18:30:00.000Z",
        availableSpots: 16,
        isAvailable: true,
        capacity: 16,
        typeName: "Vineyard Walk & Tasting",
      },
      expect.objectContaining({ startTime: "2026-11-21T18:30:00.000Z" }),
      expect.objectContaining({ startTime: "2026-11-21T20:00:00.000Z" }),
      expect.objectContaining({ startTime: "2026-11-21T21:30:00.000Z", endTime: "2026-11-21T23:00:00.000Z" }),
    ]);
    const closed = await t
      .client()
      .get<Slot[]>("/api/reservation-slots?typeId=rt-vineyard-walk&date=2026-11-22");
    expect(closed.body).toEqual([]);
  });

  it("hides slots that have started and answers the upcoming ones in time order with a limit", async () => {
    const t = await appWithSlots();
    t.clock.set("2026-11-20T18:30:00.000Z");
    const today = await t
      .client()
      .get<Slot[]>("/api/reservation-slots?typeId=rt-classic-tasting&date=2026-11-20");
    expect(today.body.map((s) => s.startTime)).toEqual([
      "2026-11-20T19:00:00.000Z",
      "2026-11-20T20:00:00.000Z",
      "2026-11-20T21:00:00.000Z",
      "2026-11-20T22:00:00.000Z",
    ]);
    const next = await t.client().get<Slot[]>("/api/reservation-slots?limit=20");
    expect(next.body).toHaveLength(20);
    const starts = next.body.map((s) => s.startTime);
    expect(starts).toEqual([...starts].sort());
    // 1:30 pm walks have just started; 2 pm is next.
    expect(starts[0]).toBe("2026-11-20T19:00:00.000Z");
    const trpc = await t.client().trpcQuery<Slot[]>("reservations.slots", { limit: 3 });
    expect(trpc.body.result?.data.map((s) => s.startTime)).toEqual(starts.slice(0, 3));
  });

  it("answers 400 for a date that is not yyyy-MM-dd or a limit out of range", async () => {
    const t = await appWithSlots();
    const bad = await t.client().get<ErrorBody>("/api/reservation-slots?date=2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Date must be a calendar date written yyyy-MM-dd");
    const limit = await t.client().get<ErrorBody>("/api/reservation-slots?limit=0");
    expect(limit.status).toBe(400);
    expect(limit.body.message).toBe("Limit must be between 1 and 500");
  });

  it("shows the slots of inactive types to admins only", async () => {
    const t = await appWithSlots();
    t.db
      .update(reservationTypes)
      .set({ isActive: false })
      .where(eq(reservationTypes.id, "rt-group-tasting"))
      .run();
    const path = "/api/reservation-slots?typeId=rt-group-tasting&date=2026-11-21";
    expect((await t.client().get<Slot[]>(path)).body).toEqual([]);
    const { client } = await t.signedIn({ role: "admin" });
    expect((await client.get<Slot[]>(path)).body).toHaveLength(3);
  });
});

describe("reservations.types", () => {
  it("lists the active types in catalogue order, by category", async () => {
    const t = await appWithSlots();
    const all = await t.client().get<ReservationType[]>("/api/reservation-types");
    expect(all.body.map((r) => r.id)).toEqual([
      "rt-classic-tasting",
      "rt-vineyard-walk",
      "rt-cellar-barrel-tour",
      "rt-members-reserve-tasting",
      "rt-lakeview-lunch",
      "rt-winemakers-pairing-table",
      "rt-group-tasting",
      "rt-music-on-the-lawn",
      "rt-wine-tasting",
      "rt-harvest-tour",
      "rt-member-event",
    ]);
    expect(all.body[0]).toEqual({
      id: "rt-classic-tasting",
      name: "Classic Tasting Flight",
      slug: null,
      description:
        "Six estate wines poured at the tasting bar by our staff, from crisp Riesling to our reserve reds.",
      category: "activity",
      duration: 60,
      capacity: 20,
      price: "25.00",
      isActive: true,
      imageUrl: "/images/reservations/rt-classic-tasting.svg",
      requirements: "Guests must be 21+ with a valid photo ID.",
      memberOnly: false,
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    const dining = await t.client().get<ReservationType[]>("/api/reservation-types?category=restaurant");
    expect(dining.body.map((r) => r.name)).toEqual(["Lakeview Vineyard Lunch", "Winemaker's Pairing Table"]);
    expect((await t.client().get("/api/reservation-types?category=spa")).status).toBe(400);
  });

  it("shows inactive types to admins only", async () => {
    const t = await appWithSlots();
    t.db
      .update(reservationTypes)
      .set({ isActive: false })
      .where(eq(reservationTypes.id, "rt-group-tasting"))
      .run();
    const visitor = await t.client().get<ReservationType[]>("/api/reservation-types?category=event");
    expect(visitor.body.map((r) => r.id)).toEqual(["rt-music-on-the-lawn", "rt-member-event"]);
    const { client } = await t.signedIn({ role: "admin" });
    const admin = await client.get<ReservationType[]>("/api/reservation-types?category=event");
    expect(admin.body.map((r) => [r.id, r.isActive])).toEqual([
      ["rt-group-tasting", false],
      ["rt-music-on-the-lawn", true],
      ["rt-member-event", true],
    ]);
  });
});

describe("reservations.create", () => {
  it("books a slot, takes the spots and computes the total itself", async () => {
    const t = await appWithSlots();
    const type = insertType(t, { price: "25.50", capacity: 10 });
    const slot = slotAt(t, type.id, FRIDAY_NOON);
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
    });
    expect(spotsOf(t, slot.id)).toBe(7);
    const listed = await t.client().get<Slot[]>(`/api/reservation-slots?typeId=${type.id}&date=2026-11-20`);
    expect(listed.body[0]).toMatchObject({ startTime: FRIDAY_NOON, availableSpots: 7, capacity: 10 });
  });

  it("takes 2 guests by default and works over tRPC", async () => {
    const t = await appWithSlots();
    const type = insertType(t);
    const slot = slotAt(t, type.id, FRIDAY_NOON);
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
    expect(spotsOf(t, slot.id)).toBe(8);
  });

  it("never overfills a slot: 30 people race for 10 spots and exactly 10 get one", async () => {
    const t = await appWithSlots();
    const type = insertType(t, { capacity: 10 });
    const slot = slotAt(t, type.id, FRIDAY_NOON);
    const clients = await Promise.all(Array.from({ length: 30 }, async () => (await t.signedIn()).client));
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
    expect(spotsOf(t, slot.id)).toBe(0);
    const rows = t.db.select().from(reservations).where(eq(reservations.reservationSlotId, slot.id)).all();
    expect(rows).toHaveLength(10);
    const listed = await t.client().get<Slot[]>(`/api/reservation-slots?typeId=${type.id}&date=2026-11-20`);
    expect(listed.body[0]).toMatchObject({ startTime: FRIDAY_NOON, availableSpots: 0, isAvailable: true });
  });

  it("refuses a party larger than the spots left, and changes nothing", async () => {
    const t = await appWithSlots();
    const type = insertType(t, { capacity: 10 });
    const slot = slotAt(t, type.id, FRIDAY_NOON);
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
    expect(spotsOf(t, slot.id)).toBe(0);
    expect(t.db.select().from(reservations).all()).toHaveLength(2);
  });

  it("refuses a slot that has passed (the clock moved on)", async () => {
    const t = await appWithSlots();
    const type = insertType(t);
    const slot = slotAt(t, type.id, FRIDAY_NOON);
    const { client } = await t.signedIn();
    t.clock.set("2026-11-20T17:00:00.000Z");
    const res = await book(client, booking(slot.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This time has already passed");
    expect(spotsOf(t, slot.id)).toBe(10);
  });

  it("refuses a slot an admin closed", async () => {
    const t = await appWithSlots();
    const type = insertType(t);
    const slot = slotAt(t, type.id, FRIDAY_NOON);
    t.db.update(reservationSlots).set({ isAvailable: false }).where(eq(reservationSlots.id, slot.id)).run();
    const { client } = await t.signedIn();
    const res = await book(client, booking(slot.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This time is no longer available");
  });

  it("keeps member-only experiences for club members: 403 for a customer, booked for a member", async () => {
    const t = await appWithSlots();
    const slot = slotAt(t, "rt-members-reserve-tasting", FRIDAY_NOON);
    const customer = await t.signedIn();
    const refused = await book(customer.client, booking(slot.id));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This experience is for wine club members. Join the club to book it.");
    const member = await t.signedIn({ membershipTier: "essential" });
    const ok = await book(member.client, booking(slot.id));
    expect(ok.status).toBe(200);
    expect(ok.body.totalPrice).toBe("60.00");
    expect(spotsOf(t, slot.id)).toBe(6);
  });

  it("checks the party size, the phone and the slot with clear messages", async () => {
    const t = await appWithSlots();
    const small = insertType(t, { name: "Small Cellar", capacity: 4 });
    const slot = slotAt(t, small.id, FRIDAY_NOON);
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
    expect(t.db.select().from(reservations).all()).toEqual([]);
    expect(spotsOf(t, slot.id)).toBe(4);
  });

  it("refuses bookings for a type that no longer takes them", async () => {
    const t = await appWithSlots();
    const type = insertType(t);
    const slot = slotAt(t, type.id, FRIDAY_NOON);
    t.db.update(reservationTypes).set({ isActive: false }).where(eq(reservationTypes.id, type.id)).run();
    const { client } = await t.signedIn();
    const res = await book(client, booking(slot.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Test Tasting is not taking bookings at the moment");
  });

  it("asks visitors to sign in (401) to book or to see their reservations", async () => {
    const t = await appWithSlots();
    const slot = slotAt(t, "rt-classic-tasting", FRIDAY_NOON);
    const visitor = t.client();
    const res = await book(visitor, booking(slot.id));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please sign in to continue.");
    expect((await visitor.get("/api/reservations/my")).status).toBe(401);
    expect((await visitor.get("/api/reservations")).status).toBe(401);
    expect((await visitor.post(`/api/reservations/${slot.id}/cancel`, {})).status).toBe(401);
    expect(spotsOf(t, slot.id)).toBe(20);
  });
});

describe("reservations.my / list / all", () => {
  it("shows each person their own bookings, latest slot first, and admins every booking", async () => {
    const t = await appWithSlots();
    const type = insertType(t);
    const early = slotAt(t, type.id, FRIDAY_NOON);
    const late = slotAt(t, type.id, "2026-11-21T17:00:00.000Z");
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

    expect((await rita.client.get<ErrorBody>("/api/admin/reservations")).status).toBe(403);
    expect((await t.client().get<ErrorBody>("/api/admin/reservations")).status).toBe(401);
    const { client: admin } = await t.signedIn({ role: "admin" });
    const all = await admin.get<Reservation[]>("/api/admin/reservations");
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(3);
    expect(all.body[0]?.id).toBe(second.body.id);
    expect(new Set(all.body.map((r) => r.user.email))).toEqual(new Set([rita.user.email, sam.user.email]));
  });
});

describe("reservations.cancel", () => {
  it("gives the spots back, and a second cancel is refused", async () => {
    const t = await appWithSlots();
    const type = insertType(t);
    const slot = slotAt(t, type.id, FRIDAY_NOON);
    const { client } = await t.signedIn();
    const made = await book(client, booking(slot.id, { guestCount: 4 }));
    expect(spotsOf(t, slot.id)).toBe(6);
    t.clock.advance(60_000);
    const res = await client.post<Reservation>(`/api/reservations/${made.body.id}/cancel`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: made.body.id,
      status: "cancelled",
      guestCount: 4,
      updatedAt: "2026-11-20T15:01:00.000Z",
    });
    expect(spotsOf(t, slot.id)).toBe(10);
    const again = await client.post<ErrorBody>(`/api/reservations/${made.body.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This reservation is already cancelled");
    expect(spotsOf(t, slot.id)).toBe(10);
    const my = await client.get<Reservation[]>("/api/reservations/my");
    expect(my.body.map((r) => r.status)).toEqual(["cancelled"]);
  });

  it("answers 404 to anyone but the owner, and lets an admin cancel", async () => {
    const t = await appWithSlots();
    const type = insertType(t);
    const slot = slotAt(t, type.id, FRIDAY_NOON);
    const owner = await t.signedIn();
    const made = await book(owner.client, booking(slot.id, { guestCount: 3 }));
    const stranger = await t.signedIn();
    const res = await stranger.client.post<ErrorBody>(`/api/reservations/${made.body.id}/cancel`, {});
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Reservation not found");
    expect((await stranger.client.post(`/api/reservations/nope/cancel`, {})).status).toBe(404);
    expect(spotsOf(t, slot.id)).toBe(7);
    const { client: admin } = await t.signedIn({ role: "admin" });
    const byAdmin = await admin.trpcMutation<Reservation>("reservations.cancel", { id: made.body.id });
    expect(byAdmin.body.result?.data.status).toBe("cancelled");
    expect(spotsOf(t, slot.id)).toBe(10);
  });

  it("refuses to cancel a booking whose time has passed", async () => {
    const t = await appWithSlots();
    const type = insertType(t);
    const slot = slotAt(t, type.id, FRIDAY_NOON);
    const { client } = await t.signedIn();
    const made = await book(client, booking(slot.id));
    t.clock.set("2026-11-20T17:30:00.000Z");
    const res = await client.post<ErrorBody>(`/api/reservations/${made.body.id}/cancel`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only upcoming confirmed reservations can be cancelled");
    expect(spotsOf(t, slot.id)).toBe(8);
  });
});

const typeForm = {
  name: "Sunset Sparkling Hour",
  description: "Sparkling wine on the terrace as the sun sets over the lake.",
  category: "event",
  duration: 120,
  capacity: 12,
  price: "42.5",
  imageUrl: "",
  requirements: "Guests must be 21+.",
  memberOnly: false,
  isActive: true,
};

describe("reservation type admin", () => {
  it("creates a type with its slots for the next 30 days at once", async () => {
    const t = await appWithSlots();
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.post<ReservationType>("/api/reservation-types", typeForm);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{16}$/),
      name: "Sunset Sparkling Hour",
      slug: null,
      description: "Sparkling wine on the terrace as the sun sets over the lake.",
      category: "event",
      duration: 120,
      capacity: 12,
      price: "42.50",
      isActive: true,
      imageUrl: null,
      requirements: "Guests must be 21+.",
      memberOnly: false,
      createdAt: "2026-11-20T15:00:00.000Z",
    });
    const slots = t.db
      .select()
      .from(reservationSlots)
      .where(eq(reservationSlots.reservationTypeId, res.body.id))
      .all();
    expect(slots).toHaveLength(30);
    const schedule = await client.get<Slot[]>(`/api/reservation-slots?typeId=${res.body.id}&limit=2`);
    expect(schedule.body.map((s) => [s.startTime, s.availableSpots, s.capacity, s.typeName])).toEqual([
      [FRIDAY_NOON, 12, 12, "Sunset Sparkling Hour"],
      ["2026-11-20T19:00:00.000Z", 12, 12, "Sunset Sparkling Hour"],
    ]);
    expect(generateSlots(t.db, t.clock.now())).toBe(0);
  });

  it("fills in the form's defaults: activity, 60 min, 10 guests, $50.00, active, open to all", async () => {
    const t = await appWithSlots();
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.trpcMutation<ReservationType>("reservations.createType", {
      name: "Barrel Sampling",
      description: "Taste from the barrel.",
    });
    expect(res.body.result?.data).toMatchObject({
      category: "activity",
      duration: 60,
      capacity: 10,
      price: "50.00",
      memberOnly: false,
      isActive: true,
      requirements: null,
    });
  });

  it("answers 400 with the form's messages and creates nothing", async () => {
    const t = await appWithSlots();
    const { client } = await t.signedIn({ role: "admin" });
    const firstIssue = async (change: Record<string, unknown>) => {
      const res = await client.post<ErrorBody>("/api/reservation-types", { ...typeForm, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      return res.body.message;
    };
    expect(await firstIssue({ price: "" })).toBe("Price is required");
    expect(await firstIssue({ price: null })).toBe("Price is required");
    expect(await firstIssue({ price: "fifty" })).toBe("Price must be an amount like 50.00");
    expect(await firstIssue({ duration: "" })).toBe("Duration is required");
    expect(await firstIssue({ duration: null })).toBe("Duration is required");
    expect(await firstIssue({ duration: "abc" })).toBe("Duration must be a number");
    expect(await firstIssue({ duration: 400 })).toBe("Duration must be between 15 and 360 minutes");
    expect(await firstIssue({ capacity: "" })).toBe("Capacity is required");
    expect(await firstIssue({ capacity: 0 })).toBe("Capacity must be between 1 and 500");
    expect(await firstIssue({ capacity: 2.5 })).toBe("Capacity must be a whole number");
    expect(await firstIssue({ name: " " })).toBe("Name is required");
    expect(await firstIssue({ name: "x".repeat(300) })).toBe("Name can be at most 120 characters");
    expect(await firstIssue({ description: "" })).toBe("Description is required");
    expect(await firstIssue({ category: "spa" })).toBeTruthy();
    // The form sends its numbers as text: they are converted.
    const ok = await client.post<ReservationType>("/api/reservation-types", {
      ...typeForm,
      duration: "90",
      capacity: "8",
    });
    expect(ok.body).toMatchObject({ duration: 90, capacity: 8 });
    expect(t.db.select().from(reservationTypes).all()).toHaveLength(12);
  });

  it("is for admins only: 401 for visitors, 403 for customers", async () => {
    const t = await appWithSlots();
    const { client } = await t.signedIn({ membershipTier: "elite" });
    for (const c of [t.client(), client]) {
      const expected = c === client ? 403 : 401;
      expect((await c.post("/api/reservation-types", typeForm)).status).toBe(expected);
      expect((await c.put("/api/reservation-types/rt-classic-tasting", typeForm)).status).toBe(expected);
      expect((await c.delete("/api/reservation-types/rt-classic-tasting")).status).toBe(expected);
    }
    expect(t.db.select().from(reservationTypes).all()).toHaveLength(11);
  });

  it("resizes future slots with the capacity, never dropping booked guests", async () => {
    const t = await appWithSlots();
    const type = insertType(t, { capacity: 10 });
    const slot = slotAt(t, type.id, FRIDAY_NOON);
    const other = slotAt(t, type.id, FRIDAY_1PM);
    const { client: customer } = await t.signedIn();
    await book(customer, booking(slot.id, { guestCount: 3 }));
    const { client: admin } = await t.signedIn({ role: "admin" });
    const form = { ...typeForm, name: type.name, category: "activity", duration: 60 };
    const resize = async (capacity: number) => {
      const res = await admin.put<ReservationType>(`/api/reservation-types/${type.id}`, {
        ...form,
        capacity,
      });
      expect(res.status).toBe(200);
      return [spotsOf(t, slot.id), spotsOf(t, other.id)];
    };
    expect(await resize(5)).toEqual([2, 5]);
    expect(await resize(2)).toEqual([0, 2]);
    expect(await resize(16)).toEqual([13, 16]);
    expect(t.db.select().from(reservations).all()).toHaveLength(1);
  });

  it("replaces unbooked future slots when the duration changes and keeps booked ones", async () => {
    const t = await appWithSlots();
    const type = insertType(t, { duration: 60 });
    const booked = slotAt(t, type.id, FRIDAY_1PM);
    const { client: customer } = await t.signedIn();
    await book(customer, booking(booked.id));
    const { client: admin } = await t.signedIn({ role: "admin" });
    const res = await admin.put<ReservationType>(`/api/reservation-types/${type.id}`, {
      ...typeForm,
      name: type.name,
      duration: 120,
      capacity: 10,
    });
    expect(res.body.duration).toBe(120);
    const friday = await admin.get<Slot[]>(`/api/reservation-slots?typeId=${type.id}&date=2026-11-20`);
    expect(friday.body.map((s) => [s.startTime, s.endTime, s.availableSpots])).toEqual([
      [FRIDAY_NOON, "2026-11-20T19:00:00.000Z", 10],
      [FRIDAY_1PM, "2026-11-20T19:00:00.000Z", 8],
      ["2026-11-20T19:00:00.000Z", "2026-11-20T21:00:00.000Z", 10],
      ["2026-11-20T21:00:00.000Z", "2026-11-20T23:00:00.000Z", 10],
    ]);
    const saturday = await admin.get<Slot[]>(`/api/reservation-slots?typeId=${type.id}&date=2026-11-21`);
    expect(saturday.body).toHaveLength(3);
  });

  it("answers 404 for an unknown type", async () => {
    const t = await appWithSlots();
    const { client } = await t.signedIn({ role: "admin" });
    const put = await client.put<ErrorBody>("/api/reservation-types/nope", typeForm);
    expect(put.status).toBe(404);
    expect(put.body.message).toBe("Reservation type not found");
    const del = await client.delete<ErrorBody>("/api/reservation-types/nope");
    expect(del.status).toBe(404);
    expect(del.body.message).toBe("Reservation type not found");
  });

  it("deletes a type nobody booked, with its slots", async () => {
    const t = await appWithSlots();
    const type = insertType(t);
    const { client } = await t.signedIn({ role: "admin" });
    const res = await client.delete(`/api/reservation-types/${type.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(t.db.select().from(reservationTypes).where(eq(reservationTypes.id, type.id)).all()).toEqual([]);
    expect(
      t.db.select().from(reservationSlots).where(eq(reservationSlots.reservationTypeId, type.id)).all(),
    ).toEqual([]);
  });

  it("deactivates a type bookings refer to: booked slots stay, unbooked future ones go, no new bookings", async () => {
    const t = await appWithSlots();
    const type = insertType(t);
    const booked = slotAt(t, type.id, FRIDAY_NOON);
    const open = slotAt(t, type.id, FRIDAY_1PM);
    const customer = await t.signedIn();
    const made = await book(customer.client, booking(booked.id));
    const { client: admin } = await t.signedIn({ role: "admin" });
    const res = await admin.delete(`/api/reservation-types/${type.id}`);
    expect(res.body).toEqual({ deactivated: true });
    const rows = t.db
      .select()
      .from(reservationSlots)
      .where(eq(reservationSlots.reservationTypeId, type.id))
      .all();
    expect(rows.map((s) => s.id)).toEqual([booked.id]);
    expect(
      (await t.client().get<ReservationType[]>("/api/reservation-types")).body.map((r) => r.id),
    ).not.toContain(type.id);
    const refused = await book(customer.client, booking(booked.id, { guestCount: 1 }));
    expect(refused.status).toBe(409);
    expect((await book(customer.client, booking(open.id))).status).toBe(404);
    // The booking is history: its owner still sees it and can still cancel it.
    const my = await customer.client.get<Reservation[]>("/api/reservations/my");
    expect(my.body.map((r) => r.slot.reservationType.name)).toEqual(["Test Tasting"]);
    expect((await customer.client.post(`/api/reservations/${made.body.id}/cancel`, {})).status).toBe(200);
    // Made active again, it gets its 30 days of slots back.
    const back = await admin.put<ReservationType>(`/api/reservation-types/${type.id}`, {
      ...typeForm,
      name: type.name,
      duration: 60,
      capacity: 10,
      isActive: true,
    });
    expect(back.body.isActive).toBe(true);
    expect(
      t.db.select().from(reservationSlots).where(eq(reservationSlots.reservationTypeId, type.id)).all(),
    ).toHaveLength(60);
  });
});

describe("the OpenAPI document", () => {
  it("describes the reservation paths", async () => {
    const t = await createTestApp({ seed: false });
    const doc = await t.client().get<{ paths: Record<string, Record<string, unknown>> }>("/api/openapi.json");
    for (const [path, method] of [
      ["/reservation-types", "get"],
      ["/reservation-types", "post"],
      ["/reservation-types/{id}", "put"],
      ["/reservation-types/{id}", "delete"],
      ["/reservation-slots", "get"],
      ["/reservations", "post"],
      ["/reservations", "get"],
      ["/reservations/my", "get"],
      ["/reservations/{id}/cancel", "post"],
      ["/admin/reservations", "get"],
    ] as const) {
      expect(doc.body.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    }
  });
});
