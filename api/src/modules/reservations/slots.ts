import { nextBusinessDates, SLOT_DAYS_AHEAD, slotTimesFor } from "contracts";
import { type Db, newId, reservationSlots, reservationTypes, type Tx } from "db";
import { and, eq } from "drizzle-orm";

/**
 * Creates the missing slots of every active type (or of one type) for the next 30 business dates:
 * on opening days from noon every `duration` minutes, ending by 6 pm New York time, each with
 * `capacity` spots. Slots that exist keep their bookings: the unique (type, start) index and
 * ON CONFLICT DO NOTHING make a second run, or two servers running it at once, add nothing.
 * Returns how many slots were added.
 */
export function generateSlots(db: Db | Tx, now: Date, options: { typeId?: string } = {}): number {
  const conditions = [eq(reservationTypes.isActive, true)];
  if (options.typeId) conditions.push(eq(reservationTypes.id, options.typeId));
  const types = db
    .select({
      id: reservationTypes.id,
      duration: reservationTypes.duration,
      capacity: reservationTypes.capacity,
    })
    .from(reservationTypes)
    .where(and(...conditions))
    .all();
  const dates = nextBusinessDates(now, SLOT_DAYS_AHEAD);
  const createdAt = now.toISOString();
  let added = 0;
  for (const type of types) {
    const rows = dates
      .flatMap((date) => slotTimesFor(date, type.duration))
      // A slot that has already started could never be booked.
      .filter((slot) => Date.parse(slot.startTime) > now.getTime())
      .map((slot) => ({
        id: newId(),
        reservationTypeId: type.id,
        startTime: slot.startTime,
        endTime: slot.endTime,
        availableSpots: type.capacity,
        isAvailable: true,
        createdAt,
      }));
    if (rows.length === 0) continue;
    added += db.insert(reservationSlots).values(rows).onConflictDoNothing().run().changes;
  }
  return added;
}
