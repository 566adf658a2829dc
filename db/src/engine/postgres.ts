import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as pgDrizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { type AsyncRemoteCallback, drizzle } from "drizzle-orm/sqlite-proxy";
import pg from "pg";
import { currentWrite, type Db, errorCode, type OpenWrite, type Reader, type Tx } from "../port";
import * as schema from "../schema/index";
import { Mutex } from "./mutex";
import { toPostgresQuery } from "./postgres-sql";

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

/** A PostgreSQL database: the port, and its pool for what only PostgreSQL has (the copy command). */
export interface PostgresDb extends Db {
  readonly engine: "postgres";
  readonly pool: pg.Pool;
}

/** Whether `error` is PostgreSQL refusing a transaction that may simply be tried again. */
export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(errorCode(error) ?? "");
}

const { builtins } = pg.types;
/**
 * What node-postgres turns each column type into, as the SQLite builders expect it back:
 * - `bigint` (counts, ids of numbered rows) and `numeric` (sums) come as text by default, to keep
 *   precision past 2^53; the shop's integers (cents, bottles, epoch milliseconds) stay far below it
 *   and the services compare them as numbers, as on SQLite;
 * - `jsonb` stays text: the SQLite builders' JSON columns parse it themselves.
 */
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === builtins.INT8 || oid === builtins.NUMERIC) return (value: string) => Number(value);
    if (oid === builtins.JSONB || oid === builtins.JSON) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Applies the committed PostgreSQL migrations, each once and in order. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  // Two servers starting at once migrate one after the other: the second finds the work done.
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(pgDrizzle(client), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

interface PostgresWrite extends OpenWrite {
  client: pg.PoolClient;
}

/**
 * Opens a pool on `url` and applies the migrations. The services' queries, built with the SQLite
 * builders, reach PostgreSQL through drizzle's proxy driver: it hands over each query's SQL text
 * (double-quoted names, `returning`, `on conflict`: the same on both) with `?` placeholders, which
 * become `$1, $2, ...` here (decision 0023).
 */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<PostgresDb> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types });
  // An idle connection the server ended (a restart, a failover) must not end this process.
  pool.on("error", () => undefined);
  await migrateOnce(pool);
  const owner = pool;

  async function run(text: string, values: unknown[], method: "run" | "all" | "values" | "get") {
    // Inside one of this database's writes, every query (through `tx` or `db`) is the transaction's.
    const open = currentWrite.getStore() as PostgresWrite | undefined;
    const on = open?.open && open.owner === owner ? open.client : pool;
    const query = { ...toPostgresQuery(text), values };
    if (method === "run") {
      const result = await on.query(query);
      return { rows: [], changes: result.rowCount ?? 0 };
    }
    const result = await on.query({ ...query, rowMode: "array" });
    // The proxy driver maps rows given as lists of values, one row for `get`.
    return { rows: method === "get" ? result.rows[0] : result.rows };
  }
  const tx = Object.assign(drizzle(run as AsyncRemoteCallback, { schema }), {
    engine: "postgres" as const,
  }) as unknown as Tx;

  /**
   * Runs `fn` in a `SERIALIZABLE` transaction: every check-then-write holds as if it ran alone,
   * without locks in the queries. PostgreSQL refuses a transaction that could not have run alone
   * (SQLSTATE 40001, or a deadlock, 40P01) instead of waiting: it is rolled back and `fn` runs again
   * from its start, up to 5 tries with a jittered pause.
   */
  // This process's writes take turns, as on SQLite: the transactions of one process that touch the
  // same rows (twenty shoppers of one wine, a cart's lines added at once) would otherwise refuse
  // each other faster than five tries can sort out. What keeps them right is still SERIALIZABLE:
  // other processes' writes run beside these, and a collision with one is tried again.
  const turns = new Mutex();
  async function write<T>(fn: (tx: Tx) => Promise<T> | T): Promise<T> {
    const outer = currentWrite.getStore();
    if (outer?.open && outer.owner === owner) return fn(tx);
    for (let attempt = 1; ; attempt++) {
      const done = await turns.lock();
      const client = await pool.connect().catch((error) => {
        done();
        throw error;
      });
      const state: PostgresWrite = { owner, open: true, client };
      // A connection that cannot even roll back is broken: the pool closes it instead of lending it again.
      let broken = false;
      try {
        await client.query("BEGIN ISOLATION LEVEL SERIALIZABLE");
        const result = await currentWrite.run(state, () => fn(tx));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {
          broken = true;
        });
        if (!isRetryable(error) || attempt >= WRITE_TRIES) throw error;
      } finally {
        state.open = false;
        client.release(broken);
        done();
      }
      // "Full jitter": anywhere up to 20, 40, 80, 160 ms, so the transactions that collided spread
      // out instead of colliding again (with 20 buyers of one wine, a fixed pause lost half of them).
      await new Promise((r) => setTimeout(r, Math.random() * 10 * 2 ** attempt));
    }
  }

  const methods: Omit<PostgresDb, keyof Reader> = {
    write,
    pool,
    async ping() {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
  return Object.assign(Object.create(tx) as Reader & { engine: "postgres" }, methods);
}
