import type { ApiError, Reservation } from "contracts";
import { one, reservationSlots, reservationTypes } from "db";
import { and, eq } from "drizzle-orm";
import { generateSlots } from "../modules/reservations/slots";
import { createTestApp, type TestApp, type TestClient } from "./helpers";

// The test clock starts on Friday 2026-11-20 at 10:00 in New York (EST, UTC-5).
export const FRIDAY_NOON = "2026-11-20T17:00:00.000Z";
export const FRIDAY_1PM = "2026-11-20T18:00:00.000Z";

/** A seeded app with its 30 days of slots, as the server has them after start-up. */
export async function appWithSlots(options: { now?: string } = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  await t.db.write((tx) => generateSlots(tx, t.clock.now()));
  return t;
}

/** A type of our own, so spot counts are ours alone; its slots are made like the job makes them. */
export async function insertType(t: TestApp, overrides: Partial<typeof reservationTypes.$inferInsert> = {}) {
  const row = one(
    await t.db.write((tx) =>
      tx
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
        .returning(),
    ),
  );
  await t.db.write((tx) => generateSlots(tx, t.clock.now(), { typeId: row.id }));
  return row;
}

/** Straight in the database: deactivating through the admin API would also drop the future slots. */
export async function deactivateType(t: TestApp, typeId: string) {
  await t.db.write((tx) =>
    tx.update(reservationTypes).set({ isActive: false }).where(eq(reservationTypes.id, typeId)),
  );
}

export async function slotAt(t: TestApp, typeId: string, startTime: string) {
  const slot = (
    await t.db
      .select()
      .from(reservationSlots)
      .where(and(eq(reservationSlots.reservationTypeId, typeId), eq(reservationSlots.startTime, startTime)))
  )[0];
  if (!slot) throw new Error(`no slot of ${typeId} at ${startTime}`);
  return slot;
}

export async function spotsOf(t: TestApp, slotId: string): Promise<number | undefined> {
  return (await t.db.select().from(reservationSlots).where(eq(reservationSlots.id, slotId)))[0]
    ?.availableSpots;
}

/** Rows, not the listing: the listing hides slots that have started and those of inactive types. */
export async function slotsOfType(t: TestApp, typeId: string) {
  return await t.db.select().from(reservationSlots).where(eq(reservationSlots.reservationTypeId, typeId));
}

export const booking = (reservationSlotId: string, extra: Record<string, unknown> = {}) => ({
  reservationSlotId,
  guestCount: 2,
  contactPhone: "(440) 555-0100",
  ...extra,
});

/** The reservation on success, an {@link ApiError} otherwise: one type, read without narrowing. */
export function book(client: TestClient, body: Record<string, unknown>) {
  return client.post<Reservation & ApiError>("/api/reservations", body);
}
