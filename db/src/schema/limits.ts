import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row per counted attempt (a failed sign-in, a declined card, an account created...). Kept in
 * SQLite so the limits survive a restart and hold across processes; rows older than the longest
 * window are pruned as keys are checked.
 */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    /** Epoch milliseconds. */
    at: integer("at").notNull(),
  },
  (t) => [index("rate_limit_hits_key_at_idx").on(t.key, t.at)],
);
