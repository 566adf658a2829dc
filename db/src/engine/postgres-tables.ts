import { getTableColumns, getTableName, is, SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { getTableConfig, type SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../schema/index";

/**
 * The PostgreSQL tables, made from the one schema source (`db/src/schema/`, written with
 * drizzle's SQLite builders) rather than kept by hand beside it: drizzle has no builder for both
 * dialects (STACK.md, Round 3 notes). drizzle-kit generates `db/migrations/postgres/` from these,
 * and `db/src/schema-parity.test.ts` checks that both engines' migrated tables agree.
 *
 * Each column keeps its name, nullability, default, key and uniqueness; its type goes by family:
 *
 * | source (SQLite)               | PostgreSQL       | why                                             |
 * |-------------------------------|------------------|-------------------------------------------------|
 * | text                          | text             | ids, money as 2-place text, ISO timestamps      |
 * | text, mode json               | jsonb            | queried as JSON (decision 0001's shapes)        |
 * | integer                       | bigint (number)  | epoch-millisecond columns pass 2^31             |
 * | integer, mode boolean         | boolean          |                                                 |
 * | integer primary key autoincr. | bigserial        |                                                 |
 * | real                          | double precision |                                                 |
 *
 * Every twin also has a `rowid` column (bigserial) the source does not declare: SQLite numbers every
 * row in the order it was written, and the services order same-millisecond rows by it (an order's
 * events, a topic's replies). With a column of that name, `"t".rowid` means the same on both.
 */
type AnyPgTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: Record<string, AnyPgColumn>;
  dialect: "pg";
}>;

/** What every drizzle pg column builder offers; their own types differ only in the data type. */
interface ColumnBuilder extends PgColumnBuilderBase {
  notNull(): ColumnBuilder;
  default(value: unknown): ColumnBuilder;
  primaryKey(): ColumnBuilder;
  unique(name?: string): ColumnBuilder;
}

function typed(column: SQLiteColumn, autoIncrement: boolean): PgColumnBuilderBase {
  const name = column.name;
  switch (column.columnType) {
    case "SQLiteText":
      return text(name);
    case "SQLiteTextJson":
      return jsonb(name);
    case "SQLiteBoolean":
      return boolean(name);
    case "SQLiteInteger":
      return autoIncrement ? bigserial(name, { mode: "number" }) : bigint(name, { mode: "number" });
    case "SQLiteReal":
      return doublePrecision(name);
    default:
      throw new Error(`A column type the PostgreSQL tables do not know: ${column.columnType} (${name})`);
  }
}

function pgColumn(column: SQLiteColumn): PgColumnBuilderBase {
  const autoIncrement = "autoIncrement" in column && column.autoIncrement === true;
  let builder = typed(column, autoIncrement) as ColumnBuilder;
  if (column.notNull && !autoIncrement) builder = builder.notNull();
  if (column.default !== undefined) builder = builder.default(column.default);
  if (column.primary) builder = builder.primaryKey();
  if (column.isUnique) builder = builder.unique(column.uniqueName);
  return builder;
}

/** SQLite's implicit row number, a column of every PostgreSQL twin (see above). */
export const ROWID = "rowid";

/** The source's table (SQLite builders) by name, and its PostgreSQL twin once made. */
const made = new Map<string, AnyPgTable>();

function twinColumn(column: SQLiteColumn): AnyPgColumn {
  const tableName = getTableName(column.table);
  const table = made.get(tableName);
  const twin = table ? Object.values(getTableColumns(table)).find((c) => c.name === column.name) : undefined;
  if (!twin) throw new Error(`No PostgreSQL column for ${tableName}.${column.name}`);
  return twin;
}

function toPg(source: SQLiteTable): AnyPgTable {
  const config = getTableConfig(source);
  const columns: Record<string, PgColumnBuilderBase> = { rowid: bigserial(ROWID, { mode: "number" }) };
  for (const [key, column] of Object.entries(source)) {
    if (config.columns.includes(column as SQLiteColumn)) columns[key] = pgColumn(column as SQLiteColumn);
  }
  const table = pgTable(config.name, columns, (own) => {
    // Index, key and constraint builders take the columns drizzle hands this callback.
    const ownColumn = (column: SQLiteColumn): AnyPgColumn => {
      const twin = Object.values(own).find((c) => c.name === column.name);
      if (!twin) throw new Error(`No PostgreSQL column for ${config.name}.${column.name}`);
      return twin;
    };
    const columnOf = (c: SQLiteColumn | SQL) => (is(c, SQL) ? c : ownColumn(c));
    return [
      ...config.indexes.map(({ config: i }) => {
        const [first, ...rest] = i.columns.map(columnOf);
        if (!first) throw new Error(`Index ${i.name} has no column`);
        const built = (i.unique ? uniqueIndex(i.name) : index(i.name)).on(first, ...rest);
        return i.where ? built.where(i.where) : built;
      }),
      ...config.primaryKeys.map((pk) => {
        const [first, ...rest] = pk.columns.map(ownColumn);
        if (!first) throw new Error(`A primary key of ${config.name} has no column`);
        return primaryKey({ name: pk.getName(), columns: [first, ...rest] });
      }),
      ...config.uniqueConstraints.map((u) => {
        const [first, ...rest] = u.columns.map(ownColumn);
        if (!first) throw new Error(`Unique ${u.name} has no column`);
        return unique(u.name).on(first, ...rest);
      }),
      ...config.checks.map((c) => check(c.name, c.value)),
      ...config.foreignKeys.map((fk) => {
        const reference = fk.reference();
        const [first, ...rest] = reference.columns.map(ownColumn);
        const [foreignFirst, ...foreignRest] = reference.foreignColumns.map(twinColumn);
        if (!first || !foreignFirst) throw new Error(`A foreign key of ${config.name} has no column`);
        let built = foreignKey({
          name: fk.getName(),
          columns: [first, ...rest],
          foreignColumns: [foreignFirst, ...foreignRest],
        });
        if (fk.onDelete) built = built.onDelete(fk.onDelete);
        if (fk.onUpdate) built = built.onUpdate(fk.onUpdate);
        return built;
      }),
    ];
  });
  made.set(config.name, table as unknown as AnyPgTable);
  return table as unknown as AnyPgTable;
}

/** The schema source's export names that are tables. */
export type TableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends SQLiteTable ? K : never;
}[keyof typeof schema];

/** Every table of the schema source, as PostgreSQL tables, by the source's export name. */
export const postgresTables = Object.fromEntries(
  Object.entries(schema).flatMap(([key, value]) => (is(value, SQLiteTable) ? [[key, toPg(value)]] : [])),
) as Record<TableName, AnyPgTable>;
