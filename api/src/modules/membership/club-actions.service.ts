import {
  type CancelMembershipInput,
  type HoldInput,
  holdPlan,
  type Membership,
  monthOf,
  type SkipInput,
  skipProblem,
  type UpdatePaymentMethodInput,
  unskipProblem,
} from "contracts";
import { clubCharges, clubPauses, memberships, one, type Tx } from "db";
import { and, eq } from "drizzle-orm";
import { badRequest, conflict, notFound } from "../../trpc/errors";
import type { MemberContext } from "../../trpc/procedures";
import { countPaymentAttempt } from "../orders/checkout.service";
import { PaymentError } from "../orders/orders.service";
import { endMembership, openDecline, retry } from "./billing.service";
import { releaseHolds, resumeMembership } from "./club-pauses";
import { liveMembership, type MembershipRow, pausedMonths, toMembership } from "./club-state";

/** The member's self-service on the dashboard: skip, hold, cancel, undo, a new card. */

async function billedMembership(
  tx: Tx,
  ctx: MemberContext,
): Promise<MembershipRow & { nextBillingDate: string }> {
  const row = await liveMembership(tx, ctx.user.id);
  if (!row) throw notFound("You have no club membership to change.");
  if (row.complimentary || !row.nextBillingDate) {
    throw conflict("Your membership is complimentary: there is no monthly charge to change.");
  }
  return { ...row, nextBillingDate: row.nextBillingDate };
}

async function answer(ctx: MemberContext): Promise<Membership> {
  const row = await liveMembership(ctx.db, ctx.user.id);
  if (!row) throw notFound("You have no club membership.");
  return toMembership(ctx.db, row, ctx.clock.now());
}

async function inTx<T>(ctx: MemberContext, fn: (tx: Tx) => T): Promise<T> {
  return ctx.db.write(fn);
}

/** Skips a coming billing month: no charge and no free wines that month (at most 2 in 12 months). */
export async function skip(ctx: MemberContext, input: SkipInput): Promise<Membership> {
  await inTx(ctx, async (tx) => {
    const row = await billedMembership(tx, ctx);
    if (row.status !== "active") throw conflict(notActiveMessage(row));
    const paused = await pausedMonths(tx, ctx.user.id, "0000-00");
    if (paused.some((p) => p.month === input.month && p.kind === "hold")) {
      throw conflict("This month is already on hold.");
    }
    const skipped = paused.filter((p) => p.kind === "skip").map((p) => p.month);
    const problem = skipProblem(input.month, row.nextBillingDate, skipped);
    if (problem) throw conflict(problem);
    await tx.insert(clubPauses).values({
      userId: ctx.user.id,
      month: input.month,
      kind: "skip",
      createdAt: ctx.clock.now().toISOString(),
    });
  });
  return answer(ctx);
}

/**
 * Undoes the skip of a month not billed yet: that month is charged and has its free wines again.
 * Only while the membership is active (a hold or a pending cancellation is undone first).
 */
export async function unskip(ctx: MemberContext, input: SkipInput): Promise<Membership> {
  await inTx(ctx, async (tx) => {
    const row = await billedMembership(tx, ctx);
    if (row.status !== "active") throw conflict(notActiveMessage(row));
    const skipped = (await pausedMonths(tx, ctx.user.id, "0000-00", "skip")).map((p) => p.month);
    const problem = unskipProblem(input.month, row.nextBillingDate, skipped);
    if (problem) throw conflict(problem);
    await tx
      .delete(clubPauses)
      .where(
        and(
          eq(clubPauses.userId, ctx.user.id),
          eq(clubPauses.month, input.month),
          eq(clubPauses.kind, "skip"),
        ),
      );
  });
  return answer(ctx);
}

/**
 * Holds the next 1-3 billing months: none of them is charged, charging starts again after. Months
 * already skipped are passed over, so a hold placed right after a skip starts after the skipped
 * month instead of overlapping it (contracts' holdPlan; the dialog shows the same months).
 */
export async function hold(ctx: MemberContext, input: HoldInput): Promise<Membership> {
  await inTx(ctx, async (tx) => {
    const row = await billedMembership(tx, ctx);
    if (row.status !== "active") throw conflict(notActiveMessage(row));
    await placeHold(tx, { ...row, nextBillingDate: row.nextBillingDate }, input.months, ctx.clock.now());
  });
  return answer(ctx);
}

/**
 * Holds an active membership for 1-3 billing months (the member's Hold, or the staff's Pause on
 * /admin/club): no charge and no free wines in those months, resuming on the plan's date.
 */
