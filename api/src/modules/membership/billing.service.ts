import {
  addBillingMonths,
  businessDate,
  type ClubRun,
  monthOf,
  renewalCharge,
  retryDate,
  tiers,
} from "contracts";
import { clubCharges, clubRuns, type Db, memberships, newId, one, type Tx, users } from "db";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { AppHooks } from "../../hooks";
import type { ChargeResult, PaymentLookup } from "../../payments/gateway";
import { type Claim, releaseClaim, takeClaim } from "../../shared/claims";
import type { AppDeps } from "../../trpc/context";
import { setTier } from "../auth/users.service";
import { recordPaidCharge } from "../orders/order-payments";
import { listRuns, scheduleUnscheduled, sendPreNotices, toRun } from "./billing-upkeep";
import { sendDeclined, sendHeld } from "./club-notices";
import { chargesAhead, liveStatuses, type MembershipRow, pausedMonths } from "./club-state";
import { renewalRefusal } from "./renewal-rules";

/**
 * The club's monthly renewals (docs/decisions/0015-club-billing.md). A period is claimed in
 * `club_charges` (unique per membership and period) before the gateway is called with a key derived
 * from it, and its result is written after; a claim left `charging` by a crash is settled by asking
 * the gateway (`lookup`), never by charging blind.
 */

export { listRuns };

export type BillingDeps = Pick<AppDeps, "db" | "clock" | "hooks" | "payments" | "mail">;
type ChargeRow = typeof clubCharges.$inferSelect;

interface Tally {
  charged: number;
  declined: number;
  skipped: number;
  cancelled: number;
  amount: number;
}

/**
 * A charge being made is claimed (shared/claims.ts) by the attempt making it, in the transaction
 * that marks it `charging`: a parallel run, in this process or another, leaves it alone, and a claim
 * whose process died lapses after this long, when the next run settles it with the gateway.
 */
const CHARGE_CLAIM_MS = 10 * 60 * 1000;
function chargingClaim(charge: Pick<ChargeRow, "id">, holder: string): Claim {
  return { key: `club-charge:${charge.id}`, holder };
}

export function chargeKey(charge: Pick<ChargeRow, "membershipId" | "period" | "attempts">): string {
  return `club-${charge.membershipId}-${charge.period}-${charge.attempts}`;
}

async function immediate<T>(db: Db, fn: (tx: Tx) => T): Promise<T> {
  return db.write(fn);
}

/**
 * The daily job (and the admin's "Run now"): pre-notices, renewals due today or earlier, retries of
 * declined periods, and pending cancellations that reached their day.
 */
export async function runClubBilling(
  deps: BillingDeps,
  now: Date,
  trigger: "schedule" | "admin" = "schedule",
): Promise<ClubRun> {
  const today = businessDate(now);
  const runId = newId();
  await deps.db.write((tx) =>
    tx.insert(clubRuns).values({ id: runId, trigger, startedAt: now.toISOString() }),
  );
  const tally: Tally = { charged: 0, declined: 0, skipped: 0, cancelled: 0, amount: 0 };
  await scheduleUnscheduled(deps.db, now);
  await sendPreNotices(deps, today, now);
  for (const charge of await deps.db.select().from(clubCharges).where(eq(clubCharges.status, "charging"))) {
    await settleLeftover(deps, charge, now, tally);
  }
  const retries = await deps.db
    .select()
    .from(clubCharges)
    .where(and(eq(clubCharges.status, "declined"), lte(clubCharges.nextRetryDate, today)));
  for (const charge of retries) await retry(deps, charge.id, now, tally, runId);
  const due = await deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        inArray(memberships.status, ["active", "on_hold", "cancelling"]),
        eq(memberships.complimentary, false),
        lte(memberships.nextBillingDate, today),
      ),
    );
  for (const { id } of due) await renew(deps, id, now, tally, runId);
  const row = one(
    await deps.db.write((tx) =>
      tx
        .update(clubRuns)
        .set({ finishedAt: deps.clock.now().toISOString(), ...tally, amountCents: tally.amount })
        .where(eq(clubRuns.id, runId))
        .returning(),
    ),
  );
  return toRun(row);
}

