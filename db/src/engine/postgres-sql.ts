/** Texts already rewritten: the services run a few hundred distinct queries. */
const rewritten = new Map<string, string>();
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
  const known = rewritten.get(text);
  if (known !== undefined) return known;
  const out = numbered(text).replace(
    CONFLICT_TARGET,
    (_, columns: string) => `on conflict (${columns.replace(TABLE_PREFIX, "")})`,
  );
  if (rewritten.size >= KEPT) rewritten.clear();
  rewritten.set(text, out);
  return out;
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
