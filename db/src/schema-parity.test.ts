import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { openPostgres } from "./engine/postgres";
import { ROWID } from "./engine/postgres-tables";
import { freshDatabase } from "./engine/postgres-test-db";
import * as schema from "./schema/index";

/**
 * Both engines migrated from empty hold the same tables (docs/decisions/0023-two-engines.md): the
 * same columns (name, type family, nullability, default), indexes, unique keys and checks. What
 * each engine keeps for forum search (SQLite's FTS5 tables, PostgreSQL's GIN indexes) is its own.
 */
const url = process.env.TEST_DATABASE_URL;

type Family = "text" | "json" | "integer" | "boolean" | "real";
interface Column {
  family: Family;
  nullable: boolean;
  default: string | null;
}
interface Shape {
  columns: Record<string, Column>;
  indexes: Record<string, string>;
  checks: string[];
}

/** The source's family for each column: the only place SQLite's booleans and JSON are told apart. */
const families = new Map<string, Family>();
for (const value of Object.values(schema)) {
  if (!is(value, SQLiteTable)) continue;
  const config = getTableConfig(value);
  for (const column of config.columns) {
    const family: Family =
      column.columnType === "SQLiteTextJson"
        ? "json"
        : column.columnType === "SQLiteBoolean"
          ? "boolean"
          : column.columnType === "SQLiteReal"
            ? "real"
            : column.columnType === "SQLiteInteger"
              ? "integer"
              : "text";
    families.set(`${config.name}.${column.name}`, family);
  }
}

/** What each engine stores a family as. */
const storage: Record<"sqlite" | "postgres", Record<Family, string[]>> = {
  sqlite: { text: ["text"], json: ["text"], integer: ["integer"], boolean: ["integer"], real: ["real"] },
  postgres: {
    text: ["text"],
    json: ["jsonb"],
    integer: ["bigint"],
    boolean: ["boolean"],
    real: ["double precision"],
  },
};

/** A default as a value: quotes, casts and the engines' spellings of true and false taken off. */
function normalDefault(value: string | null, family: Family): string | null {
  if (value === null) return null;
  let v = value.replace(/::[a-z ]+$/i, "").trim();
  if (v.startsWith("(") && v.endsWith(")")) v = v.slice(1, -1);
  if (v.startsWith("'") && v.endsWith("'")) v = v.slice(1, -1).replaceAll("''", "'");
  if (family === "boolean") return v === "1" || v === "true" ? "true" : "false";
  return v;
}

const searchOnly = (name: string) => name.startsWith("forum_search") || name.endsWith("_search_idx");

