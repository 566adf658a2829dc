import {
  addBillingMonths,
  addDays,
  businessDate,
  businessMonth,
  type ClubDecline,
  type ClubFigures,
  type ClubRun,
  type Membership,
  monthBounds,
  monthOf,
  percentOf,
  renewalCharge,
  TAX_PERCENT,
  type Tier,
  tiers,
  toCents,
  type UpdateMembershipInput,
} from "contracts";
import { clubCharges, type Db, type Executor, memberships, orderItems, orders, users } from "db";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { LEASES, type LeaseDeps, withLease } from "../../jobs/lease";
import { badRequest, conflict, notFound } from "../../trpc/errors";
import { type BillingDeps, endMembership, openDecline, retry, runClubBilling } from "./billing.service";
import { placeHold } from "./club-actions.service";
import { resumeMembership } from "./club-pauses";
import { liveStatuses, type MembershipRow, pausedMonths, toMembership } from "./club-state";
import { UPGRADE_KEY_PREFIX } from "./upgrade.service";

/** /admin/club: the club's figures, its decline queue, and the staff's changes to a membership. */

const UPCOMING_DAYS = 30;

function nameOf(user: { firstName: string | null; lastName: string | null; username: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
}

/**
 * Live memberships whose latest period was held by the shipping rules (its reason kept on the
 * period's row): a later paid or paused month means the hold is over.
 */
async function complianceHolds(
  db: Executor,
  live: { m: MembershipRow; user: { firstName: string | null; lastName: string | null; username: string } }[],
): Promise<ClubFigures["complianceHolds"]> {
  const charges = await db
    .select({
      membershipId: clubCharges.membershipId,
      period: clubCharges.period,
      status: clubCharges.status,
      reason: clubCharges.lastError,
    })
    .from(clubCharges);
  const latest = new Map<string, (typeof charges)[number]>();
  for (const charge of charges) {
    const seen = latest.get(charge.membershipId);
    if (!seen || charge.period > seen.period) latest.set(charge.membershipId, charge);
  }
  return live
    .flatMap(({ m, user }) => {
      const charge = latest.get(m.id);
      if (charge?.status !== "held" || !charge.reason) return [];
      return [
        {
          membershipId: m.id,
          name: nameOf(user),
          tier: m.tier,
          period: charge.period,
          reason: charge.reason,
        },
      ];
    })
    .sort((a, b) => b.period.localeCompare(a.period) || a.name.localeCompare(b.name));
}

/** Months between two yyyy-MM-dd dates, to one decimal place of a month (30.44 days). */
function monthsBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / (30.44 * 24 * 60 * 60 * 1000);
}

export interface ClubCharged {
  signUps: number;
  upgrades: number;
  renewals: number;
}

/**
 * Every club payment in a business month, in cents with its tax: a new member's first month (the
 * membership line of their checkout with its share of tax), upgrades and renewals. A payment made of
 * membership lines only counts its whole total; a first month bought beside wines counts its line
 * with the 8 % tax every club charge carries.
 */
