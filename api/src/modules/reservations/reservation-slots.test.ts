import type { ApiError, Slot } from "contracts";
import { reservationSlots, reservations } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers";
import { appWithSlots, deactivateType } from "../../test/reservations";
import { generateSlots } from "./slots";

describe("slot generation", () => {
  it("makes 30 days of slots for every active type, on Fridays and Saturdays only, once", async () => {
    const t = await createTestApp();
    // Nov 20 - Dec 19: 10 opening days x (6 + 4 + 6 + 4 + 2 + 3 + 3 + 3 + 6 + 3 + 1) slots of the
    // 11 seeded types (the lunch at noon and 1:30 pm, the members' evening at 6 pm).
    expect(await t.db.write((tx) => generateSlots(tx, t.clock.now()))).toBe(410);
    expect(await t.db.write((tx) => generateSlots(tx, t.clock.now()))).toBe(0);
    const all = await t.db.select().from(reservationSlots);
    expect(all).toHaveLength(410);
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
    // The new days hold two Fridays and Saturdays: Christmas Day, closed, and the 26th (41 slots).
    expect(await t.db.write((tx) => generateSlots(tx, t.clock.now()))).toBe(41);
  });

  it("serves lunch at lunchtime and the members' evening in the evening, never at 4:30 pm or noon", async () => {
    const t = await createTestApp();
    await t.db.write((tx) => generateSlots(tx, t.clock.now()));
    const at = async (typeId: string) =>
      (await t.db.select().from(reservationSlots))
        .filter((s) => s.reservationTypeId === typeId && s.startTime.startsWith("2026-11-21"))
        .map((s) => [s.startTime, s.endTime]);
    // Saturday, November 21 (EST): noon is 17:00Z.
    expect(await at("rt-lakeview-lunch")).toEqual([
      ["2026-11-21T17:00:00.000Z", "2026-11-21T18:30:00.000Z"],
      ["2026-11-21T18:30:00.000Z", "2026-11-21T20:00:00.000Z"],
    ]);
    expect(await at("rt-member-event")).toEqual([["2026-11-21T23:00:00.000Z", "2026-11-22T01:00:00.000Z"]]);
  });

  it("opens nothing on Christmas Day or New Year's Day, though both fall on a Friday", async () => {
    const t = await createTestApp({ now: "2026-12-14T12:00:00.000Z" });
    await t.db.write((tx) => generateSlots(tx, t.clock.now()));
    const days = new Set(
      (await t.db.select().from(reservationSlots)).map((s) =>
        new Date(Date.parse(s.startTime) - 5 * 3_600_000).toISOString().slice(0, 10),
      ),
    );
    expect([...days].sort()).toEqual([
      "2026-12-18",
      "2026-12-19",
      "2026-12-26",
      "2027-01-02",
      "2027-01-08",
      "2027-01-09",
    ]);
  });

  it("retires the slots an earlier schedule made: unbooked ones go, booked ones stay but close", async () => {
    const t = await createTestApp();
    await t.db.write((tx) => generateSlots(tx, t.clock.now()));
    // A database from before round 3: a 4:30 pm lunch nobody booked, a booked noon members' evening,
    // and a Christmas Day tasting.
    const old = async (id: string, typeId: string, startTime: string, endTime: string) =>
      await t.db.write((tx) =>
        tx.insert(reservationSlots).values({
          id,
          reservationTypeId: typeId,
          startTime,
          endTime,
          availableSpots: 10,
          createdAt: t.clock.now().toISOString(),
        }),
      );
    await old("late-lunch", "rt-lakeview-lunch", "2026-11-21T21:30:00.000Z", "2026-11-21T23:00:00.000Z");
    await old("noon-evening", "rt-member-event", "2026-11-21T17:00:00.000Z", "2026-11-21T19:00:00.000Z");
    const { user } = await t.signedIn({ membershipTier: "premium" });
    await t.db.write((tx) =>
      tx.insert(reservations).values({
        userId: user.id,
        reservationSlotId: "noon-evening",
        guestCount: 2,
        totalPrice: "30.00",
        contactPhone: "(440) 555-0100",
      }),
    );
    await t.db.write((tx) => generateSlots(tx, t.clock.now()));
    const slot = async (id: string) =>
      (await t.db.select().from(reservationSlots).where(eq(reservationSlots.id, id)))[0];
    expect(await slot("late-lunch")).toBeUndefined();
    expect(await slot("noon-evening")).toMatchObject({ isAvailable: false });
    const lunch = await t
      .client()
      .get<Slot[]>("/api/reservation-slots?typeId=rt-lakeview-lunch&date=2026-11-21");
    expect(lunch.body.map((s) => s.startTime)).toEqual([
      "2026-11-21T17:00:00.000Z",
      "2026-11-21T18:30:00.000Z",
    ]);
  });

  it("starts at local noon: 16:00Z on a Saturday in July, 17:00Z on a Saturday in December", async () => {
    const summer = await createTestApp({ now: "2026-07-15T12:00:00.000Z" });
    await summer.db.write((tx) => generateSlots(tx, summer.clock.now()));
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
    await winter.db.write((tx) => generateSlots(tx, winter.clock.now()));
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
    await deactivateType(t, "rt-group-tasting");
    await t.db.write((tx) => generateSlots(tx, t.clock.now()));
    const rows = await t.db.select().from(reservationSlots);
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
    const bad = await t.client().get<ApiError>("/api/reservation-slots?date=2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Date must be a calendar date written yyyy-MM-dd");
    const limit = await t.client().get<ApiError>("/api/reservation-slots?limit=0");
    expect(limit.status).toBe(400);
    expect(limit.body.message).toBe("Limit must be between 1 and 500");
  });

  it("shows the slots of inactive types to admins only", async () => {
    const t = await appWithSlots();
    await deactivateType(t, "rt-group-tasting");
    const path = "/api/reservation-slots?typeId=rt-group-tasting&date=2026-11-21";
    expect((await t.client().get<Slot[]>(path)).body).toEqual([]);
    const { client } = await t.signedIn({ role: "admin" });
    expect((await client.get<Slot[]>(path)).body).toHaveLength(3);
  });
});
