import { clubCharges, memberships, orderItems, orders, users } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PaymentGateway } from "../../payments/gateway";
import { at, bill, joinClub, renewalsOf } from "../../test/club";
import { createTestApp, otherProcess } from "../../test/helpers";
import { outbox } from "../../test/mail";
import { runClubBilling } from "./billing.service";

describe("monthly renewals", () => {
  it("renews a membership started on 31 January on 28 February and 31 March, tier price plus tax", async () => {
    const t = await createTestApp({ now: "2026-01-31T15:00:00.000Z" });
    const { user, membership } = await joinClub(t, "essential");
    expect((await membership()).nextBillingDate).toBe("2026-02-28");
    expect(t.payments.charges).toHaveLength(1);

    at(t, "2026-02-27");
    expect((await bill(t)).charged).toBe(0);
    at(t, "2026-02-28");
    const run = await bill(t);
    expect(run).toMatchObject({ charged: 1, declined: 0, amount: 5292 });
    expect((await membership()).nextBillingDate).toBe("2026-03-31");
    at(t, "2026-03-30");
    await bill(t);
    at(t, "2026-03-31");
    await bill(t);
    expect((await membership()).nextBillingDate).toBe("2026-04-30");
    expect(await renewalsOf(t, user.id)).toEqual([
      ["2026-02-28", "52.92"],
      ["2026-03-31", "52.92"],
    ]);
    expect(t.payments.charges.map((c) => c.amountCents)).toEqual([5292, 5292, 5292]);

    const [, renewal] = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(renewal).toMatchObject({ status: "completed", subtotal: "49.00", tax: "3.92", total: "52.92" });
    const lines = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, renewal?.id ?? ""));
    expect(lines.map((l) => [l.kind, l.tier, l.quantity, l.price])).toEqual([
      ["membership", "essential", 1, "49.00"],
    ]);
    // A receipt for each renewal; the welcome only once, for the first purchase.
    expect((await outbox(t)).map((m) => m.kind)).toEqual([
      "order_receipt",
      "club_welcome",
      "club_prenotice",
      "order_receipt",
      "club_prenotice",
      "order_receipt",
    ]);
  });

  it("leaves a charge another process is making to that process: one charge, counted by its run", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z", paymentDelayMs: 100 });
    const b = await otherProcess(t);
    await joinClub(t, "premium");
    at(t, "2026-04-10");
    const onA = runClubBilling(t.deps, t.clock.now());
    // A's charge is at the gateway: its row says `charging` until the gateway answers.
    while ((await t.db.select().from(clubCharges).where(eq(clubCharges.status, "charging"))).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const runB = await runClubBilling(b.deps, t.clock.now());
    const runA = await onA;
    expect([runA.charged, runB.charged]).toEqual([1, 0]);
    expect(t.payments.charges).toHaveLength(2);
    // B never took A's charge for one a crash left: it did not even ask the gateway about it.
    expect(t.payments.lookups).toEqual([]);
  });

  it("charges once when the job runs twice on the same day or ten times at once", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z", paymentDelayMs: 20 });
    const { user } = await joinClub(t, "premium");
    at(t, "2026-04-10");
    await bill(t);
    await bill(t);
    at(t, "2026-05-10");
    const runs = await Promise.all(Array.from({ length: 10 }, () => bill(t)));
    expect(runs.reduce((sum, r) => sum + r.charged, 0)).toBe(1);
    expect(await renewalsOf(t, user.id)).toEqual([
      ["2026-04-10", "106.92"],
      ["2026-05-10", "106.92"],
    ]);
    expect(t.payments.charges).toHaveLength(3);
    // One row per period: the nine other runs found the period claimed and left it alone.
    expect((await t.db.select().from(clubCharges)).map((c) => [c.period, c.status])).toEqual([
      ["2026-04-10", "paid"],
      ["2026-05-10", "paid"],
    ]);
  });

  it("never charges twice after a crash between the charge and its record", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { user, membership } = await joinClub(t, "elite");
    at(t, "2026-04-10");
    // The gateway takes the money, then the process dies before the answer is written.
    const crashing: PaymentGateway = {
      ...t.payments,
      kind: "test",
      charge: async (request) => {
        await t.payments.charge(request);
        throw new Error("process killed");
      },
      lookup: (ref) => t.payments.lookup(ref),
      refund: (request) => t.payments.refund(request),
      savePaymentMethod: (request) => t.payments.savePaymentMethod(request),
    };
    const crashed = await runClubBilling({ ...t.deps, payments: crashing }, t.clock.now());
    expect(crashed.charged).toBe(0);
    expect((await t.db.select().from(clubCharges))[0]?.status).toBe("charging");
    expect(t.payments.charges).toHaveLength(2);

    const next = await bill(t);
    expect(next.charged).toBe(1);
    expect(t.payments.charges).toHaveLength(2);
    expect(await renewalsOf(t, user.id)).toEqual([["2026-04-10", "214.92"]]);
    expect((await membership()).nextBillingDate).toBe("2026-05-10");
  });

  it("never charges a complimentary membership", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { user, membership } = await joinClub(t, "essential");
    await t.db.write(async (tx) =>
      tx
        .update(memberships)
        .set({ complimentary: true })
        .where(eq(memberships.id, (await membership()).id)),
    );
    at(t, "2026-04-10");
    expect((await bill(t)).charged).toBe(0);
    expect(await renewalsOf(t, user.id)).toEqual([]);
    expect(t.payments.charges).toHaveLength(1);
  });

  it("e-mails a pre-notice three days before each charge, once", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    await joinClub(t, "essential", { firstName: "Nora" });
    at(t, "2026-04-06");
    await bill(t);
    expect((await outbox(t)).filter((m) => m.kind === "club_prenotice")).toHaveLength(0);
    at(t, "2026-04-07");
    await bill(t);
    await bill(t);
    at(t, "2026-04-08");
    await bill(t);
    const notices = (await outbox(t)).filter((m) => m.kind === "club_prenotice");
    expect(notices.map((m) => m.subject)).toEqual(["Your Essential club charge on April 10, 2026"]);
    expect(notices[0]?.text).toContain(
      "On April 10, 2026 we'll charge your saved card $52.92 ($49.00 plus tax)",
    );
  });
});