export async function chargedInMonth(db: Executor, month: string): Promise<ClubCharged> {
  const { start, end } = monthBounds(month);
  const lines = await db
    .select({
      orderId: orders.id,
      lineTotal: orderItems.lineTotal,
      subtotal: orders.subtotal,
      packaging: orders.packaging,
      total: orders.total,
      key: orders.idempotencyKey,
      renewal: clubCharges.id,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(clubCharges, and(eq(clubCharges.orderId, orders.id), eq(clubCharges.status, "paid")))
    .where(
      and(
        eq(orderItems.kind, "membership"),
        gte(orders.paidAt, start.toISOString()),
        lt(orders.paidAt, end.toISOString()),
      ),
    );
  const byOrder = new Map<string, { lines: number; row: (typeof lines)[number] }>();
  for (const line of lines) {
    const entry = byOrder.get(line.orderId) ?? { lines: 0, row: line };
    entry.lines += toCents(line.lineTotal);
    byOrder.set(line.orderId, entry);
  }
  const charged: ClubCharged = { signUps: 0, upgrades: 0, renewals: 0 };
  for (const { lines: membershipCents, row } of byOrder.values()) {
    const onlyMembership = membershipCents === toCents(row.subtotal) && toCents(row.packaging) === 0;
    const cents = onlyMembership
      ? toCents(row.total)
      : membershipCents + percentOf(membershipCents, TAX_PERCENT);
    if (row.renewal) charged.renewals += cents;
    else if (row.key?.startsWith(UPGRADE_KEY_PREFIX)) charged.upgrades += cents;
    else charged.signUps += cents;
  }
  return charged;
}

export async function figures(db: Db, now: Date): Promise<ClubFigures> {
  const today = businessDate(now);
  const month = businessMonth(now);
  const { start, end } = monthBounds(month);
  const rows = await db
    .select({ m: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId));
  const live = rows.filter((r) => liveStatuses.includes(r.m.status));
  const byTier: Record<Tier, number> = { essential: 0, premium: 0, elite: 0 };
  const byStatus: Record<string, number> = {};
  for (const { m } of live) {
    byTier[m.tier]++;
    byStatus[m.status] = (byStatus[m.status] ?? 0) + 1;
  }
  const paying = live.filter(({ m }) => !m.complimentary && m.status !== "cancelling");
  const inMonth = (iso: string | null) =>
    Boolean(iso && iso >= start.toISOString() && iso < end.toISOString());
  // An upgrade closes one row and opens another for the same member: count people, not rows.
  const firstStart = new Map<string, string>();
  for (const { m } of rows) {
    const known = firstStart.get(m.userId);
    if (!known || m.createdAt < known) firstStart.set(m.userId, m.createdAt);
  }
  const upcoming = new Map<string, { count: number; amount: number }>();
  const dueSoon: ClubFigures["dueSoon"] = [];
  const horizon = addDays(today, UPCOMING_DAYS);
  for (const { m, user } of live) {
    if (m.complimentary || m.status === "cancelling" || m.status === "past_due" || !m.nextBillingDate)
      continue;
    const paused = new Set(
      (await pausedMonths(db, m.userId, monthOf(m.nextBillingDate))).map((p) => p.month),
    );
    for (let date = m.nextBillingDate, i = 0; date <= horizon; i++) {
      if (!paused.has(monthOf(date))) {
        if (!dueSoon.some((d) => d.membershipId === m.id)) {
          const amount = renewalCharge(m.tier).totalCents;
          dueSoon.push({
            membershipId: m.id,
            name: nameOf(user),
            tier: m.tier,
            nextBillingDate: date,
            amount,
          });
        }
        const slot = upcoming.get(date) ?? { count: 0, amount: 0 };
        upcoming.set(date, { count: slot.count + 1, amount: slot.amount + renewalCharge(m.tier).totalCents });
      }
      date = addBillingMonths(m.nextBillingDate, i + 1, m.billingDay ?? 1);
    }
  }
  const billed = live.filter(({ m }) => !m.complimentary && m.nextBillingDate && m.status !== "cancelling");
  const charged = await chargedInMonth(db, month);
  const members = live
    .map(({ m, user }) => ({
      membershipId: m.id,
      userId: user.id,
      name: nameOf(user),
      email: user.email,
      tier: m.tier,
      status: m.status,
      complimentary: m.complimentary,
      nextBillingDate: m.complimentary ? null : m.nextBillingDate,
      card: m.cardLast4 ? `${m.cardBrand ?? "Card"} ending ${m.cardLast4}` : null,
      holdUntil: m.holdUntil,
    }))
    .sort(
      (a, b) =>
        (a.nextBillingDate ?? "9999-12-31").localeCompare(b.nextBillingDate ?? "9999-12-31") ||
        a.name.localeCompare(b.name),
    );
  return {
    complianceHolds: await complianceHolds(db, live),
    byTier,
    byStatus,
    mrr: paying.reduce((sum, { m }) => sum + tiers[m.tier].monthlyPriceCents, 0),
    newThisMonth: [...firstStart.values()].filter((s) => inMonth(s)).length,
    cancelledThisMonth: new Set(
      rows
        .filter(({ m }) => m.status === "cancelled" && inMonth(m.endDate))
        .filter(({ m }) => !live.some((l) => l.m.userId === m.userId))
        .map(({ m }) => m.userId),
    ).size,
    averageTenureMonths: live.length
      ? Math.round(
          (live.reduce((sum, { m }) => sum + monthsBetween(m.startDate, now.toISOString()), 0) /
            live.length) *
            10,
        ) / 10
      : 0,
    chargedThisMonth: charged.signUps + charged.upgrades + charged.renewals,
    charged,
    upcoming: [...upcoming.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, slot]) => ({ date, ...slot })),
    dueSoon: dueSoon.sort((a, b) => a.nextBillingDate.localeCompare(b.nextBillingDate)),
    members,
    preflight: {
      missingPaymentMethod: billed
        .filter(({ m }) => !m.paymentMethodId)
        .map(({ m, user }) => ({
          membershipId: m.id,
          name: nameOf(user),
          nextBillingDate: m.nextBillingDate ?? "",
        })),
      cardExpiresBeforeCharge: billed
        .filter(({ m }) => m.paymentMethodId && m.cardExpYear && m.cardExpMonth)
        .filter(({ m }) => {
          const expiresEnd = addBillingMonths(
            `${m.cardExpYear}-${String(m.cardExpMonth).padStart(2, "0")}-01`,
            1,
            1,
          );
          return (m.nextBillingDate ?? "") >= expiresEnd;
        })
        .map(({ m, user }) => ({
          membershipId: m.id,
          name: nameOf(user),
          nextBillingDate: m.nextBillingDate ?? "",
          expires: `${String(m.cardExpMonth).padStart(2, "0")}/${m.cardExpYear}`,
        })),
    },
  };
}

