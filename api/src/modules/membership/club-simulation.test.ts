import {
  type Analytics,
  addBillingMonths,
  addDays,
  businessMonth,
  type ClubFigures,
  formatCents,
  monthOf,
  renewalCharge,
  type Tier,
  tiers,
  toCents,
} from "contracts";
import { clubCharges, memberships, orders, users } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { at, bill, joinClub, membershipOf, signIn } from "../../test/club";
import { createTestApp, testCardToken } from "../../test/helpers";

/**
 * The "Done means": 50 members of mixed tiers over 13 months, with skips, holds,
 * cancellations, declining cards (lost and recovered) and complimentary memberships. The job runs
 * every day; what the rules say is computed here independently and compared month by month with
 * what the gateway charged, what was recorded, and what the admin's screens report.
 */

type Plan = "steady" | "skipper" | "holder" | "canceller" | "lost" | "recovered" | "complimentary";
const plans: Plan[] = [
  "steady",
  "steady",
  "steady",
  "steady",
  "skipper",
  "holder",
  "canceller",
  "lost",
  "recovered",
  "complimentary",
];
const tierCycle: Tier[] = ["essential", "premium", "elite"];
const END = "2027-01-31";
const SKIPS = ["2026-03", "2026-06"];
const HOLD_ON = "2026-04-15";
const CANCEL_ON = "2026-06-20";
const CARD_FAILS_FROM = "2026-05-01";
const RECOVER_MONTH = "2026-03";

interface Member {
  index: number;
  plan: Plan;
  tier: Tier;
  joined: string;
  day: number;
  userId: string;
  username: string;
}

/** The first billing date after `date` on the member's schedule. */
function periodAfter(m: Member, date: string): string {
  let p = addBillingMonths(m.joined, 1, m.day);
  for (let k = 2; p <= date; k++) p = addBillingMonths(m.joined, k, m.day);
  return p;
}

/** What the rules say a member is charged: [the day it is charged, cents]. */
function expectedCharges(m: Member): [string, number][] {
  if (m.plan === "complimentary") return [];
  const cents = renewalCharge(m.tier).totalCents;
  const holdFrom = periodAfter(m, HOLD_ON);
  const held = new Set([monthOf(holdFrom), monthOf(addBillingMonths(holdFrom, 1, m.day))]);
  const cancelAt = periodAfter(m, CANCEL_ON);
  const out: [string, number][] = [];
  for (let k = 1; ; k++) {
    const p = addBillingMonths(m.joined, k, m.day);
    if (p > END) break;
    if (m.plan === "canceller" && p >= cancelAt) break;
    if (m.plan === "lost" && p >= CARD_FAILS_FROM) break;
    if (m.plan === "skipper" && SKIPS.includes(monthOf(p))) continue;
    if (m.plan === "holder" && held.has(monthOf(p))) continue;
    out.push([m.plan === "recovered" && monthOf(p) === RECOVER_MONTH ? addDays(p, 1) : p, cents]);
  }
  return out;
}

interface Row {
  month: string;
  expected: number;
  expectedCents: number;
  made: number;
  madeCents: number;
  gateway: number;
  adminCharged: number;
  /** The renewals part of /admin/club's "Charged this month". */
  adminRenewals: number;
  /** The first months paid at joining (everyone joins in January), with their tax. */
  joinedWithTaxCents: number;
  membershipRevenueExpected: number;
  membershipRevenueAdmin: number;
}

