import {
  type AdminCoupon,
  businessDate,
  type CouponForm,
  dayBounds,
  formatCents,
  toCents,
  type UpdateCouponInput,
} from "contracts";
import { coupons, type Executor, one, orders, type Tx } from "db";
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { type Removal, removeOrDeactivate } from "../../shared/remove-or-deactivate";
import type { Context } from "../../trpc/context";
import { conflict, notFound } from "../../trpc/errors";

export type CouponRow = typeof coupons.$inferSelect;

/** The coupon with this code, compared without regard to case (codes are stored uppercased). */
export async function findByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  return (
    await db
      .select()
      .from(coupons)
      .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()))
  )[0];
}

/**
 * Counts one use of a coupon unless it is used up, with a guarded update: two checkouts racing
 * for the last use of a one-use coupon can never both get it.
 */
export async function reserveUse(tx: Tx, code: string): Promise<boolean> {
  const result = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.code, code),
        or(isNull(coupons.maxUses), lt(coupons.usedCount, sql`${coupons.maxUses}`)),
      ),
    );
  return result.changes === 1;
}

/** Gives a use back (the order that took it was never paid). */
export async function releaseUse(tx: Tx, code: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.code, code), gt(coupons.usedCount, 0)));
}

/** A New York day's first instant, or its last (both ends of the window are included). */
function dayStart(date: string | null | undefined): string | null {
  return date ? dayBounds(date).start.toISOString() : null;
}
function dayEnd(date: string | null | undefined): string | null {
  return date ? new Date(dayBounds(date).end.getTime() - 1).toISOString() : null;
}

function money(amount: string | null | undefined): string | null {
  return amount ? formatCents(toCents(amount)) : null;
}

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    type: row.type,
    value: formatCents(toCents(row.value)),
    minOrderAmount: money(row.minOrderAmount),
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    membershipTierRequired: row.membershipTierRequired,
    isActive: row.isActive,
    validFrom: row.validFrom ? businessDate(row.validFrom) : null,
    validUntil: row.validUntil ? businessDate(row.validUntil) : null,
    createdAt: row.createdAt,
  };
}

/** Every coupon, newest first, with its uses. */
export async function list(ctx: Context): Promise<AdminCoupon[]> {
  return (await ctx.db.select().from(coupons).orderBy(desc(coupons.createdAt), asc(coupons.code))).map(
    toAdminCoupon,
  );
}

function columns(input: CouponForm) {
  return {
    code: input.code,
    name: input.name,
    description: input.description || null,
    type: input.type,
    value: formatCents(toCents(input.value)),
    minOrderAmount: money(input.minOrderAmount),
    maxUses: input.maxUses ?? null,
    membershipTierRequired: input.membershipTierRequired ?? null,
    isActive: input.isActive,
    validFrom: dayStart(input.validFrom),
    validUntil: dayEnd(input.validUntil),
  };
}

const DUPLICATE_CODE = "A coupon with this code already exists";
const NOT_FOUND = "Coupon not found";

/** Codes are unique whatever their case; checked and written in one transaction. */
export async function create(ctx: Context, input: CouponForm): Promise<AdminCoupon> {
  return ctx.db.write(async (tx) => {
    if (await findByCode(tx, input.code)) throw conflict(DUPLICATE_CODE);
    const row = one(
      await tx
        .insert(coupons)
        .values({ ...columns(input), createdAt: ctx.clock.now().toISOString() })
        .returning(),
    );
    return toAdminCoupon(row);
  });
}

/** Every field but the uses, which only paid orders count. */
export async function update(ctx: Context, input: UpdateCouponInput): Promise<AdminCoupon> {
  return ctx.db.write(async (tx) => {
    const same = await findByCode(tx, input.code);
    if (same && same.id !== input.id) throw conflict(DUPLICATE_CODE);
    const row = (await tx.update(coupons).set(columns(input)).where(eq(coupons.id, input.id)).returning())[0];
    if (!row) throw notFound(NOT_FOUND);
    return toAdminCoupon(row);
  });
}

/** A coupon orders used is deactivated (their records keep its code); an unused one is deleted. */
export async function remove(ctx: Context, id: string): Promise<Removal> {
  return removeOrDeactivate(ctx.db, {
    missing: NOT_FOUND,
    exists: async (tx) =>
      Boolean((await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)))[0]),
    referenced: async (tx) => {
      const row = (await tx.select().from(coupons).where(eq(coupons.id, id)))[0];
      if (!row) return false;
      if (row.usedCount > 0) return true;
      return Boolean(
        (
          await tx
            .select({ id: orders.id })
            .from(orders)
            .where(eq(sql`upper(${orders.couponCode})`, row.code))
            .limit(1)
        )[0],
      );
    },
    deactivate: async (tx) => await tx.update(coupons).set({ isActive: false }).where(eq(coupons.id, id)),
    remove: async (tx) => await tx.delete(coupons).where(eq(coupons.id, id)),
  });
}