/** Declined periods waiting for their next try, oldest first. */
export async function declines(db: Db): Promise<ClubDecline[]> {
  return (
    await db
      .select({ charge: clubCharges, user: users })
      .from(clubCharges)
      .innerJoin(users, eq(users.id, clubCharges.userId))
      .where(eq(clubCharges.status, "declined"))
      .orderBy(clubCharges.period)
  ).map(({ charge, user }) => ({
    membershipId: charge.membershipId,
    name: nameOf(user),
    email: user.email,
    tier: charge.tier,
    period: charge.period,
    attempts: charge.attempts,
    nextRetryDate: charge.nextRetryDate,
    lastError: charge.lastError,
    amount: charge.amountCents,
  }));
}

export async function declineCount(db: Executor): Promise<number> {
  const row = (
    await db.select({ n: sql<number>`count(*)` }).from(clubCharges).where(eq(clubCharges.status, "declined"))
  )[0];
  return Number(row?.n ?? 0);
}

async function membershipRow(db: Executor, id: string): Promise<MembershipRow> {
  const row = (await db.select().from(memberships).where(eq(memberships.id, id)))[0];
  if (!row) throw notFound("Membership not found");
  return row;
}

/**
 * The staff move a member's next billing date (a new period starts on it, and renewals follow its
 * day), set a held or cancelling membership active again, or end a membership now.
 */
export async function updateMembership(
  deps: Pick<BillingDeps, "db" | "clock" | "hooks">,
  input: UpdateMembershipInput,
): Promise<Membership> {
  const now = deps.clock.now();
  const row = await deps.db.write(async (tx) => {
    const row = await membershipRow(tx, input.id);
    if (!liveStatuses.includes(row.status)) throw conflict("This membership has ended.");
    if (input.status === "cancelled") {
      await endMembership(tx, deps.hooks, row, now);
      await tx
        .update(clubCharges)
        .set({ status: "failed", nextRetryDate: null })
        .where(and(eq(clubCharges.membershipId, row.id), eq(clubCharges.status, "declined")));
      return membershipRow(tx, row.id);
    }
    if (input.holdMonths !== undefined) {
      if (row.status !== "active" || !row.nextBillingDate || row.complimentary) {
        throw conflict("Only an active, billed membership can be paused.");
      }
      await placeHold(tx, { ...row, nextBillingDate: row.nextBillingDate }, input.holdMonths, now);
      return membershipRow(tx, row.id);
    }
    if (input.status === "active" && row.status !== "active") {
      if (row.status === "past_due") {
        throw conflict("This membership has a declined charge: retry it or end the membership first.");
      }
      await resumeMembership(tx, row, now);
    }
    if (input.nextBillingDate) {
      if (row.complimentary) throw conflict("A complimentary membership is never charged.");
      if (row.status === "past_due") {
        throw conflict("This membership has a declined charge: retry it or end the membership first.");
      }
      // Today is allowed: the staff move a date to today and press "Run now" (/admin/club).
      const today = businessDate(now);
      if (input.nextBillingDate < today) {
        throw badRequest(`The next billing date can't be in the past: choose ${today} (today) or later.`);
      }
      await tx
        .update(memberships)
        .set({
          nextBillingDate: input.nextBillingDate,
          billingDay: Number(input.nextBillingDate.slice(8, 10)),
          noticedFor: null,
          ...(row.status === "cancelling" ? { cancelAt: input.nextBillingDate } : {}),
        })
        .where(eq(memberships.id, row.id));
    }
    return membershipRow(tx, row.id);
  });
  return toMembership(deps.db, row, now);
}

/** The decline queue's Retry: charges the declined period again now. */
export async function retryMembershipCharge(deps: BillingDeps, id: string): Promise<Membership> {
  await membershipRow(deps.db, id);
  const decline = await openDecline(deps.db, id);
  if (!decline) throw conflict("This membership has no declined charge to retry.");
  await retry(deps, decline.id, deps.clock.now());
  return toMembership(deps.db, await membershipRow(deps.db, id), deps.clock.now());
}

/**
 * "Run billing now": the scheduled run's lease, so one billing run at a time across every process
 * (api/src/jobs/lease.ts); while another holds it, a 409.
 */
export async function runBillingNow(deps: BillingDeps & LeaseDeps): Promise<ClubRun> {
  const outcome = await withLease(deps, LEASES.billing, () =>
    runClubBilling(deps, deps.clock.now(), "admin"),
  );
  if (!outcome.acquired) throw conflict("A billing run is in progress");
  return outcome.value;
}