describe("thirteen months of club billing", () => {
  it("charges exactly what the rules say, month by month, and the admin's figures match", async () => {
    const t = await createTestApp({ now: "2026-01-01T15:00:00.000Z" });
    const admin = await t.user({ role: "admin", firstName: "Rosa" });
    const members: Member[] = [];
    const joinDays = Array.from({ length: 50 }, (_, i) => 1 + ((i * 7) % 31));

    const rows: Row[] = [];
    let gatewaySeen = t.payments.charges.length;
    const recoveredCardFor = new Map<string, string>();
    for (let date = "2026-01-01"; date <= END; date = addDays(date, 1)) {
      at(t, date);
      // January: members join through the shop on their own day of the month.
      for (const [index, day] of joinDays.entries()) {
        if (date !== `2026-01-${String(day).padStart(2, "0")}`) continue;
        const plan = plans[index % plans.length] ?? "steady";
        const tier = tierCycle[index % 3] ?? "essential";
        const { user, client } = await joinClub(t, tier, { firstName: `Member${index}` });
        const m: Member = { index, plan, tier, joined: date, day, userId: user.id, username: user.username };
        members.push(m);
        if (plan === "skipper") {
          for (const month of SKIPS)
            expect((await client.post("/api/membership/skip", { month })).status).toBe(200);
        }
        if (plan === "complimentary") {
          const id = (await membershipOf(t, user.id)).id;
          await t.db.write((tx) =>
            tx.update(memberships).set({ complimentary: true }).where(eq(memberships.id, id)),
          );
        }
      }
      if (date === CARD_FAILS_FROM || date === `${RECOVER_MONTH}-01`) {
        for (const m of members.filter((x) =>
          date === CARD_FAILS_FROM ? x.plan === "lost" : x.plan === "recovered",
        )) {
          t.payments.setOutcome(
            (await membershipOf(t, m.userId)).paymentMethodId ?? "",
            "insufficient_funds",
          );
        }
      }
      // The recovered members update their card the day after the decline: charged at once.
      for (const m of members.filter((x) => x.plan === "recovered")) {
        const row = await membershipOf(t, m.userId);
        if (row.status === "past_due" && addDays(row.nextBillingDate ?? "", 1) === date) {
          const client = await signIn(t, m);
          const card = await testCardToken(client);
          recoveredCardFor.set(m.userId, card);
          const res = await client.put("/api/membership/payment-method", { paymentMethodId: card });
          expect(res.status).toBe(200);
        }
      }

      await bill(t);

      if (date === HOLD_ON || date === CANCEL_ON) {
        const plan: Plan = date === HOLD_ON ? "holder" : "canceller";
        for (const m of members.filter((x) => x.plan === plan)) {
          const client = await signIn(t, m);
          const res =
            plan === "holder"
              ? await client.post("/api/membership/hold", { months: 2 })
              : await client.post("/api/membership/cancel", { reason: "too_much_wine" });
          expect(res.status).toBe(200);
        }
      }

      // The month's last day: compare the rules with what happened.
      if (monthOf(addDays(date, 1)) !== monthOf(date)) {
        const month = monthOf(date);
        const expected = members.flatMap(expectedCharges).filter(([d]) => monthOf(d) === month);
        const made = (
          await t.db
            .select({ amount: clubCharges.amountCents, paidAt: orders.paidAt })
            .from(clubCharges)
            .innerJoin(orders, eq(orders.id, clubCharges.orderId))
            .where(eq(clubCharges.status, "paid"))
        ).filter((c) => c.paidAt && businessMonth(new Date(c.paidAt)) === month);
        const gateway = t.payments.charges.slice(gatewaySeen);
        gatewaySeen = t.payments.charges.length;
        const staff = await signIn(t, admin);
        const club = (await staff.get<ClubFigures>("/api/admin/club")).body;
        const analytics = (await staff.get<Analytics>("/api/admin/analytics")).body;
        const joinedCents =
          month === "2026-01" ? members.reduce((sum, m) => sum + tiers[m.tier].monthlyPriceCents, 0) : 0;
        const renewalSubtotals = expected.reduce((sum, [, cents]) => sum + Math.round(cents / 1.08), 0);
        rows.push({
          month,
          expected: expected.length,
          expectedCents: expected.reduce((sum, [, cents]) => sum + cents, 0),
          made: made.length,
          madeCents: made.reduce((sum, c) => sum + c.amount, 0),
          gateway: gateway.filter((g) => g.idempotencyKey.startsWith("club-")).length,
          adminCharged: club.chargedThisMonth,
          adminRenewals: club.charged.renewals,
          // Everyone joins in January with the membership alone: their first month with its tax.
          joinedWithTaxCents:
            month === "2026-01" ? members.reduce((sum, m) => sum + renewalCharge(m.tier).totalCents, 0) : 0,
          membershipRevenueExpected: joinedCents + renewalSubtotals,
          membershipRevenueAdmin: toCents(
            analytics.revenueByKind.find((k) => k.kind === "membership")?.amount ?? "0",
          ),
        });
      }
    }

    const table = rows.map((r) => ({
      month: r.month,
      "expected charges": r.expected,
      "charges made": r.made,
      "gateway charges": r.gateway,
      "expected $": formatCents(r.expectedCents),
      "charged $": formatCents(r.madeCents),
      "admin club $": formatCents(r.adminCharged),
      "membership revenue expected $": formatCents(r.membershipRevenueExpected),
      "admin revenue $": formatCents(r.membershipRevenueAdmin),
    }));
    console.table(table);
    const total = rows.reduce((sum, r) => sum + r.madeCents, 0);
    console.log(
      `13 months: ${rows.reduce((s, r) => s + r.made, 0)} renewals, $${formatCents(total)} charged`,
    );

    for (const r of rows) {
      expect([r.month, r.made, r.madeCents, r.gateway]).toEqual([
        r.month,
        r.expected,
        r.expectedCents,
        r.expected,
      ]);
      expect([r.month, r.adminRenewals]).toEqual([r.month, r.expectedCents]);
      expect([r.month, r.adminCharged]).toEqual([r.month, r.expectedCents + r.joinedWithTaxCents]);
      expect([r.month, r.membershipRevenueAdmin]).toEqual([r.month, r.membershipRevenueExpected]);
    }
    expect(rows).toHaveLength(13);
    // Never two charges for one membership and period, over the whole run.
    const keys = t.payments.charges.filter((c) => c.idempotencyKey.startsWith("club-"));
    const periods = keys.map((c) => c.idempotencyKey.replace(/-\d+$/, ""));
    expect(new Set(periods).size).toBe(periods.length);
    // How each kind of member ends.
    const ended = (plan: Plan) =>
      Promise.all(
        members
          .filter((m) => m.plan === plan)
          .map(
            async (m) =>
              (await t.db.select().from(users).where(eq(users.id, m.userId)))[0]?.membershipTier ?? null,
          ),
      );
    expect((await ended("lost")).every((tier) => tier === null)).toBe(true);
    expect((await ended("canceller")).every((tier) => tier === null)).toBe(true);
    expect((await ended("steady")).every((tier) => tier !== null)).toBe(true);
    expect((await ended("recovered")).every((tier) => tier !== null)).toBe(true);
    expect(recoveredCardFor.size).toBe(members.filter((m) => m.plan === "recovered").length);
  }, 240_000);
});
