import type { Reservation } from "contracts";
import { type Db, reservationSlots, reservations, reservationTypes, type Tx, users } from "db";
import { and, asc, desc, eq, gte, lt, ne, type SQL } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { notFound } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";

/** Bookings with their slot, experience and guest, as the lists show them. */

export const reservationNotFound = () => notFound("Reservation not found");

function reservationRows(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      reservation: reservations,
      slot: { startTime: reservationSlots.startTime, endTime: reservationSlots.endTime },
      type: { id: reservationTypes.id, name: reservationTypes.name, category: reservationTypes.category },
      user: {
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(reservations)
    .innerJoin(reservationSlots, eq(reservations.reservationSlotId, reservationSlots.id))
    .innerJoin(reservationTypes, eq(reservationSlots.reservationTypeId, reservationTypes.id))
    .innerJoin(users, eq(reservations.userId, users.id))
    .where(where)
    .orderBy(desc(reservationSlots.startTime), desc(reservations.createdAt), asc(reservations.id))
    .all();
}

function toReservation(row: ReturnType<typeof reservationRows>[number]): Reservation {
  const r = row.reservation;
  return {
    id: r.id,
    userId: r.userId,
    reservationSlotId: r.reservationSlotId,
    guestCount: r.guestCount,
    status: r.status,
    totalPrice: r.totalPrice,
    specialRequests: r.specialRequests,
    contactPhone: r.contactPhone,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    slot: { startTime: row.slot.startTime, endTime: row.slot.endTime, reservationType: row.type },
    user: row.user,
  };
}

export function reservationById(db: Db, id: string): Reservation {
  const row = reservationRows(db, eq(reservations.id, id))[0];
  if (!row) throw reservationNotFound();
  return toReservation(row);
}

/** The caller's own bookings, latest slot first. */
export function mine(ctx: UserContext): Reservation[] {
  return reservationRows(ctx.db, eq(reservations.userId, ctx.user.id)).map(toReservation);
}

/** Every booking, for the admin's Bookings tab. */
export function all(ctx: Context): Reservation[] {
  return reservationRows(ctx.db, undefined).map(toReservation);
}

/** Bookings whose time starts in [from, until), cancelled ones left out, earliest first (today's). */
export function bookingsBetween(db: Db, from: string, until: string): Reservation[] {
  const where = and(
    gte(reservationSlots.startTime, from),
    lt(reservationSlots.startTime, until),
    ne(reservations.status, "cancelled"),
  );
  return reservationRows(db, where).map(toReservation).reverse();
}
