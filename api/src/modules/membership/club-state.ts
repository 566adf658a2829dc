import {
  addBillingMonths,
  businessMonth,
  type Membership,
  type MembershipStatus,
  monthOf,
  renewalCharge,
} from "contracts";
import { clubPauses, type Executor, memberships } from "db";
import { and, desc, eq, gte, inArray } from "drizzle-orm";

export type MembershipRow = typeof memberships.$inferSelect;

/** Statuses that still hold the tier: the membership is live until it is cancelled or expires. */
export const liveStatuses: MembershipStatus[] = ["active", "past_due", "on_hold", "cancelling"];

export async function liveMembership(db: Executor, userId: string): Promise<MembershipRow | undefined> {
  return (
    await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), inArray(memberships.status, liveStatuses)))
      .orderBy(desc(memberships.startDate))
  )[0];
}

/** Months (YYYY-MM) from `fromMonth` on that the member skipped or held. */
export async function pausedMonths(db: Executor, userId: string, fromMonth: string, kind?: "skip" | "hold") {
  return await db
    .select({ month: clubPauses.month, kind: clubPauses.kind })
    .from(clubPauses)
    .where(
      and(
        eq(clubPauses.userId, userId),
        gte(clubPauses.month, fromMonth),
        ...(kind ? [eq(clubPauses.kind, kind)] : []),
      ),
    )
    .orderBy(clubPauses.month);
}

/** Whether a renewal is still coming: not for a complimentary membership or one that is ending. */
export function chargesAhead(row: MembershipRow): boolean {
  return !row.complimentary && Boolean(row.nextBillingDate) && liveStatuses.includes(row.status);
}

/** The first billing date from the next one whose month is not skipped or held. */
async function nextChargeDate(db: Executor, row: MembershipRow): Promise<string | null> {
  const next = row.nextBillingDate;
  if (!next) return null;
  const paused = new Set((await pausedMonths(db, row.userId, monthOf(next))).map((p) => p.month));
  for (let i = 0; i < 24; i++) {
    const date = addBillingMonths(next, i, row.billingDay ?? Number(next.slice(8, 10)));
    if (!paused.has(monthOf(date))) return date;
  }
  return null;
}

export async function toMembership(db: Executor, row: MembershipRow, now: Date): Promise<Membership> {
  const ahead = chargesAhead(row) && row.status !== "cancelling";
  return {
    id: row.id,
    tier: row.tier,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt,
    complimentary: row.complimentary,
    nextBillingDate: ahead ? row.nextBillingDate : null,
    nextChargeDate: ahead ? await nextChargeDate(db, row) : null,
    nextChargeAmount: ahead ? renewalCharge(row.tier).totalCents : null,
    hold: row.status === "on_hold" && row.holdUntil ? { until: row.holdUntil } : null,
    cancelAt: row.status === "cancelling" ? row.cancelAt : null,
    skippedMonths: (await pausedMonths(db, row.userId, businessMonth(now), "skip")).map((p) => p.month),
    paymentMethod:
      row.paymentMethodId && row.cardLast4
        ? {
            brand: row.cardBrand ?? "card",
            last4: row.cardLast4,
            expMonth: row.cardExpMonth ?? 0,
            expYear: row.cardExpYear ?? 0,
          }
        : null,
  };
}