describe("declined renewals", () => {
  it("goes past due, retries on day 3 and day 7, then cancels and removes the tier", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { user, membership } = await joinClub(t, "premium");
    t.payments.setOutcome((await membership()).paymentMethodId ?? "", "insufficient_funds");

    at(t, "2026-04-10");
    expect(await bill(t)).toMatchObject({ charged: 0, declined: 1 });
    expect(await membership()).toMatchObject({ status: "past_due", nextBillingDate: "2026-04-10" });
    const tier = async () =>
      (await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.membershipTier;
    expect(await tier()).toBe("premium");
    at(t, "2026-04-11");
    expect((await bill(t)).declined).toBe(0);
    at(t, "2026-04-12");
    expect((await bill(t)).declined).toBe(1);
    expect((await membership()).status).toBe("past_due");
    at(t, "2026-04-15");
    expect((await bill(t)).declined).toBe(0);
    at(t, "2026-04-16");
    expect((await bill(t)).declined).toBe(1);
    expect((await membership()).status).toBe("cancelled");
    expect(await tier()).toBeNull();
    expect((await t.db.select().from(clubCharges)).map((c) => [c.status, c.attempts])).toEqual([
      ["failed", 3],
    ]);
    expect((await outbox(t)).filter((m) => m.kind === "club_declined").map((m) => m.subject)).toEqual([
      // One decline e-mail for the month (its retries are no news), then the end.
      "Action needed: your Premium club payment was declined",
      "Your Premium membership has ended",
    ]);
    at(t, "2026-05-10");
    expect(await bill(t)).toMatchObject({ charged: 0, declined: 0 });
    expect(t.payments.charges).toHaveLength(1);
  });

  it("recovers when a retry succeeds: active again, billed from the original date", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { user, membership } = await joinClub(t, "essential");
    const card = (await membership()).paymentMethodId ?? "";
    t.payments.setOutcome(card, "card_declined");
    at(t, "2026-04-10");
    await bill(t);
    t.payments.setOutcome(card, "ok");
    at(t, "2026-04-12");
    expect((await bill(t)).charged).toBe(1);
    expect(await membership()).toMatchObject({ status: "active", nextBillingDate: "2026-05-10" });
    expect(await renewalsOf(t, user.id)).toEqual([["2026-04-10", "52.92"]]);
  });
});
