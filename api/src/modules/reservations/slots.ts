import { businessDate, nextBusinessDates, SLOT_DAYS_AHEAD, sittingOf, slotTimesFor } from "contracts";
import { newId, reservationSlots, reservations, reservationTypes, type Tx } from "db";
import { and, eq, gt, inArray, notExists, sql } from "drizzle-orm";

/** A slot no booking (of any status) refers to. */
const unbooked = notExists(
  sql`(select 1 from ${reservations} where ${reservations.reservationSlotId} = ${reservationSlots.id})`,
);

/**
 * Future slots of a type inside the window that its schedule no longer has: made before the rules
 * changed (a lunch at 4:30 pm, a members' evening at noon, a slot on Christmas Day). Nobody ever
 * booked: deleted. Booked: kept, so nobody loses their time, but closed to new bookings.
 */
async function retireOffScheduleSlots(
  db: Tx,
  typeId: string,
  dates: Set<string>,
  expected: Set<string>,
  now: Date,
) {
  const off = (
    await db
      .select({ id: reservationSlots.id, startTime: reservationSlots.startTime })
      .from(reservationSlots)
      .where(
        and(
          eq(reservationSlots.reservationTypeId, typeId),
          gt(reservationSlots.startTime, now.toISOString()),
        ),
      )
  )
    .filter((slot) => dates.has(businessDate(slot.startTime)) && !expected.has(slot.startTime))
    .map((slot) => slot.id);
  if (off.length === 0) return;
  await db.delete(reservationSlots).where(and(inArray(reservationSlots.id, off), unbooked));
  await db.update(reservationSlots).set({ isAvailable: false }).where(inArray(reservationSlots.id, off));
}

/**
 * Creates the missing slots of every active type (or of one type) for the next 30 business dates:
 * on opening days (never on New Year's Day, Thanksgiving or Christmas Day) every `duration` minutes
 * within the type's sitting (noon to 6 pm; a lunch from noon to 3 pm, an evening from 6 to 8 pm),
 * New York time, each with `capacity` spots. Slots that exist keep their bookings: the unique (type,
 * start) index and ON CONFLICT DO NOTHING make a second run, or two servers running it at once, add
 * nothing. Slots the schedule no longer has are retired first. Returns how many slots were added.
 */
export async function generateSlots(tx: Tx, now: Date, options: { typeId?: string } = {}): Promise<number> {
  const conditions = [eq(reservationTypes.isActive, true)];
  if (options.typeId) conditions.push(eq(reservationTypes.id, options.typeId));
  const types = await tx
    .select({
      id: reservationTypes.id,
      slug: reservationTypes.slug,
      duration: reservationTypes.duration,
      capacity: reservationTypes.capacity,
    })
    .from(reservationTypes)
    .where(and(...conditions));
  const dates = nextBusinessDates(now, SLOT_DAYS_AHEAD);
  const window = new Set(dates);
  const createdAt = now.toISOString();
  let added = 0;
  for (const type of types) {
    const times = dates
      .flatMap((date) => slotTimesFor(date, type.duration, sittingOf(type)))
      // A slot that has already started could never be booked.
      .filter((slot) => Date.parse(slot.startTime) > now.getTime());
    await retireOffScheduleSlots(tx, type.id, window, new Set(times.map((slot) => slot.startTime)), now);
    const rows = times.map((slot) => ({
      id: newId(),
      reservationTypeId: type.id,
      startTime: slot.startTime,
      endTime: slot.endTime,
      availableSpots: type.capacity,
      isAvailable: true,
      createdAt,
    }));
    if (rows.length === 0) continue;
    added += (await tx.insert(reservationSlots).values(rows).onConflictDoNothing()).changes;
  }
  return added;
}
