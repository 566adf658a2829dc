import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A new, empty database on the test cluster at `url` (scripts/postgres.mjs starts it for
 * `npm run test:pg`), so each test file starts from nothing. Answers its URL.
 */
export async function freshDatabase(url: string): Promise<string> {
  const name = `rr_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const at = new URL(url);
  at.pathname = `/${name}`;
  return at.toString();
}
