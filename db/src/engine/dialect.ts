import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Engine } from "../port";

/**
 * The few places where SQLite and PostgreSQL spell a thing differently (decision 0023). Everything
 * else the services write is SQL both read; these take the engine from the `db` or `tx` at hand.
 */

/** The larger of two numbers: SQLite's two-argument `max`, PostgreSQL's `greatest`. */
export function larger(engine: Engine, a: SQLWrapper | number, b: SQLWrapper | number): SQL {
  return engine === "postgres" ? sql`greatest(${a}, ${b})` : sql`max(${a}, ${b})`;
}

/**
 * Whether the JSON array of text in `column` holds `value` (compared in lower case when asked):
 * SQLite's `json_each`, PostgreSQL's `jsonb_array_elements_text`.
 */
export function jsonArrayHas(
  engine: Engine,
  column: SQLWrapper,
  value: SQLWrapper | string,
  options: { anyCase?: boolean } = {},
): SQL {
  const item = sql.raw(engine === "postgres" ? "item.value" : "json_each.value");
  const condition = options.anyCase ? sql`lower(${item}) = lower(${value})` : sql`${item} = ${value}`;
  return engine === "postgres"
    ? sql`exists (select 1 from jsonb_array_elements_text(${column}) as item(value) where ${condition})`
    : sql`exists (select 1 from json_each(${column}) where ${condition})`;
}

/** The value under `key` of the JSON object in `column`, as text (a list as its JSON text). */
export function jsonText(engine: Engine, column: SQLWrapper, key: string): SQL {
  if (!/^[a-z_]+$/.test(key)) throw new Error(`A JSON key the queries do not expect: ${key}`);
  return engine === "postgres"
    ? sql`(${column} ->> ${sql.raw(`'${key}'`)})`
    : sql`json_extract(${column}, ${sql.raw(`'$.${key}'`)})`;
}

/**
 * Whether the text of `column` holds what a person typed, in any case: `%` and `_` typed are
 * letters, not wildcards. Written in lower case on both sides, as SQLite's `like` ignores case
 * (for ASCII) and PostgreSQL's does not: both engines then answer alike for ASCII letters
 * (PostgreSQL's `lower` folds accented capitals too, SQLite's leaves them).
 */
export function containsText(column: SQLWrapper, typed: string): SQL {
  const pattern = `%${typed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${column}) like ${pattern} escape '\\'`;
}
