import type { Db } from "db";
import { deleteExpiredSessions } from "../auth/sessions";
import type { Clock } from "../clock";
import { generateSlots } from "./slots";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Scheduled upkeep, run once a day while the server is up. */
export function startJobs(deps: { db: Db; clock: Clock }): { stop(): void } {
  const daily = () => {
    deleteExpiredSessions(deps.db, deps.clock.now());
    // Keeps 30 days of reservation slots ahead; a failure is logged and retried the next day.
    try {
      generateSlots(deps.db, deps.clock.now());
    } catch (error) {
      console.error("Generating reservation slots failed:", error);
    }
  };
  const timer = setInterval(daily, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
