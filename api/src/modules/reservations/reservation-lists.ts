import { bookingName, type Reservation } from "contracts";
import { type Db, reservationSlots, reservations, reservationTypes, type Tx, users } from "db";
import { and, asc, count, desc, eq, gte, lt, ne, type SQL } from "drizzle-orm";
import { notFound } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";

/** Bookings with their slot, experience and guest, as the lists show them. */

export const reservationNotFound = () => notFound("Reservation not found");

interface RowsOptions {
  order?: SQL[];
  limit?: number;
  offset?: number;
}

async function reservationRows(db: Db | Tx, where: SQL | undefined, options: RowsOptions = {}) {
  const query = db
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
    .leftJoin(users, eq(reservations.userId, users.id))
    .where(where)
    .orderBy(
      ...(options.order ?? [
        desc(reservationSlots.startTime),
        desc(reservations.createdAt),
        asc(reservations.id),
      ]),
    );
  if (options.limit === undefined) return await query;
  return await query.limit(options.limit).offset(options.offset ?? 0);
}

/** Bookings the condition finds, in the order given, one page (the back office's list). */
export async function bookingsWhere(
  db: Db,
  where: SQL | undefined,
  options: RowsOptions,
): Promise<Reservation[]> {
  return (await reservationRows(db, where, options)).map(toReservation);
}

/** How many bookings the condition finds (it may name the slot and the guest's account). */
export async function countBookings(db: Db, where: SQL | undefined): Promise<number> {
  const row = (
    await db
      .select({ n: count() })
      .from(reservations)
      .innerJoin(reservationSlots, eq(reservations.reservationSlotId, reservationSlots.id))
      .leftJoin(users, eq(reservations.userId, users.id))
      .where(where)
  )[0];
  return Number(row?.n ?? 0);
}

function toReservation(row: Awaited<ReturnType<typeof reservationRows>>[number]): Reservation {
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
    guestName: bookingName(row.user, r.guestName),
    guestEmail: row.user?.email ?? r.guestEmail,
    attendance: r.attendance,
    bookedBy: r.bookedBy,
  };
}

/** A booking as the lists show it, read in the caller's transaction (partners' webhook events). */
export async function reservationIn(db: Db | Tx, id: string): Promise<Reservation | null> {
  const row = (await reservationRows(db, eq(reservations.id, id)))[0];
  return row ? toReservation(row) : null;
}

export async function reservationById(db: Db, id: string): Promise<Reservation> {
  const row = (await reservationRows(db, eq(reservations.id, id)))[0];
  if (!row) throw reservationNotFound();
  return toReservation(row);
}

/** The caller's own bookings, latest slot first. */
export async function mine(ctx: UserContext): Promise<Reservation[]> {
  return (await reservationRows(ctx.db, eq(reservations.userId, ctx.user.id))).map(toReservation);
}

/** Bookings whose time starts in [from, until), cancelled ones left out, earliest first (today's). */
export async function bookingsBetween(db: Db, from: string, until: string): Promise<Reservation[]> {
  const where = and(
    gte(reservationSlots.startTime, from),
    lt(reservationSlots.startTime, until),
    ne(reservations.status, "cancelled"),
  );
  return (await reservationRows(db, where)).map(toReservation).reverse();
}