// ---------------------------------------------------------------- a due period

type Due = { kind: "charge"; charge: ChargeRow; membership: MembershipRow; claim: Claim } | { kind: "done" };

/** Ends a membership and takes its tier away (a cancellation's day, or the last failed retry). */
export async function endMembership(tx: Tx, hooks: AppHooks, row: MembershipRow, now: Date): Promise<void> {
  await tx
    .update(memberships)
    .set({ status: "cancelled", endDate: now.toISOString(), nextBillingDate: null })
    .where(eq(memberships.id, row.id));
  await setTier(tx, row.userId, null, now);
  await hooks.membership.cancelled.emit(tx, { membershipId: row.id, userId: row.userId, now });
}

async function advance(
  tx: Tx,
  row: MembershipRow,
  period: string,
  status: MembershipRow["status"],
): Promise<void> {
  const next = addBillingMonths(period, 1, row.billingDay ?? Number(period.slice(8, 10)));
  await tx
    .update(memberships)
    .set({ nextBillingDate: next, status, ...(status === "active" ? { holdUntil: null } : {}) })
    .where(eq(memberships.id, row.id));
}

/** Decides a due membership's period in one transaction: end it, pass a paused month, or claim it. */
async function claimDue(
  deps: BillingDeps,
  membershipId: string,
  now: Date,
  tally: Tally,
  runId: string,
): Promise<Due> {
  const today = businessDate(now);
  return immediate(deps.db, async (tx): Promise<Due> => {
    const row = (await tx.select().from(memberships).where(eq(memberships.id, membershipId)))[0];
    const period = row?.nextBillingDate;
    if (!row || !period || period > today || !chargesAhead(row) || row.status === "past_due") {
      return { kind: "done" };
    }
    if (row.status === "cancelling") {
      await endMembership(tx, deps.hooks, row, now);
      tally.cancelled++;
      return { kind: "done" };
    }
    const pause = (await pausedMonths(tx, row.userId, monthOf(period))).find(
      (p) => p.month === monthOf(period),
    );
    // The period's one row (unique by membership and period): a skip, a hold or a charge.
    const periodRow = { membershipId: row.id, userId: row.userId, tier: row.tier, period, runId };
    if (pause) {
      await tx
        .insert(clubCharges)
        .values({ ...periodRow, status: pause.kind === "skip" ? "skipped" : "held" })
        .onConflictDoNothing();
      const nextMonth = monthOf(addBillingMonths(period, 1, row.billingDay ?? 1));
      // A hold stays on while any of its months lies ahead (a skipped month may sit between them).
      const stillHeld = (await pausedMonths(tx, row.userId, nextMonth, "hold")).length > 0;
      await advance(tx, row, period, row.status === "on_hold" && stillHeld ? "on_hold" : "active");
      tally.skipped++;
      return { kind: "done" };
    }
    // The shipping rules hold the month (nothing charged, the member told); next month asks again.
    const refusal = await renewalRefusal(tx, row, now);
    if (refusal) {
      const held = await tx
        .insert(clubCharges)
        .values({ ...periodRow, status: "held", lastError: refusal })
        .onConflictDoNothing()
        .returning({ id: clubCharges.id });
      if (held.length > 0) await sendHeld(tx, deps.mail, row, { reason: refusal, period }, now);
      await advance(tx, row, period, row.status);
      tally.skipped++;
      return { kind: "done" };
    }
    const charge = (
      await tx
        .insert(clubCharges)
        .values({
          ...periodRow,
          status: "charging",
          amountCents: renewalCharge(row.tier).totalCents,
          attempts: 1,
          orderId: newId(),
        })
        .onConflictDoNothing()
        .returning()
    )[0];
    // Another run holds this period (or it was settled): nothing to do here.
    if (!charge) return { kind: "done" };
    const claim = chargingClaim(charge, newId());
    await takeClaim(tx, claim, now, CHARGE_CLAIM_MS);
    return { kind: "charge", charge, membership: row, claim };
  });
}

