import { businessDate, type ClubRun } from "contracts";
import { clubRuns, type Executor } from "db";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { deleteExpiredSessions } from "../auth/sessions";
import { forgetExpiredIdempotencyKeys } from "../http/idempotency";
import { sendQueuedMail } from "../mail";
import { runClubBilling } from "../modules/membership/billing.service";
import { settlePendingOrders } from "../modules/orders/settle";
import { deliverWebhooks } from "../modules/partners/webhook-worker";
import { generateSlots } from "../modules/reservations/slots";
import type { AppDeps } from "../trpc/context";
import { LEASES, type LeaseName, withLease } from "./lease";

const DAY_MS = 24 * 60 * 60 * 1000;
const SETTLE_EVERY_MS = 5 * 60 * 1000;
/** Queued e-mail goes out within seconds of the change that wrote it. */
const MAIL_EVERY_MS = 5 * 1000;
const WEBHOOKS_EVERY_MS = 2 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * How often every process looks whether today's billing run is still to do: a run whose process was
 * killed leaves its lease to lapse (30 s), and the next look after that takes it over, within a minute.
 */
const BILLING_CHECK_EVERY_MS = 20 * 1000;

export type JobDeps = AppDeps;

/** Logs a failed run; the next run tries again. */
async function guarded(name: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`${name} failed:`, error);
  }
}

/** Whether no scheduled billing run has finished yet today (New York); one killed mid-run has not. */
export async function billingDue(db: Executor, now: Date): Promise<boolean> {
  const [last] = await db
    .select({ startedAt: clubRuns.startedAt })
    .from(clubRuns)
    .where(and(eq(clubRuns.trigger, "schedule"), isNotNull(clubRuns.finishedAt)))
    .orderBy(desc(clubRuns.startedAt))
    .limit(1);
  return last === undefined || businessDate(last.startedAt) < businessDate(now);
}

/**
 * The club's daily billing, once a business day whichever process gets to it, under the billing
 * lease ("Run billing now" takes it too). Null when today's run is done or another holder is running.
 */
export async function runScheduledBilling(deps: JobDeps, now: Date): Promise<ClubRun | null> {
  if (!(await billingDue(deps.db, now))) return null;
  const outcome = await withLease(deps, LEASES.billing, async () =>
    // Another process may have finished today's run between the look above and taking the lease.
    (await billingDue(deps.db, now)) ? runClubBilling(deps, now) : null,
  );
  return outcome.acquired ? outcome.value : null;
}

/**
 * Scheduled upkeep while the server is up. Every process starts the timers; each job runs under its
 * lease (./lease.ts), so one process at a time runs it and the others skip their turn. Each job is a
 * function of (deps, now) tests call directly.
 */
export function startJobs(deps: JobDeps): { stop(): void } {
  const leased = (label: string, name: LeaseName, run: () => Promise<unknown>) =>
    void guarded(label, () => withLease(deps, name, run));
  const daily = () => {
    leased("Removing expired sessions", LEASES.sessions, () =>
      deleteExpiredSessions(deps.db, deps.clock.now()),
    );
    // Keeps 30 days of reservation slots ahead.
    leased("Generating reservation slots", LEASES.slots, () =>
      deps.db.write((tx) => generateSlots(tx, deps.clock.now())),
    );
  };
  // The club's renewals, retries, pre-notices and cancellations (one charge per period, however often).
  const billing = () =>
    void guarded("Billing the wine club", () => runScheduledBilling(deps, deps.clock.now()));
  const settle = () =>
    leased("Settling pending orders", LEASES.settlement, () => settlePendingOrders(deps, deps.clock.now()));
  // One mail run at a time, across processes: a slow SMTP server makes the next tick skip its turn
  // instead of overlapping.
  const mail = () => leased("Sending e-mail", LEASES.mail, () => sendQueuedMail(deps, deps.clock.now()));
  // Webhooks go out within seconds of the change that wrote them, one worker at a time.
  const webhooks = () =>
    leased("Delivering webhooks", LEASES.webhooks, () => deliverWebhooks(deps, deps.clock.now()));
  const sweep = () =>
    leased("Forgetting idempotency keys", LEASES.idempotency, () =>
      forgetExpiredIdempotencyKeys(deps.db, deps.clock.now()),
    );
  const timers = [
    setInterval(daily, DAY_MS),
    setInterval(billing, BILLING_CHECK_EVERY_MS),
    setInterval(settle, SETTLE_EVERY_MS),
    setInterval(mail, MAIL_EVERY_MS),
    setInterval(webhooks, WEBHOOKS_EVERY_MS),
    setInterval(sweep, HOUR_MS),
  ];
  for (const timer of timers) timer.unref();
  // Orders a previous run of the server left pending are settled at start; renewals due while the
  // server was down are charged now rather than at the next look.
  settle();
  billing();
  mail();
  return { stop: () => timers.forEach(clearInterval) };
}
