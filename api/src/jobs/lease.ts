import { randomBytes } from "node:crypto";
import { jobLeases } from "db";
import { and, eq, lte } from "drizzle-orm";
import type { AppDeps } from "../trpc/context";

/**
 * One process at a time runs each scheduled job: it holds the job's `job_leases` row while it runs,
 * renews it while the run goes on, and deletes it at the end. A process that dies stops renewing, so
 * its lease lapses within `ttlMs` and the next process to try takes the job over
 * (docs/decisions/0020-job-leases.md). This file imports no module: the admin's "Run billing now"
 * takes the billing job's lease through it too.
 */

export type LeaseDeps = Pick<AppDeps, "db" | "clock" | "processId">;

/** The leases' names: the admin's "Run billing now" takes the billing job's. */
export const LEASES = {
  billing: "club-billing",
  settlement: "order-settlement",
  mail: "mail-worker",
  webhooks: "webhook-worker",
  idempotency: "idempotency-sweep",
  slots: "reservation-slots",
  sessions: "expired-sessions",
} as const;
export type LeaseName = (typeof LEASES)[keyof typeof LEASES];

/** A killed holder's lease lapses within this; renewed every third of it, it survives two missed renewals. */
export const LEASE_TTL_MS = 30 * 1000;

export interface Lease {
  name: string;
  /** This run's holder: the process (`deps.processId`) and a random part of its own. */
  holder: string;
}

export type LeaseOutcome<T> = { acquired: true; value: T } | { acquired: false };

export interface LeaseOptions {
  ttlMs?: number;
  /** How often the lease is renewed while `run` runs (a third of the ttl unless told). */
  renewEveryMs?: number;
}

/**
 * A holder for one run: two runs in one process hold a lease apart as two processes do, so a run
 * never joins another of its own process (the mail worker's next tick while a slow send goes on,
 * "Run billing now" during the scheduled run).
 */
export function newHolder(deps: Pick<LeaseDeps, "processId">): string {
  return `${deps.processId}/${randomBytes(4).toString("hex")}`;
}

function expiry(deps: Pick<LeaseDeps, "clock">, ttlMs: number): { stamp: string; expiresAt: string } {
  const now = deps.clock.now();
  return { stamp: now.toISOString(), expiresAt: new Date(now.getTime() + ttlMs).toISOString() };
}

/**
 * Takes `lease` until now + `ttlMs` when nobody holds it or its holder's time has run out; false while
 * another holder's lease is live. One guarded upsert, so two processes trying at once cannot both win.
 */
export async function acquireLease(deps: LeaseDeps, lease: Lease, ttlMs: number): Promise<boolean> {
  const { stamp, expiresAt } = expiry(deps, ttlMs);
  const taken = await deps.db.write((tx) =>
    tx
      .insert(jobLeases)
      .values({ name: lease.name, holder: lease.holder, expiresAt, acquiredAt: stamp })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { holder: lease.holder, expiresAt, acquiredAt: stamp },
        setWhere: lte(jobLeases.expiresAt, stamp),
      })
      .returning({ name: jobLeases.name }),
  );
  return taken.length === 1;
}

/** Moves the lease's end to now + `ttlMs`; false when it is no longer this holder's (it lapsed and was taken). */
export async function renewLease(deps: LeaseDeps, lease: Lease, ttlMs: number): Promise<boolean> {
  const { expiresAt } = expiry(deps, ttlMs);
  const renewed = await deps.db.write((tx) =>
    tx
      .update(jobLeases)
      .set({ expiresAt })
      .where(and(eq(jobLeases.name, lease.name), eq(jobLeases.holder, lease.holder))),
  );
  return renewed.changes === 1;
}

/** Lets the lease go, if this holder still has it (one that lapsed and was taken stays its taker's). */
export async function releaseLease(deps: LeaseDeps, lease: Lease): Promise<void> {
  await deps.db.write((tx) =>
    tx.delete(jobLeases).where(and(eq(jobLeases.name, lease.name), eq(jobLeases.holder, lease.holder))),
  );
}

/**
 * Runs `run` while holding the lease `name`, renewing it on a timer and releasing it at the end, also
 * when `run` throws. When another holder has it, `run` is not called and the answer says so: the
 * timers skip their turn, the admin's "Run billing now" answers a 409.
 */
export async function withLease<T>(
  deps: LeaseDeps,
  name: string,
  run: () => Promise<T>,
  options: LeaseOptions = {},
): Promise<LeaseOutcome<T>> {
  const ttlMs = options.ttlMs ?? LEASE_TTL_MS;
  const lease: Lease = { name, holder: newHolder(deps) };
  if (!(await acquireLease(deps, lease, ttlMs))) return { acquired: false };
  // Renewals run one after another, and the release waits for the last, so none lands after it.
  let renewing: Promise<void> = Promise.resolve();
  let lost = false;
  const timer = setInterval(
    () => {
      renewing = renewing
        .then(async () => {
          if (!(await renewLease(deps, lease, ttlMs)) && !lost) {
            lost = true;
            // The run goes on: the guards in its own writes (claims, guarded updates) keep it from
            // doing twice what the new holder does.
            console.error(`The "${name}" lease lapsed mid-run and another process took it.`);
          }
        })
        .catch((error: unknown) => console.error(`Renewing the "${name}" lease failed:`, error));
    },
    options.renewEveryMs ?? Math.floor(ttlMs / 3),
  );
  timer.unref();
  try {
    return { acquired: true, value: await run() };
  } finally {
    clearInterval(timer);
    await renewing;
    try {
      await releaseLease(deps, lease);
    } catch (error) {
      // Not released, it lapses within ttlMs; the run's own error (if any) is the one to report.
      console.error(`Releasing the "${name}" lease failed:`, error);
    }
  }
}
