import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { SqliteDb } from "../client";
import * as schema from "../schema/index";
import type { PostgresDb } from "./postgres";
import { ROWID } from "./postgres-tables";

/** Kept by each engine for itself: the migrations' bookkeeping, and the caches' data versions. */
const NOT_COPIED = new Set(["data_versions"]);
/** Rows sent in one statement (PostgreSQL takes at most 65,535 parameters a statement). */
const BATCH_ROWS = 500;

export interface CopiedTable {
  table: string;
  sqlite: number;
  postgres: number;
}

/** The schema's tables, each after the tables its foreign keys point at. */
function tablesInOrder(): SQLiteTable[] {
  const tables = Object.values(schema).flatMap((value) => (is(value, SQLiteTable) ? [value] : []));
  const byName = new Map(tables.map((table) => [getTableConfig(table).name, table]));
  const ordered: SQLiteTable[] = [];
  const placed = new Set<string>();
  const place = (table: SQLiteTable, path: Set<string>) => {
    const { name, foreignKeys } = getTableConfig(table);
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const key of foreignKeys) {
      const target = getTableConfig(key.reference().foreignTable).name;
      const referenced = byName.get(target);
      if (referenced && target !== name) place(referenced, path);
    }
    placed.add(name);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/**
 * Copies every table of a SQLite winery into an empty PostgreSQL database (both migrated to the
 * same schema), in one transaction: all of it or, on any error, nothing. Rows keep their order
 * (SQLite's rowid becomes the `rowid` column), values their meaning (0/1 become booleans, JSON
 * text becomes jsonb). Answers each table's row count on both sides after the copy.
 */
export async function copySqliteToPostgres(source: SqliteDb, target: PostgresDb): Promise<CopiedTable[]> {
  const sqlite = source.$client;
  const tables = tablesInOrder().filter((table) => !NOT_COPIED.has(getTableConfig(table).name));
  const client = await target.pool.connect();
  try {
    await client.query("BEGIN");
    for (const table of tables) {
      const { name } = getTableConfig(table);
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
      if ((rows[0]?.n ?? 0) > 0) {
        throw new Error(
          `nothing was copied: the PostgreSQL database is not empty ("${name}" has rows). Copy into a new database.`,
        );
      }
    }
    for (const table of tables) {
      const { name, columns } = getTableConfig(table);
      const names = [ROWID, ...columns.map((column) => column.name)];
      const booleans = columns.map((column) => column.columnType === "SQLiteBoolean");
      const quoted = names.map((column) => `"${column}"`).join(", ");
      const select = sqlite.prepare(
        `select rowid, ${columns.map((column) => `"${column.name}"`).join(", ")} from "${name}" order by rowid`,
      );
      let batch: unknown[][] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const values: unknown[] = [];
        const tuples = batch.map((row) => {
          const start = values.length;
          values.push(...row);
          return `(${row.map((_, i) => `$${start + i + 1}`).join(", ")})`;
        });
        await client.query(`insert into "${name}" (${quoted}) values ${tuples.join(", ")}`, values);
        batch = [];
      };
      for (const row of select.raw().iterate() as Iterable<unknown[]>) {
        const [rowid, ...rest] = row;
        batch.push([rowid, ...rest.map((value, i) => (booleans[i] && value !== null ? value === 1 : value))]);
        if (batch.length >= BATCH_ROWS) await flush();
      }
      await flush();
      // The numbers PostgreSQL hands out next start after the copied ones.
      for (const column of [
        ROWID,
        ...columns.filter((c) => "autoIncrement" in c && c.autoIncrement).map((c) => c.name),
      ]) {
        await client.query(
          `select setval(pg_get_serial_sequence($1, $2), coalesce((select max("${column}") from "${name}"), 0) + 1, false)`,
          [`"${name}"`, column],
        );
      }
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    if (error instanceof Error && error.message.startsWith("nothing was copied")) throw error;
    throw new Error(
      `nothing was copied (the transaction was rolled back): ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    client.release();
  }
  const counted: CopiedTable[] = [];
  // The copy is committed; what follows only reads.
  for (const table of tables) {
    const { name } = getTableConfig(table);
    const onSqlite = sqlite.prepare(`select count(*) as n from "${name}"`).get() as { n: number };
    const onPostgres = await target.pool.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    counted.push({ table: name, sqlite: onSqlite.n, postgres: onPostgres.rows[0]?.n ?? -1 });
  }
  return counted;
}
