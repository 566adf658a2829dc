import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { postgresTables } from "./postgres-tables";

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), "../../migrations/postgres");

/** SQLSTATEs after which a transaction is tried again from its start: it changed nothing. */
const RETRYABLE = new Set([
  "40001", // serialization_failure
  "40P01", // deadlock_detected
]);
/** The advisory lock the migrations run under (any number the app uses for nothing else). */
const MIGRATION_LOCK = 72_101_968;
/** Tries of one write before its serialization failure reaches the caller. */
export const WRITE_TRIES = 5;

export type PgTx = NodePgDatabase<typeof postgresTables>;

export interface PostgresDb {
  readonly engine: "postgres";
  /** Reads outside a transaction, on any pooled connection. */
  readonly read: PgTx;
  /**
   * Runs `fn` in a `SERIALIZABLE` transaction: every check-then-write holds as if it ran alone,
   * without locks in the queries. PostgreSQL refuses a transaction that could not have run alone
   * (SQLSTATE 40001, or a deadlock, 40P01) instead of waiting: it is rolled back and `fn` runs again
   * from its start, up to 5 tries with a jittered pause, so `fn` must do nothing but database work
   * (no network call, no change outside the transaction: DECISIONS.md, Round 3).
   */
  write<T>(fn: (tx: PgTx) => Promise<T>): Promise<T>;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/** Whether `error` is PostgreSQL refusing a transaction that may simply be tried again. */
export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(sqlState(error) ?? "");
}

/**
 * The SQLSTATE of a PostgreSQL error, also when drizzle has wrapped it (its query errors carry
 * node-postgres's error as `cause`).
 */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 5; depth++) {
    if ("code" in e && typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

/**
 * `bigint` (count(*), sums) comes back from node-postgres as text, to keep precision past 2^53; the
 * shop's integers (cents, bottles, epoch milliseconds) stay far below it, and the services compare
 * them as numbers, as on SQLite. Set for the process: drizzle passes node-postgres's global parsers
 * with each query, over any a pool is given.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** Opens a pool on `url` and applies the committed PostgreSQL migrations (each once, in order). */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<PostgresDb> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  const read = drizzle(pool, { schema: postgresTables });
  // Two servers starting at once migrate one after the other: the second finds the work done.
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }

  async function write<T>(fn: (tx: PgTx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN ISOLATION LEVEL SERIALIZABLE");
        const result = await fn(drizzle(client, { schema: postgresTables }));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        if (!isRetryable(error) || attempt >= WRITE_TRIES) throw error;
      } finally {
        client.release();
      }
      // "Full jitter": anywhere up to 20, 40, 80, 160 ms, so the transactions that collided spread
      // out instead of colliding again (with 20 buyers of one wine, a fixed pause lost half of them).
      await new Promise((r) => setTimeout(r, Math.random() * 10 * 2 ** attempt));
    }
  }

  return {
    engine: "postgres",
    read,
    write,
    pool,
    close: () => pool.end(),
  };
}