function sqliteShape(): Record<string, Shape> {
  const db = openDatabase(":memory:");
  const sqlite = db.$client;
  const shapes: Record<string, Shape> = {};
  const tables = sqlite
    .prepare(
      "select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
    )
    .all() as { name: string; sql: string }[];
  for (const { name: table, sql } of tables) {
    if (searchOnly(table)) continue;
    const shape: Shape = { columns: {}, indexes: {}, checks: [] };
    const info = sqlite.prepare(`pragma table_info("${table}")`).all() as {
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }[];
    for (const c of info) {
      const family = families.get(`${table}.${c.name}`) ?? "text";
      expect(storage.sqlite[family], `${table}.${c.name} on SQLite`).toContain(c.type.toLowerCase());
      // An INTEGER PRIMARY KEY is the rowid: never null, numbered by SQLite.
      const rowid = c.pk === 1 && c.type.toLowerCase() === "integer";
      shape.columns[c.name] = {
        family,
        nullable: !(c.notnull === 1 || c.pk > 0),
        default: rowid ? "(numbered)" : normalDefault(c.dflt_value, family),
      };
    }
    const indexes = sqlite.prepare(`pragma index_list("${table}")`).all() as {
      name: string;
      unique: number;
      origin: string;
      partial: number;
    }[];
    for (const index of indexes) {
      if (index.origin === "pk") continue;
      const columns = (
        sqlite.prepare(`pragma index_xinfo("${index.name}")`).all() as { name: string | null; key: number }[]
      )
        .filter((c) => c.key === 1)
        .map((c) => c.name ?? "(expression)");
      shape.indexes[index.name] =
        `${index.unique ? "unique " : ""}(${columns.join(", ")})${index.partial ? " partial" : ""}`;
    }
    shape.checks = [...sql.matchAll(/CONSTRAINT\s+["`]?(\w+)["`]?\s+CHECK/gi)].map((m) => m[1] ?? "").sort();
    shapes[table] = shape;
  }
  db.close();
  return shapes;
}

async function postgresShape(databaseUrl: string): Promise<Record<string, Shape>> {
  const db = await openPostgres(databaseUrl, { max: 2 });
  await db.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const shapes: Record<string, Shape> = {};
    const tables = await client.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    for (const { table_name: table } of tables.rows) {
      shapes[table] = { columns: {}, indexes: {}, checks: [] };
    }
    const columns = await client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      column_default: string | null;
    }>(
      "select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = 'public'",
    );
    for (const c of columns.rows) {
      const shape = shapes[c.table_name];
      // The twins' stand-in for SQLite's implicit row number (engine/postgres-tables.ts).
      if (!shape || c.column_name === ROWID) continue;
      const family = families.get(`${c.table_name}.${c.column_name}`) ?? "text";
      expect(storage.postgres[family], `${c.table_name}.${c.column_name} on PostgreSQL`).toContain(
        c.data_type,
      );
      const numbered = c.column_default?.startsWith("nextval(") === true;
      shape.columns[c.column_name] = {
        family,
        nullable: c.is_nullable === "YES",
        default: numbered ? "(numbered)" : normalDefault(c.column_default, family),
      };
    }
    const indexes = await client.query<{
      table: string;
      name: string;
      unique: boolean;
      primary: boolean;
      partial: boolean;
      columns: (string | null)[];
    }>(`
      select t.relname as table, i.relname as name, x.indisunique as unique, x.indisprimary as primary,
             x.indpred is not null as partial,
             array(select a.attname::text from unnest(x.indkey) with ordinality k(attnum, n)
                   left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
                   order by k.n) as columns
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace s on s.oid = t.relnamespace where s.nspname = 'public'`);
    for (const index of indexes.rows) {
      const shape = shapes[index.table];
      if (!shape || index.primary || searchOnly(index.name)) continue;
      const names = index.columns.map((c) => c ?? "(expression)");
      shape.indexes[index.name] =
        `${index.unique ? "unique " : ""}(${names.join(", ")})${index.partial ? " partial" : ""}`;
    }
    const checks = await client.query<{ table: string; name: string }>(`
      select t.relname as table, c.conname as name from pg_constraint c join pg_class t on t.oid = c.conrelid
      join pg_namespace s on s.oid = t.relnamespace where s.nspname = 'public' and c.contype = 'c'`);
    for (const check of checks.rows) shapes[check.table]?.checks.push(check.name);
    for (const shape of Object.values(shapes)) shape.checks.sort();
    return shapes;
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)("the schema on both engines (npm run test:pg)", () => {
  it("has the same tables, columns, indexes, unique keys and checks", async () => {
    const databaseUrl = await freshDatabase(url ?? "");
    const onSqlite = sqliteShape();
    const onPostgres = await postgresShape(databaseUrl);
    expect(Object.keys(onPostgres).sort()).toEqual(Object.keys(onSqlite).sort());
    for (const table of Object.keys(onSqlite)) {
      expect(onPostgres[table], table).toEqual(onSqlite[table]);
    }
    // The comparison looked at every table and some of everything.
    const all = Object.values(onSqlite);
    expect(all.length).toBe(Object.values(schema).filter((v) => is(v, SQLiteTable)).length);
    expect(all.flatMap((s) => Object.keys(s.indexes)).length).toBeGreaterThan(40);
    expect(all.flatMap((s) => s.checks).length).toBe(6);
  });
});
