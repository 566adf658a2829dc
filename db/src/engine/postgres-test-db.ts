import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Databases on the test cluster at `url` (scripts/postgres.mjs starts it for `npm run test:pg`):
 * each test file, and each test app, gets its own, as each gets its own SQLite file.
 */

async function onCluster<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `url` with another database's name. */
export function databaseUrl(url: string, name: string): string {
  const at = new URL(url);
  at.pathname = `/${name}`;
  return at.toString();
}

/** A new database, empty or a copy of `template` (which nobody may be connected to). Answers its name. */
export async function createDatabase(url: string, options: { name?: string; template?: string } = {}) {
  const name = options.name ?? `rr_${randomBytes(6).toString("hex")}`;
  await onCluster(url, async (client) => {
    if (options.name) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ""}`);
  });
  return name;
}

/** A new, empty database on the cluster: answers its URL. */
export async function freshDatabase(url: string): Promise<string> {
  return databaseUrl(url, await createDatabase(url));
}

/** Drops the databases named, with whoever is still connected to them. */
export async function dropDatabases(url: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await onCluster(url, (client) =>
    Promise.all(names.map((name) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  );
}
