import {
  businessDayBounds,
  type CreateReservationInput,
  formatCents,
  isCancellable,
  type ListReservationTypesInput,
  type ListSlotsInput,
  MEMBERS_ONLY_MESSAGE,
  partySizeMax,
  type Reservation,
  type ReservationType,
  type ReservationTypeFormInput,
  reservationTotalCents,
  SLOTS_LIMIT_MAX,
  type Slot,
  slotProblem,
  toCents,
  UNAVAILABLE_SLOT_MESSAGE,
  type UpdateReservationTypeInput,
} from "contracts";
import { larger, newId, one, reservationSlots, reservations, reservationTypes, type Tx } from "db";
import { and, asc, eq, gt, gte, isNull, lt, notExists, type SQL, sql } from "drizzle-orm";
import type { UserRow } from "../../auth/sessions";
import { type Removal, removeOrDeactivate } from "../../shared/remove-or-deactivate";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, forbidden, notFound } from "../../trpc/errors";
import { reservationById, reservationNotFound } from "./reservation-lists";
import { generateSlots } from "./slots";

type TypeRow = typeof reservationTypes.$inferSelect;
type UserContext = Context & { user: UserRow };

/** Without a type or a date, the slot list is "what comes next": enough for a schedule view. */
const DEFAULT_SLOTS_LIMIT = 100;

const TYPE_NOT_FOUND = "Reservation type not found";
const typeNotFound = () => notFound(TYPE_NOT_FOUND);

export { bookingsBetween, mine } from "./reservation-lists";

export function toReservationType(row: TypeRow): ReservationType {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    category: row.category,
    duration: row.duration,
    capacity: row.capacity,
    price: row.price,
    isActive: row.isActive,
    imageUrl: row.imageUrl,
    requirements: row.requirements,
    memberOnly: row.memberOnly,
    createdAt: row.createdAt,
  };
}

/** Active types for everyone; admins also see inactive ones. Oldest first (the catalogue's order). */
export async function types(ctx: Context, input: ListReservationTypesInput): Promise<ReservationType[]> {
  const conditions: SQL[] = [];
  if (ctx.user?.role !== "admin") conditions.push(eq(reservationTypes.isActive, true));
  if (input?.category) conditions.push(eq(reservationTypes.category, input.category));
  return (
    await ctx.db
      .select()
      .from(reservationTypes)
      .where(and(...conditions))
      .orderBy(asc(reservationTypes.createdAt), asc(reservationTypes.id))
  ).map(toReservationType);
}

/** A slot's capacity: its own (set on the day sheet) or its type's. */
export const slotCapacity =
  sql<number>`coalesce(${reservationSlots.capacity}, ${reservationTypes.capacity})`.mapWith(Number);

/** A slot as the lists answer it (`Slot`), read joined with its type. */
export const slotColumns = {
  id: reservationSlots.id,
  reservationTypeId: reservationSlots.reservationTypeId,
  startTime: reservationSlots.startTime,
  endTime: reservationSlots.endTime,
  availableSpots: reservationSlots.availableSpots,
  isAvailable: reservationSlots.isAvailable,
  capacity: slotCapacity,
  typeName: reservationTypes.name,
};

/** The number of guests holding a slot: every booking that is not cancelled. */
export const bookedGuests = sql`coalesce((select sum(${reservations.guestCount}) from ${reservations}
  where ${reservations.reservationSlotId} = ${reservationSlots.id} and ${reservations.status} != 'cancelled'), 0)`;

/** A slot no booking (of any status) refers to: it can be deleted without touching history. */
const unbooked = notExists(
  sql`(select 1 from ${reservations} where ${reservations.reservationSlotId} = ${reservationSlots.id})`,
);

/** Removes a type's future slots that nobody ever booked (a deactivated type, a changed duration). */
async function removeUnbookedFutureSlots(tx: Tx, typeId: string, now: string): Promise<void> {
  await tx
    .delete(reservationSlots)
    .where(
      and(eq(reservationSlots.reservationTypeId, typeId), gt(reservationSlots.startTime, now), unbooked),
    );
}

/**
 * Future slots follow a new capacity: spots = capacity - guests already booked, never below 0, so a
 * smaller capacity never drops a booking and repeated edits never drift from the bookings.
 */
async function resizeFutureSlots(tx: Tx, typeId: string, capacity: number, now: string): Promise<void> {
  await tx
    .update(reservationSlots)
    .set({ availableSpots: larger(tx.engine, 0, sql`${capacity} - ${bookedGuests}`) })
    .where(
      and(
        eq(reservationSlots.reservationTypeId, typeId),
        gt(reservationSlots.startTime, now),
        // A slot given its own capacity on the day sheet keeps it.
        isNull(reservationSlots.capacity),
      ),
    );
}

