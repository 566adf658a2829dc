import { coupons, type Executor, type Tx } from "db";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";

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
