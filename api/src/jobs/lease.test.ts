import { clubRuns, jobLeases, newId } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Clock } from "../clock";
import { createAppDeps } from "../deps";
import { at, joinClub } from "../test/club";
import { createTestApp, type TestApp } from "../test/helpers";
import type { AppDeps } from "../trpc/context";
import { billingDue, runScheduledBilling } from "./index";
import { acquireLease, LEASE_TTL_MS, LEASES, newHolder, releaseLease, renewLease, withLease } from "./lease";

/** A second server process on the same database: its own deps (and process id), the same clock. */
function otherProcess(t: TestApp): AppDeps {
  return createAppDeps({ db: t.db, env: t.env, clock: t.clock as Clock, payments: t.payments });
}

async function leaseRows(t: Pick<TestApp, "db">) {
  return t.db.select().from(jobLeases);
}

/** A promise the test settles by hand: a run that stays in progress until the test lets it end. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const START = "2026-11-20T15:00:00.000Z";
const plus = (ms: number) => new Date(Date.parse(START) + ms).toISOString();

describe("job leases", () => {
  it("keeps a second process out while the first holds the lease, and lets it in after", async () => {
    const t = await createTestApp({ seed: false, now: START });
    const b = otherProcess(t);
    const first = gate();
    const running = withLease(t.deps, "mail-worker", async () => {
      await first.opened;
      return "sent";
    });
    await vi.waitFor(async () => expect(await leaseRows(t)).toHaveLength(1));
    const [held] = await leaseRows(t);
    expect(held).toEqual({
      name: "mail-worker",
      holder: expect.stringMatching(new RegExp(`^${t.deps.processId}/[0-9a-f]{8}$`)),
      expiresAt: plus(LEASE_TTL_MS),
      acquiredAt: START,
    });

    const ran = vi.fn(async () => "sent twice");
    expect(await withLease(b, "mail-worker", ran)).toEqual({ acquired: false });
    expect(ran).not.toHaveBeenCalled();
    // Another run in the same process is kept out too (the mail timer's next tick during a slow send).
    expect(await withLease(t.deps, "mail-worker", ran)).toEqual({ acquired: false });
    // Other jobs' leases are their own.
    expect(await withLease(b, "order-settlement", async () => "settled")).toEqual({
      acquired: true,
      value: "settled",
    });

    first.open();
    expect(await running).toEqual({ acquired: true, value: "sent" });
    expect(await leaseRows(t)).toEqual([]);
    expect(await withLease(b, "mail-worker", ran)).toEqual({ acquired: true, value: "sent twice" });
  });

  it("lets another process take a killed holder's lease once it has lapsed (30 s), not before", async () => {
    const t = await createTestApp({ seed: false, now: START });
    const b = otherProcess(t);
    // A process killed mid-run: it took the lease and never renewed or released it.
    const dead = { name: LEASES.billing, holder: newHolder(t.deps) };
    expect(await acquireLease(t.deps, dead, LEASE_TTL_MS)).toBe(true);

    t.clock.set(plus(LEASE_TTL_MS - 1));
    const ran = vi.fn(async () => (await leaseRows(t))[0]);
    expect(await withLease(b, LEASES.billing, ran)).toEqual({ acquired: false });
    expect(ran).not.toHaveBeenCalled();
    expect(await leaseRows(t)).toEqual([
      { name: "club-billing", holder: dead.holder, expiresAt: plus(LEASE_TTL_MS), acquiredAt: START },
    ]);

    t.clock.set(plus(LEASE_TTL_MS));
    const taken = await withLease(b, LEASES.billing, async () => {
      // Were the old holder to come back, its renewal and release would leave the taker's lease alone.
      expect(await renewLease(t.deps, dead, LEASE_TTL_MS)).toBe(false);
      await releaseLease(t.deps, dead);
      return ran();
    });
    expect(taken).toEqual({
      acquired: true,
      value: {
        name: "club-billing",
        holder: expect.stringMatching(new RegExp(`^${b.processId}/`)),
        expiresAt: plus(2 * LEASE_TTL_MS),
        acquiredAt: plus(LEASE_TTL_MS),
      },
    });
    expect(await leaseRows(t)).toEqual([]);
  });

  it("renews the lease while the run goes on, so a long run keeps it past its first 30 s", async () => {
    const t = await createTestApp({ seed: false, now: START });
    const b = otherProcess(t);
    const outcome = await withLease(
      t.deps,
      LEASES.settlement,
      async () => {
        t.clock.set(plus(20_000));
        await vi.waitFor(async () => expect((await leaseRows(t))[0]?.expiresAt).toBe(plus(50_000)));
        t.clock.set(plus(40_000));
        // Past the first expiry, the renewed lease still keeps the other process out.
        return withLease(b, LEASES.settlement, async () => "settled twice");
      },
      { renewEveryMs: 5 },
    );
    expect(outcome).toEqual({ acquired: true, value: { acquired: false } });
    expect(await leaseRows(t)).toEqual([]);
  });

  it("releases the lease when the run throws, and passes the error on", async () => {
    const t = await createTestApp({ seed: false, now: START });
    const b = otherProcess(t);
    await expect(
      withLease(t.deps, LEASES.slots, async () => {
        expect(await leaseRows(t)).toHaveLength(1);
        throw new Error("The disk is full.");
      }),
    ).rejects.toThrow("The disk is full.");
    expect(await leaseRows(t)).toEqual([]);
    expect(await withLease(b, LEASES.slots, async () => "generated")).toEqual({
      acquired: true,
      value: "generated",
    });
  });

  it("leaves the lease to the process that took it over when a stalled holder finishes late", async () => {
    const t = await createTestApp({ seed: false, now: START });
    const b = otherProcess(t);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const taker = gate();
    let takerRun: Promise<unknown> = Promise.resolve();
    await withLease(
      t.deps,
      LEASES.mail,
      async () => {
        // This process stalls past its lease; the other takes the job over and is still at it.
        t.clock.set(plus(LEASE_TTL_MS));
        takerRun = withLease(b, LEASES.mail, () => taker.opened);
        await vi.waitFor(async () =>
          expect((await leaseRows(t))[0]?.holder).toMatch(new RegExp(`^${b.processId}/`)),
        );
        // The stalled holder's next renewal finds the lease gone to the other and says so.
        await vi.waitFor(() =>
          expect(errors).toHaveBeenCalledWith(
            'The "mail-worker" lease lapsed mid-run and another process took it.',
          ),
        );
      },
      { renewEveryMs: 5 },
    );
    expect((await leaseRows(t)).map((r) => r.holder)).toEqual([
      expect.stringMatching(new RegExp(`^${b.processId}/`)),
    ]);
    taker.open();
    await takerRun;
    expect(await leaseRows(t)).toEqual([]);
  });
});

describe("the scheduled billing run", () => {
  it("runs once a business day, whichever process looks first", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    await joinClub(t, "premium");
    const b = otherProcess(t);
    at(t, "2026-04-10");
    expect(await billingDue(t.db, t.clock.now())).toBe(true);
    expect(await runScheduledBilling(b, t.clock.now())).toMatchObject({ trigger: "schedule", charged: 1 });
    expect(await runScheduledBilling(t.deps, t.clock.now())).toBeNull();
    expect(await runScheduledBilling(b, t.clock.now())).toBeNull();
    // Late evening in New York is still the same business day; just after midnight there is the next.
    t.clock.set("2026-04-11T03:59:00.000Z");
    expect(await runScheduledBilling(t.deps, t.clock.now())).toBeNull();
    t.clock.set("2026-04-11T04:00:00.000Z");
    expect(await runScheduledBilling(t.deps, t.clock.now())).toMatchObject({
      trigger: "schedule",
      charged: 0,
    });
    expect(await t.db.select({ trigger: clubRuns.trigger }).from(clubRuns)).toHaveLength(2);
    expect(await leaseRows(t)).toEqual([]);
  });

  it("is taken over by another process within a minute of its holder being killed mid-run", async () => {
    const t = await createTestApp({ now: "2026-03-10T15:00:00.000Z" });
    await joinClub(t, "premium");
    const b = otherProcess(t);
    at(t, "2026-04-10");
    const killedAt = t.clock.now().getTime();
    // Process A started today's run and was killed: its run never finished, its lease is not renewed.
    await t.db.write((tx) =>
      tx
        .insert(clubRuns)
        .values({ id: newId(), trigger: "schedule", startedAt: t.clock.now().toISOString() }),
    );
    await acquireLease(t.deps, { name: LEASES.billing, holder: newHolder(t.deps) }, LEASE_TTL_MS);

    // B looks every 20 s: the lease is still A's at 20 s, lapsed at 40 s.
    t.clock.set(new Date(killedAt + 20_000));
    expect(await runScheduledBilling(b, t.clock.now())).toBeNull();
    t.clock.set(new Date(killedAt + 40_000));
    expect(await runScheduledBilling(b, t.clock.now())).toMatchObject({ trigger: "schedule", charged: 1 });
    const runs = await t.db
      .select({ finishedAt: clubRuns.finishedAt })
      .from(clubRuns)
      .where(eq(clubRuns.trigger, "schedule"))
      .orderBy(clubRuns.startedAt);
    expect(runs.map((r) => r.finishedAt === null)).toEqual([true, false]);
    expect(await runScheduledBilling(t.deps, t.clock.now())).toBeNull();
  });
});