async function renew(deps: BillingDeps, membershipId: string, now: Date, tally: Tally, runId: string) {
  const claim = await claimDue(deps, membershipId, now, tally, runId);
  if (claim.kind === "charge")
    await chargeClaim(deps, claim.charge, claim.membership, now, tally, claim.claim);
}

/** A declined period tried again (its retry day, a new card, or the admin's Retry). */
export async function retry(
  deps: BillingDeps,
  chargeId: string,
  now: Date,
  tally: Tally = { charged: 0, declined: 0, skipped: 0, cancelled: 0, amount: 0 },
  runId: string | null = null,
): Promise<ChargeRow | null> {
  const claimed = await immediate(deps.db, async (tx) => {
    const existing = (await tx.select().from(clubCharges).where(eq(clubCharges.id, chargeId)))[0];
    if (existing?.status !== "declined") return null;
    const owner = (await tx.select().from(memberships).where(eq(memberships.id, existing.membershipId)))[0];
    if (owner?.status !== "past_due") {
      // The membership is no longer waiting on this month (it ended, or its row was replaced):
      // retrying would charge for weeks it no longer covers.
      await tx
        .update(clubCharges)
        .set({ status: "failed", nextRetryDate: null, updatedAt: now.toISOString() })
        .where(and(eq(clubCharges.id, chargeId), eq(clubCharges.status, "declined")));
      return null;
    }
    const charge = (
      await tx
        .update(clubCharges)
        .set({
          status: "charging",
          attempts: existing.attempts + 1,
          orderId: newId(),
          runId,
          updatedAt: now.toISOString(),
        })
        .where(and(eq(clubCharges.id, chargeId), eq(clubCharges.status, "declined")))
        .returning()
    )[0];
    if (!charge) return null;
    const claim = chargingClaim(charge, newId());
    await takeClaim(tx, claim, now, CHARGE_CLAIM_MS);
    return { charge, membership: owner, claim };
  });
  if (!claimed) return null;
  return chargeClaim(deps, claimed.charge, claimed.membership, now, tally, claimed.claim);
}

async function chargeClaim(
  deps: BillingDeps,
  charge: ChargeRow,
  membership: MembershipRow,
  now: Date,
  tally: Tally,
  claim: Claim,
): Promise<ChargeRow | null> {
  try {
    const result: ChargeResult = membership.paymentMethodId
      ? await deps.payments.charge({
          amountCents: charge.amountCents,
          paymentMethodId: membership.paymentMethodId,
          customerId: membership.paymentCustomerId,
          offSession: true,
          idempotencyKey: chargeKey(charge),
          description: `Ridge Road Wine Club ${tiers[charge.tier].name}, ${charge.period}`,
          metadata: {
            orderId: charge.orderId ?? "",
            membershipId: charge.membershipId,
            period: charge.period,
          },
        })
      : { ok: false, code: "processing_error", message: "No card is saved for your membership." };
    return await record(deps, charge, result, now, tally);
  } catch (error) {
    // The gateway's answer is unknown: the claim stays `charging` and the next run asks the gateway.
    console.error("Club charge failed:", error instanceof Error ? error.message : error);
    return null;
  } finally {
    await deps.db.write((tx) => releaseClaim(tx, claim));
  }
}

/**
 * A charge left `charging`: one being made right now (its claim is live) is left alone; one a
 * crashed run left is claimed, and the gateway says what happened to it, or it is charged again
 * with the same key (which replays the first answer if the first attempt did reach the gateway).
 */
async function settleLeftover(deps: BillingDeps, charge: ChargeRow, now: Date, tally: Tally) {
  const claim = chargingClaim(charge, newId());
  if (!(await deps.db.write((tx) => takeClaim(tx, claim, now, CHARGE_CLAIM_MS)))) return;
  const release = () => deps.db.write((tx) => releaseClaim(tx, claim));
  let found: PaymentLookup;
  try {
    found = await deps.payments.lookup({ orderId: charge.orderId ?? "", idempotencyKey: chargeKey(charge) });
  } catch {
    await release();
    return;
  }
  if (found.status === "processing") {
    await release();
    return;
  }
  if (found.status === "succeeded") {
    await record(deps, charge, { ok: true, paymentIntentId: found.paymentIntentId }, now, tally);
    await release();
    return;
  }
  const membership = (
    await deps.db.select().from(memberships).where(eq(memberships.id, charge.membershipId))
  )[0];
  if (!membership) {
    await release();
    return;
  }
  // "none": the gateway never saw it; "failed": the same key replays the decline.
  await chargeClaim(deps, charge, membership, now, tally, claim);
}