export async function placeHold(
  tx: Tx,
  row: MembershipRow & { nextBillingDate: string },
  months: number,
  now: Date,
): Promise<void> {
  const day = row.billingDay ?? Number(row.nextBillingDate.slice(8, 10));
  const stamp = now.toISOString();
  const skipped = (await pausedMonths(tx, row.userId, monthOf(row.nextBillingDate), "skip")).map(
    (p) => p.month,
  );
  const plan = holdPlan(row.nextBillingDate, day, months, skipped);
  for (const month of plan.months) {
    await tx
      .insert(clubPauses)
      .values({ userId: row.userId, month, kind: "hold", createdAt: stamp })
      .onConflictDoNothing();
  }
  await tx
    .update(memberships)
    .set({ status: "on_hold", holdUntil: plan.resumeDate })
    .where(eq(memberships.id, row.id));
}

/**
 * Cancels at the end of the paid month (the next billing date): benefits last until then and
 * nothing more is charged. A past-due membership has no paid month left, so it ends now.
 */
export async function cancel(ctx: MemberContext, input: CancelMembershipInput): Promise<Membership> {
  const now = ctx.clock.now();
  const ended = await inTx(ctx, async (tx) => {
    const row = await liveMembership(tx, ctx.user.id);
    if (!row) throw notFound("You have no club membership to cancel.");
    if (row.status === "cancelling") throw conflict("Your membership is already set to end.");
    const reason = { cancelReason: input.reason, cancelComment: input.comment || null };
    if (row.status === "past_due" || row.complimentary || !row.nextBillingDate) {
      await tx.update(memberships).set(reason).where(eq(memberships.id, row.id));
      await tx
        .update(clubCharges)
        .set({ status: "failed", nextRetryDate: null, updatedAt: now.toISOString() })
        .where(and(eq(clubCharges.membershipId, row.id), eq(clubCharges.status, "declined")));
      await endMembership(tx, ctx.hooks, row, now);
      return { ...row, status: "cancelled" as const, endDate: now.toISOString() };
    }
    if (row.status === "on_hold") await releaseHolds(tx, row, now);
    return one(
      await tx
        .update(memberships)
        .set({ status: "cancelling", cancelAt: row.nextBillingDate, holdUntil: null, ...reason })
        .where(eq(memberships.id, row.id))
        .returning(),
    );
  });
  return toMembership(ctx.db, ended, now);
}

/** Undoes a hold or a pending cancellation. */
export async function resume(ctx: MemberContext): Promise<Membership> {
  await inTx(ctx, async (tx) => {
    const row = await liveMembership(tx, ctx.user.id);
    if (!row) throw notFound("You have no club membership.");
    if (!(await resumeMembership(tx, row, ctx.clock.now()))) {
      throw conflict("Your membership has no hold or cancellation to undo.");
    }
  });
  return answer(ctx);
}

/**
 * Replaces the saved card (the provider keeps it; we keep its token, brand, last 4 and expiry). The
 * gateway verifies the card as it saves it: a card that would be declined is refused with the
 * decline's reason (402) and the old card stays. A past-due membership is charged again at once
 * with the new card.
 */
export async function updatePaymentMethod(
  ctx: MemberContext,
  input: UpdatePaymentMethodInput,
): Promise<Membership> {
  const row = await liveMembership(ctx.db, ctx.user.id);
  if (!row) throw notFound("You have no club membership.");
  // A verification tells whether a card works: declines count like at checkout (card testing).
  const attempt = await countPaymentAttempt(ctx, `user:${ctx.user.id}`);
  const saved = await ctx.payments.savePaymentMethod({
    paymentMethodId: input.paymentMethodId,
    email: ctx.user.email,
    customerId: row.paymentCustomerId,
  });
  if (!saved.ok) {
    if (saved.code) throw new PaymentError(saved.code, saved.message);
    await ctx.rateLimiter.giveBack(attempt);
    throw badRequest(saved.message);
  }
  await ctx.rateLimiter.giveBack(attempt);
  const m = saved.method;
  await inTx(ctx, async (tx) => {
    await tx
      .update(memberships)
      .set({
        paymentMethodId: m.paymentMethodId,
        paymentCustomerId: m.customerId,
        cardBrand: m.brand,
        cardLast4: m.last4,
        cardExpMonth: m.expMonth,
        cardExpYear: m.expYear,
      })
      .where(eq(memberships.id, row.id));
  });
  const decline = await openDecline(ctx.db, row.id);
  if (decline) await retry(ctx, decline.id, ctx.clock.now());
  const after = (await ctx.db.select().from(memberships).where(eq(memberships.id, row.id)))[0] ?? row;
  return toMembership(ctx.db, after, ctx.clock.now());
}

function notActiveMessage(row: MembershipRow): string {
  switch (row.status) {
    case "on_hold":
      return "Your membership is on hold. Resume it first.";
    case "cancelling":
      return "Your membership is set to end. Keep it first.";
    case "past_due":
      return "Your last club payment was declined. Please update your card first.";
    default:
      return "Your membership cannot be changed now.";
  }
}
