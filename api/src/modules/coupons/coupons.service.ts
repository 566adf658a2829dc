import {
  type AdminCoupon,
  businessDate,
  type CouponForm,
  dayBounds,
  formatCents,
  toCents,
  type UpdateCouponInput,
} from "contracts";
import { coupons, type Executor, orders, type Tx } from "db";
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { type Removal, removeOrDeactivate } from "../../shared/remove-or-deactivate";
import type { Context } from "../../trpc/context";
import { conflict, notFound } from "../../trpc/errors";

export type CouponRow = typeof coupons.$inferSelect;

/** The coupon with this code, compared without regard to case (codes are stored uppercased). */
export function findByCode(db: Executor, code: string): CouponRow | undefined {
  return db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()))
    .get();
}

/**
 * Counts one use of a coupon unless it is used up, with a guarded update: two checkouts racing
 * for the last use of a one-use coupon can never both get it.
 */
export function reserveUse(tx: Tx, code: string): boolean {
  const result = tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.code, code),
        or(isNull(coupons.maxUses), lt(coupons.usedCount, sql`${coupons.maxUses}`)),
      ),
    )
    .run();
  return result.changes === 1;
}

/** Gives a use back (the order that took it was never paid). */
export function releaseUse(tx: Tx, code: string): void {
  tx.update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.code, code), gt(coupons.usedCount, 0)))
    .run();
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
export function list(ctx: Context): AdminCoupon[] {
  return ctx.db
    .select()
    .from(coupons)
    .orderBy(desc(coupons.createdAt), asc(coupons.code))
    .all()
    .map(toAdminCoupon);
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
export function create(ctx: Context, input: CouponForm): AdminCoupon {
  return ctx.db.transaction(
    (tx) => {
      if (findByCode(tx, input.code)) throw conflict(DUPLICATE_CODE);
      const row = tx
        .insert(coupons)
        .values({ ...columns(input), createdAt: ctx.clock.now().toISOString() })
        .returning()
        .get();
      return toAdminCoupon(row);
    },
    { behavior: "immediate" },
  );
}

/** Every field but the uses, which only paid orders count. */
export function update(ctx: Context, input: UpdateCouponInput): AdminCoupon {
  return ctx.db.transaction(
    (tx) => {
      const same = findByCode(tx, input.code);
      if (same && same.id !== input.id) throw conflict(DUPLICATE_CODE);
      const row = tx.update(coupons).set(columns(input)).where(eq(coupons.id, input.id)).returning().get();
      if (!row) throw notFound(NOT_FOUND);
      return toAdminCoupon(row);
    },
    { behavior: "immediate" },
  );
}

/** A coupon orders used is deactivated (their records keep its code); an unused one is deleted. */
export function remove(ctx: Context, id: string): Removal {
  return removeOrDeactivate(ctx.db, {
    missing: NOT_FOUND,
    exists: (tx) => Boolean(tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).get()),
    referenced: (tx) => {
      const row = tx.select().from(coupons).where(eq(coupons.id, id)).get();
      if (!row) return false;
      if (row.usedCount > 0) return true;
      return Boolean(
        tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(sql`upper(${orders.couponCode})`, row.code))
          .limit(1)
          .get(),
      );
    },
    deactivate: (tx) => tx.update(coupons).set({ isActive: false }).where(eq(coupons.id, id)).run(),
    remove: (tx) => tx.delete(coupons).where(eq(coupons.id, id)).run(),
  });
}