/** Writes a charge's result once (guarded by `charging` and its attempt), with its order or decline. */
async function record(
  deps: BillingDeps,
  charge: ChargeRow,
  result: ChargeResult,
  now: Date,
  tally: Tally,
): Promise<ChargeRow | null> {
  return immediate(deps.db, async (tx) => {
    const membership = (
      await tx.select().from(memberships).where(eq(memberships.id, charge.membershipId))
    )[0];
    const user = (await tx.select().from(users).where(eq(users.id, charge.userId)))[0];
    if (!membership || !user) return null;
    const stamp = now.toISOString();
    const guard = and(
      eq(clubCharges.id, charge.id),
      eq(clubCharges.status, "charging"),
      eq(clubCharges.attempts, charge.attempts),
    );
    if (result.ok) {
      const done = (
        await tx
          .update(clubCharges)
          .set({
            status: "paid",
            paymentIntentId: result.paymentIntentId,
            nextRetryDate: null,
            updatedAt: stamp,
          })
          .where(guard)
          .returning()
      )[0];
      if (!done) return null;
      const { subtotalCents, taxCents } = renewalCharge(charge.tier);
      await recordPaidCharge(tx, deps.hooks, {
        orderId: charge.orderId ?? newId(),
        userId: user.id,
        email: user.email,
        name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username,
        itemName: `Wine Club ${tiers[charge.tier].name} Membership, month from ${charge.period}`,
        tier: charge.tier,
        amountCents: subtotalCents,
        taxCents,
        paymentIntentId: result.paymentIntentId,
        idempotencyKey: chargeKey(charge),
        now,
      });
      // A retry that succeeds after the member moved on (cancelled, upgraded) changes nothing else.
      if (membership.nextBillingDate === charge.period && liveStatuses.includes(membership.status)) {
        await advance(
          tx,
          membership,
          charge.period,
          membership.status === "past_due" ? "active" : membership.status,
        );
      }
      await deps.hooks.membership.renewed.emit(tx, { membershipId: membership.id, userId: user.id, now });
      tally.charged++;
      tally.amount += charge.amountCents;
      return done;
    }
    const next = retryDate(charge.period, businessDate(now));
    const done = (
      await tx
        .update(clubCharges)
        .set({
          status: next ? "declined" : "failed",
          nextRetryDate: next,
          lastError: result.message,
          updatedAt: stamp,
        })
        .where(guard)
        .returning()
    )[0];
    if (!done) return null;
    tally.declined++;
    if (!liveStatuses.includes(membership.status)) return done;
    if (next) {
      await tx.update(memberships).set({ status: "past_due" }).where(eq(memberships.id, membership.id));
    } else {
      await endMembership(tx, deps.hooks, membership, now);
    }
    // The member's card was refused: past due, or (the last retry) ended, as the event's data shows.
    await deps.hooks.membership.paymentFailed.emit(tx, { membershipId: membership.id, userId: user.id, now });
    // One e-mail per declined month: its first decline asks for a new card, and the end of the
    // membership says so; the retries in between (the schedule's, a new card's, the staff's Retry)
    // are not news to the member.
    if (charge.attempts === 1 || !next) {
      await sendDeclined(tx, deps.mail, membership, { message: result.message, nextRetryDate: next }, now);
    }
    return done;
  });
}

/** The open decline of a membership (for a new card or the admin's Retry). */
export async function openDecline(db: Db, membershipId: string): Promise<ChargeRow | undefined> {
  return (
    await db
      .select()
      .from(clubCharges)
      .where(and(eq(clubCharges.membershipId, membershipId), eq(clubCharges.status, "declined")))
  )[0];
}
