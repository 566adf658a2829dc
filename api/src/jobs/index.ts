import { deleteExpiredSessions } from "../auth/sessions";
import { sendQueuedMail } from "../mail";
import { runClubBilling } from "../modules/membership/billing.service";
import { settlePendingOrders } from "../modules/orders/settle";
import { generateSlots } from "../modules/reservations/slots";
import type { AppDeps } from "../trpc/context";

const DAY_MS = 24 * 60 * 60 * 1000;
const SETTLE_EVERY_MS = 5 * 60 * 1000;
/** Queued e-mail goes out within seconds of the change that wrote it. */
const MAIL_EVERY_MS = 5 * 1000;

export type JobDeps = AppDeps;

/** Logs a failed run; the next run tries again. */
async function guarded(name: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`${name} failed:`, error);
  }
}

/** Scheduled upkeep while the server is up. Each job is a function of (deps, now) tests call directly. */
export function startJobs(deps: JobDeps): { stop(): void } {
  const daily = () => {
    void guarded("Removing expired sessions", () => deleteExpiredSessions(deps.db, deps.clock.now()));
    // Keeps 30 days of reservation slots ahead.
    void guarded("Generating reservation slots", () =>
      deps.db.write((tx) => generateSlots(tx, deps.clock.now())),
    );
    // The club's renewals, retries, pre-notices and cancellations (one charge per period, however often).
    void guarded("Billing the wine club", () => runClubBilling(deps, deps.clock.now()));
  };
  const settle = () =>
    void guarded("Settling pending orders", () => settlePendingOrders(deps, deps.clock.now()));
  // One mail run at a time: a slow SMTP server makes the next tick wait instead of overlapping.
  let mailing = false;
  const mail = () => {
    if (mailing) return;
    mailing = true;
    void guarded("Sending e-mail", () => sendQueuedMail(deps, deps.clock.now())).finally(() => {
      mailing = false;
    });
  };
  const timers = [
    setInterval(daily, DAY_MS),
    setInterval(settle, SETTLE_EVERY_MS),
    setInterval(mail, MAIL_EVERY_MS),
  ];
  for (const timer of timers) timer.unref();
  // Orders a previous run of the server left pending are settled at start; renewals due while the
  // server was down are charged now rather than a day later.
  settle();
  void guarded("Billing the wine club", () => runClubBilling(deps, deps.clock.now()));
  mail();
  return { stop: () => timers.forEach(clearInterval) };
}
