import { AsyncLocalStorage } from "node:async_hooks";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type * as schema from "./schema/index";

/** Which engine a database runs on: SQLite in one file, or PostgreSQL (decision 0023). */
export type Engine = "sqlite" | "postgres";

/** What a statement without `.returning()` answers on either engine: how many rows it changed. */
export interface WriteResult {
  changes: number;
}

/**
 * The handle inside `db.write(async (tx) => ...)`: reads and writes of one transaction. Queries are
 * built once, with drizzle's SQLite builders, for both engines (decision 0023), and every result is
 * awaited: on SQLite it is there at once, on PostgreSQL it comes over the network.
 */
export type Tx = Omit<BaseSQLiteDatabase<"async", WriteResult, typeof schema>, RawMethods> & {
  readonly engine: Engine;
};
/**
 * Raw statements answer rows in each driver's own shape (objects on SQLite, lists through the
 * PostgreSQL proxy): queries go through the builders, whose rows have one shape.
 */
type RawMethods = "get" | "all" | "values" | "run";

/** What reads may use: the query builders that cannot write, and the engine they run on. */
type ReadMethods = "select" | "selectDistinct" | "$count" | "engine";
export type Reader = Pick<Tx, ReadMethods>;
/** Code that only reads, the same way in a transaction (`tx`) or out of one (`db`). */
export type Executor = Reader;

/**
 * The database port (docs/architecture.md, "The data layer"): reads, and one way to write.
 * `write` runs `fn` in a transaction in which every check-then-write holds as if it ran alone, and
 * rolls it back when `fn` throws. Never await a network call inside it (scripts/check-writes.mjs).
 * On PostgreSQL `fn` may run more than once (a transaction PostgreSQL refused is tried again), so
 * it does database work only.
 */
export interface Db extends Reader {
  write<T>(fn: (tx: Tx) => Promise<T> | T): Promise<T>;
  /** Answers once the engine answers a query (the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenWrite {
  /** The database whose write this is (a process may have two open: the copy command does). */
  owner: object;
  open: boolean;
}

/** The write transaction the current async call chain is inside, if any (of any database). */
export const currentWrite = new AsyncLocalStorage<OpenWrite>();

/**
 * Whether the caller runs inside `db.write`. The payment gateways and the mail transport refuse to
 * be called there (api/src/shared/outside-writes.ts): a network call would hold the transaction,
 * and on SQLite every other writer with it, for as long as the other side takes to answer.
 */
export function insideWrite(): boolean {
  return currentWrite.getStore()?.open === true;
}

/**
 * The one row an insert's `.returning()` gave: drizzle answers a list on every engine, and an insert
 * of one row that returns none is a broken database, not a case to handle.
 */
export function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("The statement returned no row.");
  return row;
}

/**
 * The code of an engine's error: SQLite's name (SQLITE_CONSTRAINT_UNIQUE) or PostgreSQL's SQLSTATE
 * (23505), also when a driver has wrapped it (drizzle's query errors carry it as `cause`).
 */
export function errorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 5; depth++) {
    if ("code" in e && typeof e.code === "string") return e.code;
    e = "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

const UNIQUE_VIOLATIONS = new Set(["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY", "23505"]);

/** Whether `error` is the engine refusing a row that a unique key already holds. */
export function isUniqueViolation(error: unknown): boolean {
  return UNIQUE_VIOLATIONS.has(errorCode(error) ?? "");
}
