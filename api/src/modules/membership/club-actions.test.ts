import type { Allowance, ApiError, Membership } from "contracts";
import { users } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { at, bill, joinClub, renewalsOf, signIn } from "../../test/club";
import { CARDS, createTestApp, testCardToken } from "../../test/helpers";

type Answer = Membership & Partial<ApiError>;

describe("the member's self-service", () => {
  it("skips a month: no charge that month, no free wines, the next charge a month later", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { client: first, user } = await joinClub(t, "premium");
    const skipped = await first.post<Answer>("/api/membership/skip", { month: "2026-04" });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({
      nextBillingDate: "2026-04-10",
      nextChargeDate: "2026-05-10",
      skippedMonths: ["2026-04"],
    });

    at(t, "2026-04-10");
    expect(await bill(t)).toMatchObject({ charged: 0, skipped: 1 });
    let client = await signIn(t, user);
    const after = await client.get<Answer>("/api/membership");
    expect(after.body).toMatchObject({
      status: "active",
      nextBillingDate: "2026-05-10",
      nextChargeAmount: 10692,
    });
    const allowance = await client.get<Allowance>("/api/membership/allowance");
    expect(allowance.body).toMatchObject({ month: "2026-04", allowance: 0, remaining: 0 });
    at(t, "2026-05-10");
    await bill(t);
    expect(await renewalsOf(t, user.id)).toEqual([["2026-05-10", "106.92"]]);
    client = await signIn(t, user);
    expect((await client.get<Allowance>("/api/membership/allowance")).body.allowance).toBe(2);
  });

  it("allows two skips in twelve months and says why a third is refused", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { client } = await joinClub(t);
    expect((await client.post("/api/membership/skip", { month: "2026-05" })).status).toBe(200);
    expect((await client.post("/api/membership/skip", { month: "2026-07" })).status).toBe(200);
    const third = await client.post<ApiError>("/api/membership/skip", { month: "2026-09" });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe("You can skip at most 2 months in 12 months.");
    const past = await client.post<ApiError>("/api/membership/skip", { month: "2026-03" });
    expect(past.body.message).toBe("You can only skip a month that has not been charged yet.");
    const bad = await client.post<ApiError>("/api/membership/skip", { month: "April" });
    expect(bad.status).toBe(400);
  });

  it("undoes a skip of a month not billed yet, and refuses one that passed or never was", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { client, user } = await joinClub(t, "premium");
    await client.post("/api/membership/skip", { month: "2026-04" });
    await client.post("/api/membership/skip", { month: "2026-06" });
    const undone = await client.delete<Answer>("/api/membership/skip/2026-04");
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      nextBillingDate: "2026-04-10",
      nextChargeDate: "2026-04-10",
      skippedMonths: ["2026-06"],
    });
    const never = await client.delete<ApiError>("/api/membership/skip/2026-05");
    expect(never.status).toBe(409);
    expect(never.body.message).toBe("This month is not skipped.");
    expect((await client.delete<ApiError>("/api/membership/skip/May")).status).toBe(400);

    at(t, "2026-04-10");
    expect(await bill(t)).toMatchObject({ charged: 1, skipped: 0 });
    expect(await renewalsOf(t, user.id)).toEqual([["2026-04-10", "106.92"]]);
    at(t, "2026-05-10");
    await bill(t);
    at(t, "2026-06-10");
    expect(await bill(t)).toMatchObject({ charged: 0, skipped: 1 });
    // June was passed by the billing run on its day: its skip stays.
    const passed = await (await signIn(t, user)).delete<ApiError>("/api/membership/skip/2026-06");
    expect(passed.status).toBe(409);
    expect(passed.body.message).toBe("This month has already passed: its skip cannot be undone.");
  });

  it("starts a hold placed right after a skip after the skipped month", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { client, user } = await joinClub(t, "essential");
    await client.post("/api/membership/skip", { month: "2026-04" });
    const held = await client.post<Answer>("/api/membership/hold", { months: 1 });
    expect(held.status).toBe(200);
    // April stays skipped and May is held: charges start again in June, not in May.
    expect(held.body).toMatchObject({
      status: "on_hold",
      hold: { until: "2026-06-10" },
      skippedMonths: ["2026-04"],
      nextChargeDate: "2026-06-10",
    });
    at(t, "2026-04-10");
    expect(await bill(t)).toMatchObject({ charged: 0, skipped: 1 });
    expect((await (await signIn(t, user)).get<Answer>("/api/membership")).body.status).toBe("on_hold");
    at(t, "2026-05-10");
    expect(await bill(t)).toMatchObject({ charged: 0, skipped: 1 });
    at(t, "2026-06-10");
    expect(await bill(t)).toMatchObject({ charged: 1 });
    expect(await renewalsOf(t, user.id)).toEqual([["2026-06-10", "52.92"]]);
    expect((await (await signIn(t, user)).get<Answer>("/api/membership")).body).toMatchObject({
      status: "active",
      hold: null,
    });
  });

  it("holds for two months, then charges again; resume undoes a hold", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { client: first, user } = await joinClub(t, "essential");
    const held = await first.post<Answer>("/api/membership/hold", { months: 2 });
    expect(held.body).toMatchObject({ status: "on_hold", hold: { until: "2026-06-10" } });
    expect((await first.post<ApiError>("/api/membership/hold", { months: 4 })).status).toBe(400);

    at(t, "2026-04-10");
    await bill(t);
    expect((await (await signIn(t, user)).get<Allowance>("/api/membership/allowance")).body.allowance).toBe(
      0,
    );
    at(t, "2026-05-10");
    await bill(t);
    at(t, "2026-06-10");
    await bill(t);
    expect(await renewalsOf(t, user.id)).toEqual([["2026-06-10", "52.92"]]);
    const client = await signIn(t, user);
    expect((await client.get<Answer>("/api/membership")).body).toMatchObject({
      status: "active",
      hold: null,
    });

    await client.post("/api/membership/hold", { months: 3 });
    const resumed = await client.post<Answer>("/api/membership/resume", {});
    expect(resumed.body).toMatchObject({ status: "active", hold: null, nextBillingDate: "2026-07-10" });
    at(t, "2026-07-10");
    await bill(t);
    expect(await renewalsOf(t, user.id)).toHaveLength(2);
  });

  it("cancels at the end of the paid month, and can keep the membership before then", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { client, user } = await joinClub(t, "elite");
    const bad = await client.post<ApiError>("/api/membership/cancel", { reason: "bored" });
    expect(bad.status).toBe(400);
    const cancelling = await client.post<Answer>("/api/membership/cancel", { reason: "too_expensive" });
    expect(cancelling.body).toMatchObject({
      status: "cancelling",
      cancelAt: "2026-04-10",
      nextBillingDate: null,
    });
    expect((await client.post<Answer>("/api/membership/resume", {})).body.status).toBe("active");
    await client.post("/api/membership/cancel", { reason: "moving", comment: "To Oregon" });

    at(t, "2026-04-09");
    await bill(t);
    const tier = async () =>
      (await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.membershipTier;
    expect(await tier()).toBe("elite");
    at(t, "2026-04-10");
    expect(await bill(t)).toMatchObject({ charged: 0, cancelled: 1 });
    expect(await tier()).toBeNull();
    expect(await renewalsOf(t, user.id)).toEqual([]);
    expect((await (await signIn(t, user)).get("/api/membership")).body).toBeNull();
  });

  it("shows the saved card and retries a declined renewal at once with a new one", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { client: first, user, membership } = await joinClub(t, "essential");
    expect((await first.get<Answer>("/api/membership")).body.paymentMethod).toEqual({
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
    });
    t.payments.setOutcome((await membership()).paymentMethodId ?? "", "card_declined");
    at(t, "2026-04-10");
    await bill(t);
    const client = await signIn(t, user);
    expect((await client.get<Answer>("/api/membership")).body.status).toBe("past_due");

    const card = await testCardToken(client, "5555 5555 5555 4444");
    const updated = await client.put<Answer>("/api/membership/payment-method", { paymentMethodId: card });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: "active",
      nextBillingDate: "2026-05-10",
      paymentMethod: { brand: "mastercard", last4: "4444" },
    });
    expect(await renewalsOf(t, user.id)).toEqual([["2026-04-10", "52.92"]]);
    at(t, "2026-04-12");
    expect((await bill(t)).charged).toBe(0);
  });

  it("verifies a new card when it is saved: a card that would be declined is refused and the old one kept", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { client, membership } = await joinClub(t, "essential");
    const saved = (await membership()).paymentMethodId;
    for (const [card, message] of [
      [CARDS.declined, "Your card was declined."],
      [CARDS.insufficientFunds, "Your card has insufficient funds."],
      [CARDS.expired, "Your card has expired."],
    ] as const) {
      const token = await testCardToken(client, card);
      const refused = await client.put<Answer>("/api/membership/payment-method", { paymentMethodId: token });
      expect(refused.status).toBe(402);
      expect(refused.body.message).toBe(message);
    }
    expect((await membership()).paymentMethodId).toBe(saved);
    expect((await client.get<Answer>("/api/membership")).body.paymentMethod).toEqual({
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
    });
    const unknown = await client.put<Answer>("/api/membership/payment-method", {
      paymentMethodId: "pm_nothing",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Unknown payment method. Please enter your card again.");
    expect(t.payments.charges).toHaveLength(1);
  });

  it("keeps the schedule when an upgrade moves the tier, and charges the new price", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { client, user } = await joinClub(t, "essential");
    at(t, "2026-03-20");
    const up = await client.post("/api/membership/upgrade", {
      targetTier: "premium",
      paymentData: { name: "Mia", cardNumber: CARDS.visa, cvv: "123", zipCode: "44030" },
    });
    expect(up.status).toBe(200);
    expect((await client.get<Answer>("/api/membership")).body).toMatchObject({
      tier: "premium",
      nextBillingDate: "2026-04-10",
      nextChargeAmount: 10692,
      paymentMethod: { last4: "4242" },
    });
    at(t, "2026-04-10");
    await bill(t);
    expect(await renewalsOf(t, user.id)).toEqual([["2026-04-10", "106.92"]]);
  });

  it("asks a past-due member for a new card before an upgrade, so no month is billed twice", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const { user, membership } = await joinClub(t, "essential");
    t.payments.setOutcome((await membership()).paymentMethodId ?? "", "insufficient_funds");
    at(t, "2026-04-10");
    expect(await bill(t)).toMatchObject({ charged: 0, declined: 1 });
    at(t, "2026-04-11");
    const member = await signIn(t, user);
    const upgrade = {
      targetTier: "premium",
      paymentData: { name: "Mia", cardNumber: CARDS.visa, cvv: "123", zipCode: "44030" },
    };
    const chargesBefore = t.payments.charges.length;
    const refused = await member.post<ApiError>("/api/membership/upgrade", upgrade);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Your last club payment was declined. Please update your card first, then upgrade.",
    );
    expect(await membership()).toMatchObject({ tier: "essential", status: "past_due" });
    expect(t.payments.charges).toHaveLength(chargesBefore);
  });
});
