import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema/index";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle inside `db.transaction(tx => ...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Code that reads or writes the same way in or out of a transaction. */
export type Executor = Db | Tx;

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), "../migrations");

/**
 * Opens (creating when missing) the SQLite file, sets the pragmas every connection needs and applies
 * the committed migrations. ":memory:" gives a private database, as the tests use.
 */
export function openDatabase(file: string): Db {
  if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
  const db = withPragmas(new Database(file));
  migrate(db, { migrationsFolder });
  return db;
}

/**
 * A private in-memory database that starts as a copy of `image` (what `db.$client.serialize()` gave
 * for a database `openDatabase` made): the tests copy one migrated database instead of migrating
 * each of their own (a copy takes about a millisecond, migrating about 20).
 */
export function openDatabaseCopy(image: Buffer): Db {
  return withPragmas(new Database(image));
}

function withPragmas(sqlite: Database.Database): Db {
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return drizzle(sqlite, { schema });
}
