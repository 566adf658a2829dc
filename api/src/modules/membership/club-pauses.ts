import { businessDate, monthOf } from "contracts";
import { clubPauses, memberships, type Tx } from "db";
import { and, eq, gte } from "drizzle-orm";
import type { MembershipRow } from "./club-state";

/**
 * Undoes the hold's months the billing job has not reached yet (those from the next billing date's
 * month on): months already passed on hold stay without free wines.
 */
export async function releaseHolds(tx: Tx, row: MembershipRow, now: Date): Promise<void> {
  const from = monthOf(row.nextBillingDate ?? businessDate(now));
  await tx
    .delete(clubPauses)
    .where(and(eq(clubPauses.userId, row.userId), eq(clubPauses.kind, "hold"), gte(clubPauses.month, from)));
}

/**
 * Undoes a hold or a pending cancellation (the member's Resume, or the staff setting the membership
 * active again); false when there is neither to undo.
 */
export async function resumeMembership(tx: Tx, row: MembershipRow, now: Date): Promise<boolean> {
  if (row.status === "on_hold") await releaseHolds(tx, row, now);
  else if (row.status !== "cancelling") return false;
  await tx
    .update(memberships)
    .set({ status: "active", holdUntil: null, cancelAt: null, cancelReason: null, cancelComment: null })
    .where(eq(memberships.id, row.id));
  return true;
}
