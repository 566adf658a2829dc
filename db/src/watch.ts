import type { Db } from "./client";

type Listener = (table: string) => void;

/** One set of listeners per connection: the SQL function calls them all. */
const listenersOf = new WeakMap<Db["$client"], Set<Listener>>();
const FUNCTION = "rr_table_written";

/**
 * Calls `listener` whenever a row of one of `tables` is inserted, updated or deleted through this
 * connection, whoever writes it (a service, a job, the seed, a test), through TEMP triggers that call
 * a JavaScript function. It is called inside the writing statement, before the transaction commits
 * (or rolls back), so a listener should only drop what it kept, never read or write the database.
 * Returns a function that stops listening.
 */
export function watchWrites(db: Db, tables: readonly string[], listener: Listener): () => void {
  const sqlite = db.$client;
  let listeners = listenersOf.get(sqlite);
  if (!listeners) {
    const set = new Set<Listener>();
    listeners = set;
    listenersOf.set(sqlite, set);
    sqlite.function(FUNCTION, { deterministic: false }, (table: unknown) => {
      for (const call of set) call(String(table));
      return null;
    });
  }
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`Not a table name: ${table}`);
    for (const event of ["insert", "update", "delete"]) {
      sqlite.exec(
        `create temp trigger if not exists rr_watch_${table}_${event} after ${event} on ${table} begin select ${FUNCTION}('${table}'); end`,
      );
    }
  }
  listeners.add(listener);
  const set = listeners;
  return () => set.delete(listener);
}