function typeColumns(input: ReservationTypeFormInput) {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    duration: input.duration,
    capacity: input.capacity,
    price: formatCents(toCents(input.price)),
    imageUrl: input.imageUrl ?? null,
    requirements: input.requirements ?? null,
    memberOnly: input.memberOnly,
    isActive: input.isActive,
  };
}

/** A new type is bookable at once: its slots for the next 30 days are made in the same transaction. */
export async function createType(ctx: Context, input: ReservationTypeFormInput): Promise<ReservationType> {
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  const row = await ctx.db.write(async (tx) => {
    const inserted = one(
      await tx
        .insert(reservationTypes)
        .values({ ...typeColumns(input), id: newId(), createdAt: stamp, updatedAt: stamp })
        .returning(),
    );
    await generateSlots(tx, now, { typeId: inserted.id });
    return inserted;
  });
  return toReservationType(row);
}

/**
 * Saves the form and brings the future slots in line: a new duration replaces the unbooked ones
 * (booked slots stay, so nobody loses their time), a new capacity resizes them, deactivating removes
 * the unbooked ones and reactivating fills the 30 days again.
 */
export async function updateType(ctx: Context, input: UpdateReservationTypeInput): Promise<ReservationType> {
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  const row = await ctx.db.write(async (tx) => {
    const before = (await tx.select().from(reservationTypes).where(eq(reservationTypes.id, input.id)))[0];
    if (!before) throw typeNotFound();
    const after = one(
      await tx
        .update(reservationTypes)
        .set({ ...typeColumns(input), updatedAt: stamp })
        .where(eq(reservationTypes.id, input.id))
        .returning(),
    );
    if (!after.isActive || after.duration !== before.duration) {
      await removeUnbookedFutureSlots(tx, after.id, stamp);
    }
    if (after.capacity !== before.capacity) await resizeFutureSlots(tx, after.id, after.capacity, stamp);
    if (after.isActive) await generateSlots(tx, now, { typeId: after.id });
    return after;
  });
  return toReservationType(row);
}

/**
 * Bookings are history: a type they refer to stays, inactive (its booked slots stay with it, its
 * unbooked future slots go). A type nobody booked is deleted with its slots (ON DELETE CASCADE).
 */
export async function removeType(ctx: Context, id: string): Promise<Removal> {
  const stamp = ctx.clock.now().toISOString();
  return removeOrDeactivate(ctx.db, {
    missing: TYPE_NOT_FOUND,
    exists: async (tx) =>
      Boolean(
        (
          await tx
            .select({ id: reservationTypes.id })
            .from(reservationTypes)
            .where(eq(reservationTypes.id, id))
        )[0],
      ),
    referenced: async (tx) =>
      Boolean(
        (
          await tx
            .select({ id: reservations.id })
            .from(reservations)
            .innerJoin(reservationSlots, eq(reservations.reservationSlotId, reservationSlots.id))
            .where(eq(reservationSlots.reservationTypeId, id))
            .limit(1)
        )[0],
      ),
    deactivate: async (tx) => {
      await tx
        .update(reservationTypes)
        .set({ isActive: false, updatedAt: stamp })
        .where(eq(reservationTypes.id, id));
      await removeUnbookedFutureSlots(tx, id, stamp);
    },
    remove: async (tx) => await tx.delete(reservationTypes).where(eq(reservationTypes.id, id)),
  });
}

/**
 * Future slots, soonest first: of one type, on one business date (New York), or all of them.
 * Visitors see the slots of active types only; admins see every slot for the schedule.
 */
export async function slots(ctx: Context, input: ListSlotsInput): Promise<Slot[]> {
  const conditions: SQL[] = [gt(reservationSlots.startTime, ctx.clock.now().toISOString())];
  if (ctx.user?.role !== "admin") conditions.push(eq(reservationTypes.isActive, true));
  if (input?.typeId) conditions.push(eq(reservationSlots.reservationTypeId, input.typeId));
  if (input?.date) {
    const { start, end } = businessDayBounds(input.date);
    conditions.push(gte(reservationSlots.startTime, start.toISOString()));
    conditions.push(lt(reservationSlots.startTime, end.toISOString()));
  }
  const filtered = Boolean(input?.typeId || input?.date);
  return await ctx.db
    .select(slotColumns)
    .from(reservationSlots)
    .innerJoin(reservationTypes, eq(reservationSlots.reservationTypeId, reservationTypes.id))
    .where(and(...conditions))
    .orderBy(asc(reservationSlots.startTime), asc(reservationTypes.name), asc(reservationSlots.id))
    .limit(input?.limit ?? (filtered ? SLOTS_LIMIT_MAX : DEFAULT_SLOTS_LIMIT));
}

