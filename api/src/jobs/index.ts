import type { Db } from "db";
import { deleteExpiredSessions } from "../auth/sessions";
import type { Clock } from "../clock";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Scheduled upkeep, run once a day while the server is up. */
export function startJobs(deps: { db: Db; clock: Clock }): { stop(): void } {
  const daily = () => {
    deleteExpiredSessions(deps.db, deps.clock.now());
  };
  const timer = setInterval(daily, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
