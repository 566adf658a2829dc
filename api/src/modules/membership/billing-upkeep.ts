import { addBillingMonths, addDays, businessDate, type ClubRun, monthOf, PRE_NOTICE_DAYS } from "contracts";
import { clubRuns, type Db, memberships, type Tx } from "db";
import { and, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { BillingDeps } from "./billing.service";
import { sendPreNotice } from "./club-notices";
import { liveStatuses, pausedMonths } from "./club-state";

/** The billing job's upkeep around the charges: old memberships' schedules, pre-notices, its runs. */

function immediate<T>(db: Db, fn: (tx: Tx) => T): T {
  return db.transaction(fn, { behavior: "immediate" });
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
export function scheduleUnscheduled(db: Db, now: Date): void {
  immediate(db, (tx) => {
    const rows = tx
      .select()
      .from(memberships)
      .where(
        and(
          inArray(memberships.status, liveStatuses),
          eq(memberships.complimentary, false),
          isNull(memberships.nextBillingDate),
        ),
      )
      .all();
    const today = businessDate(now);
    for (const row of rows) {
      const billingDay = Number(businessDate(row.startDate).slice(8, 10));
      let next = addBillingMonths(businessDate(row.startDate), 1, billingDay);
      while (next <= today) next = addBillingMonths(next, 1, billingDay);
      tx.update(memberships)
        .set({ billingDay, nextBillingDate: next })
        .where(eq(memberships.id, row.id))
        .run();
    }
  });
}

/** One notice per period, sent when its charge is at most three days away. */
export function sendPreNotices(deps: BillingDeps, today: string, now: Date): void {
  immediate(deps.db, (tx) => {
    const rows = tx
      .select()
      .from(memberships)
      .where(
        and(
          inArray(memberships.status, ["active", "on_hold"]),
          eq(memberships.complimentary, false),
          gt(memberships.nextBillingDate, today),
          lte(memberships.nextBillingDate, addDays(today, PRE_NOTICE_DAYS)),
        ),
      )
      .all();
    for (const row of rows) {
      const date = row.nextBillingDate;
      if (!date || row.noticedFor === date) continue;
      const paused = pausedMonths(tx, row.userId, monthOf(date)).some((p) => p.month === monthOf(date));
      if (paused) continue;
      sendPreNotice(tx, deps.mail, row, date, now);
      tx.update(memberships).set({ noticedFor: date }).where(eq(memberships.id, row.id)).run();
    }
  });
}

/** Past runs, newest first. */
export function listRuns(db: Db, limit = 30): ClubRun[] {
  return db
    .select()
    .from(clubRuns)
    .orderBy(desc(clubRuns.startedAt), sql`rowid desc`)
    .limit(limit)
    .all()
    .map(toRun);
}
