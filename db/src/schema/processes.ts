import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row per scheduled job (billing, settlement, mail, slots): the process whose `holder` it names
 * runs the job until `expiresAt`, renewing it while it runs. A process that dies stops renewing, and
 * the lease lapses for another to take (api/src/jobs/lease.ts).
 */
export const jobLeases = sqliteTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  /** ISO timestamp. */
  expiresAt: text("expires_at").notNull(),
  acquiredAt: text("acquired_at").notNull(),
});

/**
 * A number per area of data (catalogue, pages) that triggers bump in every transaction that writes
 * one of the area's tables. An answer kept in memory is kept with the versions it was built from,
 * and is good while they are the current ones, whichever process wrote since.
 */
export const dataVersions = sqliteTable("data_versions", {
  area: text("area").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * Work in flight that must happen once across every process: a payment being made for a checkout
 * key, a member's upgrade, a club charge. The first to insert the key owns it until `expiresAt`;
 * another process meets the unique key and answers "in progress" (or the first answer) instead.
 */
export const claims = sqliteTable(
  "claims",
  {
    key: text("key").primaryKey(),
    holder: text("holder").notNull(),
    /** ISO timestamps. */
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("claims_expires_at_idx").on(t.expiresAt)],
);
