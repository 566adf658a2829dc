import {
  type AdminBookingFilters,
  type AdminBookingsInput,
  addDays,
  bookingName,
  capacityRefusal,
  type DaySheetBooking,
  type DaySheetInput,
  type DaySheetSlot,
  dayBounds,
  formatCents,
  partySizeMax,
  type Reservation,
  reservationTotalCents,
  type SetAttendanceInput,
  type Slot,
  type StaffBookingInput,
  staffSlotProblem,
  type UpdateSlotInput,
} from "contracts";
import { containsText, newId, reservationSlots, reservations, reservationTypes, users } from "db";
import { and, asc, desc, eq, gte, inArray, like, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { syncConditions } from "../../shared/sync-window";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, notFound, unauthorized } from "../../trpc/errors";
import { bookingsWhere, countBookings, reservationById, reservationNotFound } from "./reservation-lists";
import { bookedGuests, slotCapacity, slotColumns, takeSpots } from "./reservations.service";

/**
 * The tasting room's day (docs/spec part 2 §2.16, issue 28): the slots of a day or a week with their
 * parties, attendance marked as they arrive, bookings the staff take by phone or at the door (under
 * the same guarded update as the site's), and a slot closed for a private event or given its own
 * capacity, never below the guests booked.
 */

/** GET /api/admin/reservations/day: every slot of the day (or week) in time order, with its parties. */
export async function daySheet(ctx: Context, input: DaySheetInput): Promise<DaySheetSlot[]> {
  const from = dayBounds(input.date).start.toISOString();
  const until = dayBounds(addDays(input.date, input.days)).start.toISOString();
  const slots = await ctx.db
    .select(slotColumns)
    .from(reservationSlots)
    .innerJoin(reservationTypes, eq(reservationSlots.reservationTypeId, reservationTypes.id))
    .where(and(gte(reservationSlots.startTime, from), lt(reservationSlots.startTime, until)))
    .orderBy(asc(reservationSlots.startTime), asc(reservationTypes.name), asc(reservationSlots.id));
  const ids = slots.map((s) => s.id);
  const rows =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            reservation: reservations,
            user: {
              username: users.username,
              firstName: users.firstName,
              lastName: users.lastName,
              email: users.email,
              tier: users.membershipTier,
            },
          })
          .from(reservations)
          .leftJoin(users, eq(reservations.userId, users.id))
          .where(and(inArray(reservations.reservationSlotId, ids), ne(reservations.status, "cancelled")))
          .orderBy(asc(reservations.createdAt), asc(sql`${reservations}.rowid`));
  const bySlot = new Map<string, DaySheetBooking[]>();
  for (const { reservation: r, user } of rows) {
    const list = bySlot.get(r.reservationSlotId) ?? [];
    list.push({
      id: r.id,
      name: bookingName(user, r.guestName),
      phone: r.contactPhone,
      email: user?.email ?? r.guestEmail,
      guestCount: r.guestCount,
      specialRequests: r.specialRequests,
      member: user?.tier ?? null,
      attendance: r.attendance,
      bookedBy: r.bookedBy,
    });
    bySlot.set(r.reservationSlotId, list);
  }
  return slots.map((slot) => {
    const bookings = bySlot.get(slot.id) ?? [];
    return {
      slot: {
        ...slot,
        closed: !slot.isAvailable,
        booked: bookings.reduce((sum, b) => sum + b.guestCount, 0),
      },
      bookings,
    };
  });
}

/**
 * POST /api/admin/reservations: a booking the staff take for an existing customer or for a name and a
 * phone. The spots are taken with the site's guarded update, so a full (or closed) slot refuses it
 * and parallel bookings never overfill; a slot under way still takes a walk-in.
 */
export async function createBooking(ctx: Context, input: StaffBookingInput): Promise<Reservation> {
  const by = ctx.user?.username;
  if (!by) throw unauthorized();
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  const id = await ctx.db.write(async (tx) => {
    const found = (
      await tx
        .select({ slot: reservationSlots, type: reservationTypes, capacity: slotCapacity })
        .from(reservationSlots)
        .innerJoin(reservationTypes, eq(reservationSlots.reservationTypeId, reservationTypes.id))
        .where(eq(reservationSlots.id, input.reservationSlotId))
    )[0];
    if (!found) throw notFound("This time slot does not exist");
    const { slot, type } = found;
    const maxParty = partySizeMax(found.capacity);
    if (input.guestCount > maxParty) {
      throw badRequest(
        `${type.name} takes at most ${maxParty} ${maxParty === 1 ? "guest" : "guests"} per booking`,
      );
    }
    if (input.userId) {
      const user = (await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)))[0];
      if (!user) throw badRequest("That customer account does not exist");
    }
    const problem = staffSlotProblem(slot, input.guestCount, now);
    if (problem) throw conflict(problem);
    if (!(await takeSpots(tx, slot.id, input.guestCount))) {
      throw conflict(
        staffSlotProblem({ ...slot, availableSpots: 0 }, input.guestCount, now) ?? "This slot is full",
      );
    }
    const reservationId = newId();
    await tx.insert(reservations).values({
      id: reservationId,
      userId: input.userId ?? null,
      guestName: input.userId ? null : (input.name ?? null),
      guestEmail: input.userId ? null : (input.email ?? null),
      bookedBy: by,
      reservationSlotId: slot.id,
      guestCount: input.guestCount,
      status: "confirmed",
      totalPrice: formatCents(reservationTotalCents(type.price, input.guestCount)),
      specialRequests: input.specialRequests || null,
      contactPhone: input.contactPhone,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await ctx.hooks.reservations.booked.emit(tx, { reservationId, userId: input.userId ?? null, now });
    return reservationId;
  });
  return reservationById(ctx.db, id);
}

