import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { checkpointInBackground } from "./engine/checkpoints";
import { Mutex } from "./engine/mutex";
import * as schema from "./schema/index";

/** The handle inside `db.write(async (tx) => ...)`: reads and writes of one transaction. */
export type Tx = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** What reads may use: the query builders that cannot write. */
type ReadMethods = "select" | "selectDistinct" | "$count" | "all" | "get" | "values";
export type Reader = Pick<Tx, ReadMethods>;
/** Code that only reads, the same way in a transaction (`tx`) or out of one (`db`). */
export type Executor = Reader;

/**
 * The database port (docs/architecture.md, "The data layer"): reads, and one way to write.
 * `write` runs `fn` in a transaction in which every check-then-write holds as if it ran alone, and
 * rolls it back when `fn` throws. Never await a network call inside it (scripts/check-writes.mjs).
 */
export interface Db extends Reader {
  readonly engine: "sqlite";
  write<T>(fn: (tx: Tx) => Promise<T> | T): Promise<T>;
  /** The write connection, for what only SQLite has (a copy of the bytes, raw statements in tests). */
  readonly $client: Database.Database;
  close(): void;
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), "../migrations/sqlite");

/**
 * Opens (creating when missing) the SQLite file and applies the committed migrations. Writes go
 * through one connection, reads through a second, read-only one: WAL lets it read what is committed
 * while a write transaction is open, so no reader ever sees a transaction's unfinished work.
 * ":memory:" gives a private database on one connection (tests): reads there share the writer's.
 * A file's WAL is copied into it by a worker thread (engine/checkpoints.ts), not by the commits.
 */
export function openDatabase(file: string): Db {
  if (file === ":memory:") {
    const writer = connect(new Database(":memory:"));
    migrate(writer, { migrationsFolder });
    return port(writer, writer);
  }
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const writer = connect(new Database(file));
  migrate(writer, { migrationsFolder });
  const db = port(writer, connect(new Database(file, { readonly: true })));
  const stopCheckpoints = checkpointInBackground(writer.$client);
  const close = db.close;
  return Object.assign(db, {
    close() {
      stopCheckpoints();
      close();
    },
  });
}

/**
 * A database file that starts as a copy of `image` (what `db.$client.serialize()` gave for a
 * database `openDatabase` made), with its two connections as a server has them: the tests copy one
 * migrated database instead of migrating each of their own (a copy takes about a millisecond,
 * migrating about 20). `close()` deletes the file.
 */
export function openDatabaseCopy(image: Buffer, file: string): Db {
  writeFileSync(file, image);
  const writer = connect(new Database(file));
  const db = port(writer, connect(new Database(file, { readonly: true })));
  const close = db.close;
  return Object.assign(db, {
    close() {
      close();
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    },
  });
}

/** How long a write waits for another process's write transaction before it gives up. */
const WRITE_WAIT_MS = 10_000;

/**
 * `BEGIN IMMEDIATE`, waiting for another process's write by retrying with short, jittered sleeps:
 * SQLite's own busy wait (busy_timeout) would block this process's event loop, every request
 * with it, for as long as the other process holds the lock.
 */
async function beginImmediate(sqlite: Database.Database): Promise<void> {
  const deadline = Date.now() + WRITE_WAIT_MS;
  for (let pause = 1; ; pause = Math.min(pause * 2, 32)) {
    try {
      sqlite.exec("BEGIN IMMEDIATE");
      return;
    } catch (error) {
      const busy = error instanceof Error && "code" in error && error.code === "SQLITE_BUSY";
      if (!busy || Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random())));
  }
}

/** How many compiled statements each connection keeps (the app has a few hundred distinct ones). */
const STATEMENTS_KEPT = 1000;

/**
 * drizzle asks better-sqlite3 to compile every query it runs, and compiling was the largest single
 * cost of a checkout (profiled: a fifth of the server's time). The connection keeps its compiled
 * statements by SQL text instead. drizzle switches a statement to arrays with `raw()` when it maps
 * columns itself; a statement handed out again starts as objects, and drizzle runs it in the same
 * synchronous call that prepared it, so nothing else sees the switch in between.
 */
function keepStatements(sqlite: Database.Database): void {
  const compile = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, Database.Statement>();
  sqlite.prepare = <P extends unknown[] | object = unknown[], R = unknown>(source: string) => {
    let statement = kept.get(source);
    if (statement) {
      if (statement.reader) statement.raw(false);
    } else {
      statement = compile(source);
      if (kept.size >= STATEMENTS_KEPT) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      kept.set(source, statement);
    }
    return statement as Database.Statement<P, R>;
  };
}

function connect(sqlite: Database.Database): Tx {
  keepStatements(sqlite);
  if (!sqlite.readonly) {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
  }
  sqlite.pragma("foreign_keys = ON");
  // Another process's write transaction holds the file's write lock for a few milliseconds.
  sqlite.pragma("busy_timeout = 5000");
  return drizzle(sqlite, { schema });
}

interface OpenWrite {
  tx: Tx;
  open: boolean;
}

/** The write transaction the current async call chain is inside, if any (of any database). */
const currentWrite = new AsyncLocalStorage<OpenWrite>();

/**
 * Whether the caller runs inside `db.write`. The payment gateways and the mail transport refuse to
 * be called there (api/src/shared/outside-writes.ts): a network call would hold the write lock, and
 * every other writer with it, for as long as the other side takes to answer.
 */
export function insideWrite(): boolean {
  return currentWrite.getStore()?.open === true;
}

function port(writer: Tx, reader: Tx): Db {
  const sqlite = writer.$client;
  // From here on, waiting for another process's write is `beginImmediate`'s (the migrations above
  // waited with SQLite's busy wait: two servers starting at once migrate one after the other).
  if (reader !== writer) sqlite.pragma("busy_timeout = 0");
  const mutex = new Mutex();
  async function write<T>(fn: (tx: Tx) => Promise<T> | T): Promise<T> {
    // A write called from within one of this database's writes joins it (as a nested transaction
    // did) instead of waiting for a lock its caller holds.
    const outer = currentWrite.getStore();
    if (outer?.open && outer.tx === writer) return fn(outer.tx);
    const release = await mutex.lock();
    const state: OpenWrite = { tx: writer, open: true };
    try {
      await beginImmediate(sqlite);
      try {
        const result = await currentWrite.run(state, () => fn(writer));
        sqlite.exec("COMMIT");
        return result;
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
        throw error;
      }
    } finally {
      // Work the transaction started and left running (a timer, an answer's after-work) must not
      // join a transaction that has ended.
      state.open = false;
      release();
    }
  }

  const methods: Omit<Db, keyof Reader> = {
    engine: "sqlite",
    write,
    $client: sqlite,
    close() {
      if (reader !== writer) reader.$client.close();
      sqlite.close();
    },
  };
  // The read methods are the reader's own (drizzle's builders read `this.session`): the port
  // inherits them and adds its own.
  return Object.assign(Object.create(reader) as Reader, methods);
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

/** Whether `error` is the engine refusing a row that a unique key already holds. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error && "code" in error)) return false;
  return error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
