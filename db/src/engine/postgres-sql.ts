import { createHash } from "node:crypto";

/** A query as node-postgres takes it: its text, and the name each connection keeps its plan by. */
export interface PostgresQuery {
  text: string;
  name: string;
}

/** Queries already rewritten: the services run a few hundred distinct ones. */
const rewritten = new Map<string, PostgresQuery>();
const KEPT = 2000;

/** drizzle's SQLite builders name a conflict's columns with their table, which PostgreSQL refuses. */
const CONFLICT_TARGET = /on conflict \(([^)]*)\)/g;
const TABLE_PREFIX = /"[^"]+"\./g;

/**
 * A query's SQL text, as drizzle's SQLite builders wrote it, as PostgreSQL reads it: the `?`
 * placeholders numbered `$1, $2, ...` (one inside a quoted string or name is left alone: values
 * always travel as parameters, so a literal with a question mark is still text), and the columns of
 * `on conflict (...)` without their table's name.
 */
export function toPostgresSql(text: string): string {
  return toPostgresQuery(text).text;
}

/**
 * The query with a name: node-postgres then has each connection parse and plan it once and keep
 * it (a prepared statement), where an unnamed query is parsed and planned at every run.
 */
export function toPostgresQuery(sqliteText: string): PostgresQuery {
  const known = rewritten.get(sqliteText);
  if (known !== undefined) return known;
  const text = numbered(sqliteText).replace(
    CONFLICT_TARGET,
    (_, columns: string) => `on conflict (${columns.replace(TABLE_PREFIX, "")})`,
  );
  const query = { text, name: `rr_${createHash("sha1").update(text).digest("base64url")}` };
  if (rewritten.size >= KEPT) rewritten.clear();
  rewritten.set(sqliteText, query);
  return query;
}

function numbered(text: string): string {
  let out = "";
  let n = 0;
  let quote: string | null = null;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === "?") {
      out += `$${++n}`;
      continue;
    }
    out += char;
  }
  return out;
}
