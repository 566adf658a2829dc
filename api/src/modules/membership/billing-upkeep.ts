import { addBillingMonths, addDays, businessDate, type ClubRun, monthOf, PRE_NOTICE_DAYS } from "contracts";
import { clubRuns, type Db, memberships, type Tx } from "db";
import { and, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { BillingDeps } from "./billing.service";
import { sendPreNotice } from "./club-notices";
import { liveStatuses, pausedMonths } from "./club-state";

/** The billing job's upkeep around the charges: old memberships' schedules, pre-notices, its runs. */

async function immediate<T>(db: Db, fn: (tx: Tx) => T): Promise<T> {
  return db.write(fn);
}

export function toRun(row: typeof clubRuns.$inferSelect): ClubRun {
  return {
    id: row.id,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    trigger: row.trigger,
    charged: row.charged,
    declined: row.declined,
    skipped: row.skipped,
    cancelled: row.cancelled,
    amount: row.amountCents,
  };
}

/** Memberships from before club billing existed get their schedule from their start day. */
export async function scheduleUnscheduled(db: Db, now: Date): Promise<void> {
  await immediate(db, async (tx) => {
    const rows = await tx
      .select()
      .from(memberships)
      .where(
        and(
          inArray(memberships.status, liveStatuses),
          eq(memberships.complimentary, false),
          isNull(memberships.nextBillingDate),
        ),
      );
    const today = businessDate(now);
    for (const row of rows) {
      const billingDay = Number(businessDate(row.startDate).slice(8, 10));
      let next = addBillingMonths(businessDate(row.startDate), 1, billingDay);
      while (next <= today) next = addBillingMonths(next, 1, billingDay);
      await tx
        .update(memberships)
        .set({ billingDay, nextBillingDate: next })
        .where(eq(memberships.id, row.id));
    }
  });
}

/** One notice per period, sent when its charge is at most three days away. */
export async function sendPreNotices(deps: BillingDeps, today: string, now: Date): Promise<void> {
  await immediate(deps.db, async (tx) => {
    const rows = await tx
      .select()
      .from(memberships)
      .where(
        and(
          inArray(memberships.status, ["active", "on_hold"]),
          eq(memberships.complimentary, false),
          gt(memberships.nextBillingDate, today),
          lte(memberships.nextBillingDate, addDays(today, PRE_NOTICE_DAYS)),
        ),
      );
    for (const row of rows) {
      const date = row.nextBillingDate;
      if (!date || row.noticedFor === date) continue;
      const paused = (await pausedMonths(tx, row.userId, monthOf(date))).some(
        (p) => p.month === monthOf(date),
      );
      if (paused) continue;
      await sendPreNotice(tx, deps.mail, row, date, now);
      await tx.update(memberships).set({ noticedFor: date }).where(eq(memberships.id, row.id));
    }
  });
}

/** Past runs, newest first. */
export async function listRuns(db: Db, limit = 30): Promise<ClubRun[]> {
  return (
    await db.select().from(clubRuns).orderBy(desc(clubRuns.startedAt), sql`rowid desc`).limit(limit)
  ).map(toRun);
}
