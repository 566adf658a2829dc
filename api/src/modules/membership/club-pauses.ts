import { businessDate, monthOf } from "contracts";
import { clubPauses, type Tx } from "db";
import { and, eq, gte } from "drizzle-orm";
import type { MembershipRow } from "./club-state";

/**
 * Undoes the hold's months the billing job has not reached yet (those from the next billing date's
 * month on): months already passed on hold stay without free wines.
 */
export function releaseHolds(tx: Tx, row: MembershipRow, now: Date): void {
  const from = monthOf(row.nextBillingDate ?? businessDate(now));
  tx.delete(clubPauses)
    .where(and(eq(clubPauses.userId, row.userId), eq(clubPauses.kind, "hold"), gte(clubPauses.month, from)))
    .run();
}
