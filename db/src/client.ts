import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { checkpointInBackground } from "./engine/checkpoints";
import { Mutex } from "./engine/mutex";
import { currentWrite, type Db, type OpenWrite, type Reader, type Tx } from "./port";
import * as schema from "./schema/index";

/** A connection as better-sqlite3 and drizzle give it. */
type Connection = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** A SQLite database: the port, and the file's own connection for what only SQLite has. */
export interface SqliteDb extends Db {
  readonly engine: "sqlite";
  /** The write connection: a copy of the bytes (`serialize`), the file's name, raw statements. */
  readonly $client: Database.Database;
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), "../migrations/sqlite");

/**
 * Opens (creating when missing) the SQLite file and applies the committed migrations. Writes go
 * through one connection, reads through a second, read-only one: WAL lets it read what is committed
 * while a write transaction is open, so no reader ever sees a transaction's unfinished work.
 * ":memory:" gives a private database on one connection (tests): reads there share the writer's.
 * A file's WAL is copied into it by a worker thread (engine/checkpoints.ts), not by the commits.
 */
export function openDatabase(file: string): SqliteDb {
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
      return close();
    },
  });
}

/**
 * A database file that starts as a copy of `image` (what `db.$client.serialize()` gave for a
 * database `openDatabase` made), with its two connections as a server has them: the tests copy one
 * migrated database instead of migrating each of their own (a copy takes about a millisecond,
 * migrating about 20). `close()` deletes the file.
 */
export function openDatabaseCopy(image: Buffer, file: string): SqliteDb {
  writeFileSync(file, image);
  const writer = connect(new Database(file));
  const db = port(writer, connect(new Database(file, { readonly: true })));
  const close = db.close;
  return Object.assign(db, {
    async close() {
      await close();
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

function connect(sqlite: Database.Database): Connection {
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

/**
 * The connection typed as the port's handle: drizzle's better-sqlite3 builders answer at once what
 * the port's type says they answer later, and every caller awaits them (decision 0023).
 */
function handle(connection: Connection): Tx {
  return Object.assign(connection, { engine: "sqlite" as const }) as unknown as Tx;
}

function port(writerConnection: Connection, readerConnection: Connection): SqliteDb {
  const writer = handle(writerConnection);
  const reader = readerConnection === writerConnection ? writer : handle(readerConnection);
  const sqlite = writerConnection.$client;
  // From here on, waiting for another process's write is `beginImmediate`'s (the migrations above
  // waited with SQLite's busy wait: two servers starting at once migrate one after the other).
  if (reader !== writer) sqlite.pragma("busy_timeout = 0");
  const mutex = new Mutex();
  async function write<T>(fn: (tx: Tx) => Promise<T> | T): Promise<T> {
    // A write called from within one of this database's writes joins it (as a nested transaction
    // did) instead of waiting for a lock its caller holds.
    const outer = currentWrite.getStore();
    if (outer?.open && outer.owner === sqlite) return fn(writer);
    const release = await mutex.lock();
    const state: OpenWrite = { owner: sqlite, open: true };
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

  const methods: Omit<SqliteDb, keyof Reader> = {
    write,
    $client: sqlite,
    async ping() {
      readerConnection.$client.prepare("select 1").get();
    },
    async close() {
      if (readerConnection !== writerConnection) readerConnection.$client.close();
      sqlite.close();
    },
  };
  // The read methods are the reader's own (drizzle's builders read `this.session`): the port
  // inherits them and adds its own.
  return Object.assign(Object.create(reader) as Reader & { engine: "sqlite" }, methods);
}
