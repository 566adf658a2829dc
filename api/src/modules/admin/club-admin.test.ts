import type { Analytics, ApiError, ClubDecline, ClubFigures, ClubRun, Membership } from "contracts";
import { describe, expect, it } from "vitest";
import { at, bill, joinClub, renewalsOf, signIn } from "../../test/club";
import { createTestApp } from "../../test/helpers";
import { adminOf } from "../../test/orders";

describe("/admin/club", () => {
  it("runs billing on demand, lists the run, the decline queue with Retry, and the to-do count", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const good = await joinClub(t, "premium", { firstName: "Gail" });
    const bad = await joinClub(t, "essential", { firstName: "Ben" });
    t.payments.setOutcome((await bad.membership()).paymentMethodId ?? "", "card_declined");
    const adminUser = await t.user({ role: "admin" });
    at(t, "2026-03-15");
    const before = (await (await adminOf(t)).get<ClubFigures>("/api/admin/club")).body;
    expect(before).toMatchObject({
      byTier: { essential: 1, premium: 1, elite: 0 },
      byStatus: { active: 2 },
      mrr: 14800,
      newThisMonth: 2,
      cancelledThisMonth: 0,
      upcoming: [{ date: "2026-04-10", count: 2, amount: 15984 }],
      preflight: { missingPaymentMethod: [], cardExpiresBeforeCharge: [] },
    });

    at(t, "2026-04-10");
    const admin = await signIn(t, adminUser);
    const run = await admin.post<ClubRun>("/api/admin/club/runs", {});
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ trigger: "admin", charged: 1, declined: 1, skipped: 0, amount: 10692 });
    expect((await admin.post<ClubRun>("/api/admin/club/runs", {})).body).toMatchObject({
      charged: 0,
      declined: 0,
    });
    const runs = (await admin.get<ClubRun[]>("/api/admin/club/runs")).body;
    expect(runs.map((r) => [r.charged, r.declined])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    const queue = (await admin.get<ClubDecline[]>("/api/admin/club/declines")).body;
    expect(queue).toMatchObject([
      {
        name: `Ben ${bad.user.lastName}`,
        tier: "essential",
        period: "2026-04-10",
        attempts: 1,
        nextRetryDate: "2026-04-12",
      },
    ]);
    expect((await admin.get<Analytics>("/api/admin/analytics")).body.todo.clubDeclines).toBe(1);
    expect((await admin.get<ClubFigures>("/api/admin/club")).body.chargedThisMonth).toBe(10692);

    t.payments.setOutcome((await bad.membership()).paymentMethodId ?? "", "ok");
    const retried = await admin.post<Membership>(
      `/api/admin/memberships/${(await bad.membership()).id}/retry`,
      {},
    );
    expect(retried.body).toMatchObject({ status: "active", nextBillingDate: "2026-05-10" });
    expect(await renewalsOf(t, bad.user.id)).toEqual([["2026-04-10", "52.92"]]);
    expect((await admin.get<Analytics>("/api/admin/analytics")).body.todo.clubDeclines).toBe(0);
    const again = await admin.post<ApiError>(
      `/api/admin/memberships/${(await bad.membership()).id}/retry`,
      {},
    );
    expect(again.status).toBe(409);

    const moved = await admin.patch<Membership>(`/api/admin/memberships/${(await good.membership()).id}`, {
      nextBillingDate: "2026-05-20",
    });
    expect(moved.body.nextBillingDate).toBe("2026-05-20");
    const past = await admin.patch<ApiError>(`/api/admin/memberships/${(await good.membership()).id}`, {
      nextBillingDate: "2026-04-01",
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(
      "The next billing date can't be in the past: choose 2026-04-10 (today) or later.",
    );
    at(t, "2026-05-10");
    expect((await (await signIn(t, adminUser)).post<ClubRun>("/api/admin/club/runs", {})).body.charged).toBe(
      1,
    );
    at(t, "2026-05-20");
    await (await signIn(t, adminUser)).post("/api/admin/club/runs", {});
    expect(await renewalsOf(t, good.user.id)).toEqual([
      ["2026-04-10", "106.92"],
      ["2026-05-20", "106.92"],
    ]);
  });

  it("moves a billing date to today, which the next run charges, and refuses yesterday", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const member = await joinClub(t, "premium");
    const admin = await adminOf(t);
    // New York's 20 March has begun at 04:30 UTC (00:30 in New York), while UTC's 19th is long gone.
    t.clock.set("2026-03-20T04:30:00.000Z");
    const id = (await member.membership()).id;
    const yesterday = await admin.patch<ApiError>(`/api/admin/memberships/${id}`, {
      nextBillingDate: "2026-03-19",
    });
    expect(yesterday.status).toBe(400);
    expect(yesterday.body.message).toBe(
      "The next billing date can't be in the past: choose 2026-03-20 (today) or later.",
    );
    expect((await member.membership()).nextBillingDate).toBe("2026-04-10");
    const today = await admin.patch<Membership>(`/api/admin/memberships/${id}`, {
      nextBillingDate: "2026-03-20",
    });
    expect(today.status).toBe(200);
    expect(today.body.nextBillingDate).toBe("2026-03-20");
    const run = await admin.post<ClubRun>("/api/admin/club/runs", {});
    expect(run.body).toMatchObject({ trigger: "admin", charged: 1, declined: 0, amount: 10692 });
    expect(await renewalsOf(t, member.user.id)).toEqual([["2026-03-20", "106.92"]]);
    expect((await member.membership()).nextBillingDate).toBe("2026-04-20");
  });

  it("is for the staff only", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    expect((await client.post("/api/admin/club/runs", {})).status).toBe(403);
    expect((await client.get("/api/admin/club")).status).toBe(403);
  });

  it("sets a cancelling membership active again, and refuses it for a declined one", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    const member = await joinClub(t, "elite");
    await member.client.post("/api/membership/cancel", { reason: "moving" });
    const admin = await adminOf(t);
    const kept = await admin.patch<Membership>(`/api/admin/memberships/${(await member.membership()).id}`, {
      status: "active",
    });
    expect(kept.body).toMatchObject({ status: "active", cancelAt: null, nextBillingDate: "2026-04-10" });

    const late = await joinClub(t, "essential");
    t.payments.setOutcome((await late.membership()).paymentMethodId ?? "", "card_declined");
    at(t, "2026-04-10");
    await bill(t);
    const refused = await (await adminOf(t)).patch<ApiError>(
      `/api/admin/memberships/${(await late.membership()).id}`,
      {
        status: "active",
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This membership has a declined charge: retry it or end the membership first.",
    );
    expect((await late.membership()).status).toBe("past_due");
  });
});
