import type { ApiError, ClubRun } from "contracts";
import { clubRuns, jobLeases } from "db";
import { describe, expect, it } from "vitest";
import type { Clock } from "../../clock";
import { createAppDeps } from "../../deps";
import { runScheduledBilling } from "../../jobs";
import { acquireLease, LEASE_TTL_MS, LEASES, newHolder } from "../../jobs/lease";
import type { PaymentGateway } from "../../payments/gateway";
import type { TestGateway } from "../../payments/test-gateway";
import { at, joinClub, signIn } from "../../test/club";
import { createTestApp, type TestApp } from "../../test/helpers";

/** A second server process on the same database and gateway. */
function otherProcess(t: TestApp, payments: PaymentGateway = t.payments) {
  return createAppDeps({ db: t.db, env: t.env, clock: t.clock as Clock, payments });
}

/** The test gateway, whose charges wait until the test lets them through: a run held mid-charge. */
function heldCharges(gateway: TestGateway) {
  let letThrough = () => {};
  const through = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  let charging = false;
  const payments: PaymentGateway = {
    kind: gateway.kind,
    charge: async (request) => {
      charging = true;
      await through;
      return gateway.charge(request);
    },
    refund: (request) => gateway.refund(request),
    lookup: (ref) => gateway.lookup(ref),
    savePaymentMethod: (request) => gateway.savePaymentMethod(request),
  };
  return { payments, letThrough, charging: () => charging };
}

describe("POST /api/admin/club/runs while another billing run holds the lease", () => {
  it("answers 409 during the scheduled run in another process, and runs once that one is done", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    await joinClub(t, "premium");
    at(t, "2026-04-10");
    const admin = await signIn(t, await t.user({ role: "admin" }));

    // The other process's run is held at its renewal charge while the admin asks.
    const held = heldCharges(t.payments);
    const scheduled = runScheduledBilling(otherProcess(t, held.payments), t.clock.now());
    await expect.poll(held.charging).toBe(true);
    const refused = await admin.post<ApiError>("/api/admin/club/runs", {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("A billing run is in progress");
    const trpc = await admin.trpcMutation("admin.runClubBilling", {});
    expect(trpc.body.error).toMatchObject({
      message: "A billing run is in progress",
      data: { code: "CONFLICT", httpStatus: 409 },
    });

    held.letThrough();
    expect(await scheduled).toMatchObject({ trigger: "schedule", charged: 1 });
    const run = await admin.post<ClubRun>("/api/admin/club/runs", {});
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ trigger: "admin", charged: 0, declined: 0 });
    expect((await t.db.select({ trigger: clubRuns.trigger }).from(clubRuns)).map((r) => r.trigger)).toEqual([
      "schedule",
      "admin",
    ]);
    expect(await t.db.select().from(jobLeases)).toEqual([]);
  });

  it("answers 409 while a killed process's lease lasts, and runs once it has lapsed", async () => {
    const t = await createTestApp({ now: "2026-04-10T15:00:00.000Z" });
    const admin = await signIn(t, await t.user({ role: "admin" }));
    const killed = otherProcess(t);
    await acquireLease(killed, { name: LEASES.billing, holder: newHolder(killed) }, LEASE_TTL_MS);

    t.clock.advance(LEASE_TTL_MS - 1);
    const refused = await admin.post<ApiError>("/api/admin/club/runs", {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("A billing run is in progress");
    expect(await t.db.select().from(clubRuns)).toEqual([]);

    t.clock.advance(1);
    const run = await admin.post<ClubRun>("/api/admin/club/runs", {});
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ trigger: "admin", charged: 0 });
  });
});