/**
 * Takes a party's spots with a guarded update: never more than are left, never in a closed slot, so
 * parallel bookings (the site's and the staff's, in any process) can never overfill it.
 */
export async function takeSpots(tx: Tx, slotId: string, guests: number): Promise<boolean> {
  const taken = await tx
    .update(reservationSlots)
    .set({ availableSpots: sql`${reservationSlots.availableSpots} - ${guests}` })
    .where(
      and(
        eq(reservationSlots.id, slotId),
        gte(reservationSlots.availableSpots, guests),
        eq(reservationSlots.isAvailable, true),
      ),
    );
  return taken.changes === 1;
}

/**
 * Books a slot. Everything is checked and the spots are taken in one immediate transaction, the
 * spots with a guarded UPDATE, so parallel bookings queue and can never overfill a slot. The price
 * comes from the database: a total sent by the client is ignored.
 */
export async function create(ctx: UserContext, input: CreateReservationInput): Promise<Reservation> {
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  const guests = input.guestCount;
  const user = ctx.user;
  const id = await ctx.db.write(async (tx) => {
    const found = (
      await tx
        .select({ slot: reservationSlots, type: reservationTypes })
        .from(reservationSlots)
        .innerJoin(reservationTypes, eq(reservationSlots.reservationTypeId, reservationTypes.id))
        .where(eq(reservationSlots.id, input.reservationSlotId))
    )[0];
    if (!found) throw notFound("This time slot does not exist");
    const { slot, type } = found;
    if (!type.isActive) throw conflict(`${type.name} is not taking bookings at the moment`);
    if (type.memberOnly && !user.membershipTier) {
      throw forbidden(MEMBERS_ONLY_MESSAGE);
    }
    const maxParty = partySizeMax(type.capacity);
    if (guests > maxParty) {
      throw badRequest(
        `${type.name} takes at most ${maxParty} ${maxParty === 1 ? "guest" : "guests"} per booking`,
      );
    }
    const problem = slotProblem(slot, guests, now);
    if (problem) throw conflict(problem);
    if (!(await takeSpots(tx, slot.id, guests))) throw conflict(UNAVAILABLE_SLOT_MESSAGE);
    const reservationId = newId();
    await tx.insert(reservations).values({
      id: reservationId,
      userId: user.id,
      reservationSlotId: slot.id,
      guestCount: guests,
      status: "confirmed",
      totalPrice: formatCents(reservationTotalCents(type.price, guests)),
      specialRequests: input.specialRequests || null,
      contactPhone: input.contactPhone,
      createdAt: stamp,
      updatedAt: stamp,
    });
    // Listeners (the confirmation e-mail) write in this transaction: no booking, no message.
    await ctx.hooks.reservations.booked.emit(tx, { reservationId, userId: user.id, now });
    return reservationId;
  });
  return reservationById(ctx.db, id);
}

/**
 * Cancels an upcoming confirmed booking of the caller (or any booking, for an admin) and gives its
 * spots back in the same transaction. Someone else's booking answers 404 so ids do not leak.
 */
export async function cancel(ctx: UserContext, id: string): Promise<Reservation> {
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  const isAdmin = ctx.user.role === "admin";
  const userId = ctx.user.id;
  await ctx.db.write(async (tx) => {
    const found = (
      await tx
        .select({ reservation: reservations, slot: reservationSlots, capacity: slotCapacity })
        .from(reservations)
        .innerJoin(reservationSlots, eq(reservations.reservationSlotId, reservationSlots.id))
        .innerJoin(reservationTypes, eq(reservationSlots.reservationTypeId, reservationTypes.id))
        .where(eq(reservations.id, id))
    )[0];
    if (!found || (!isAdmin && found.reservation.userId !== userId)) throw reservationNotFound();
    const { reservation, slot, capacity } = found;
    if (reservation.status === "cancelled") throw conflict("This reservation is already cancelled");
    if (!isCancellable(slot.startTime, reservation.status, now)) {
      throw conflict("Only upcoming confirmed reservations can be cancelled");
    }
    const changed = await tx
      .update(reservations)
      .set({ status: "cancelled", updatedAt: stamp })
      .where(and(eq(reservations.id, id), eq(reservations.status, "confirmed")));
    if (changed.changes === 0) throw conflict("This reservation is already cancelled");
    // Recounted from the bookings left: the guests come back, never above the capacity.
    await tx
      .update(reservationSlots)
      .set({ availableSpots: larger(tx.engine, 0, sql`${capacity} - ${bookedGuests}`) })
      .where(eq(reservationSlots.id, slot.id));
    await ctx.hooks.reservations.cancelled.emit(tx, { reservationId: id, userId: reservation.userId, now });
  });
  return reservationById(ctx.db, id);
}