/** PATCH /api/admin/reservations/{id}/attendance: checked in, a no-show, or expected again. */
export async function setAttendance(ctx: Context, input: SetAttendanceInput): Promise<Reservation> {
  const stamp = ctx.clock.now().toISOString();
  await ctx.db.write(async (tx) => {
    const row = (await tx.select().from(reservations).where(eq(reservations.id, input.id)))[0];
    if (!row) throw reservationNotFound();
    if (row.status === "cancelled") throw conflict("This booking is cancelled: there is nobody to check in");
    await tx
      .update(reservations)
      .set({ attendance: input.attendance, updatedAt: stamp })
      .where(and(eq(reservations.id, input.id), ne(reservations.status, "cancelled")));
  });
  return reservationById(ctx.db, input.id);
}

/**
 * PATCH /api/admin/reservation-slots/{id}: closes (or reopens) a slot, or gives it its own capacity.
 * The spots left are recounted from the bookings in the same guarded update, which refuses a capacity
 * below the guests booked even when a booking lands at the same moment.
 */
export async function updateSlot(ctx: Context, input: UpdateSlotInput): Promise<Slot> {
  await ctx.db.write(async (tx) => {
    const found = (
      await tx
        .select({ id: reservationSlots.id, booked: sql<number>`${bookedGuests}`.mapWith(Number) })
        .from(reservationSlots)
        .where(eq(reservationSlots.id, input.id))
    )[0];
    if (!found) throw notFound("This time slot does not exist");
    if (input.capacity !== undefined) {
      const refusal = capacityRefusal(input.capacity, found.booked);
      if (refusal) throw conflict(refusal);
      const resized = await tx
        .update(reservationSlots)
        .set({ capacity: input.capacity, availableSpots: sql`${input.capacity} - ${bookedGuests}` })
        .where(and(eq(reservationSlots.id, input.id), sql`${input.capacity} >= ${bookedGuests}`));
      if (resized.changes !== 1)
        throw conflict("A booking came in meanwhile: check the guests booked and try again");
    }
    if (input.closed !== undefined) {
      await tx
        .update(reservationSlots)
        .set({ isAvailable: !input.closed })
        .where(eq(reservationSlots.id, input.id));
    }
  });
  const slot = (
    await ctx.db
      .select(slotColumns)
      .from(reservationSlots)
      .innerJoin(reservationTypes, eq(reservationSlots.reservationTypeId, reservationTypes.id))
      .where(eq(reservationSlots.id, input.id))
  )[0];
  if (!slot) throw notFound("This time slot does not exist");
  return slot;
}

/**
 * GET /api/admin/reservations: bookings by their slot's New York dates, status and a search (name,
 * e-mail, phone), upcoming first (soonest first), then past ones (latest first); one page, with the
 * full count in X-Total-Count.
 */
export async function bookings(ctx: Context, input: AdminBookingsInput): Promise<Reservation[]> {
  const now = ctx.clock.now().toISOString();
  const where = bookingFilter(input);
  const upcoming = sql`case when ${reservationSlots.startTime} >= ${now} then 0 else 1 end`;
  const order = [
    asc(upcoming),
    asc(sql`case when ${reservationSlots.startTime} >= ${now} then ${reservationSlots.startTime} end`),
    desc(reservationSlots.startTime),
    asc(reservations.createdAt),
    asc(sql`${reservations}.rowid`),
  ];
  ctx.responseHeaders.set("X-Total-Count", String(await countBookings(ctx.db, where)));
  return await bookingsWhere(ctx.db, where, {
    order,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
}

/** GET /api/admin/reservations/count: how many bookings the same filters find (the list's pages). */
export async function bookingCount(ctx: Context, input: AdminBookingFilters): Promise<{ count: number }> {
  return { count: await countBookings(ctx.db, bookingFilter(input)) };
}

function bookingFilter(input: AdminBookingFilters): SQL | undefined {
  const search = input.search?.trim();
  return and(
    input.from ? gte(reservationSlots.startTime, dayBounds(input.from).start.toISOString()) : undefined,
    input.to ? lt(reservationSlots.startTime, dayBounds(input.to).end.toISOString()) : undefined,
    input.status ? eq(reservations.status, input.status) : undefined,
    search
      ? or(
          containsText(users.firstName, search),
          containsText(users.lastName, search),
          containsText(users.email, search),
          containsText(users.username, search),
          containsText(reservations.guestName, search),
          containsText(reservations.guestEmail, search),
          phoneMatch(search),
        )
      : undefined,
    syncConditions(input, { createdAt: reservations.createdAt, updatedAt: reservations.updatedAt }),
  );
}

/** Digits typed as a search find a phone number however it was written ("440 555" in "(440) 555-0100"). */
function phoneMatch(search: string): SQL | undefined {
  const digits = search.replace(/\D/g, "");
  if (digits.length < 3) return undefined;
  const stripped = sql`replace(replace(replace(replace(replace(${reservations.contactPhone}, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '')`;
  return like(stripped, `%${digits}%`);
}
