// Moves a winery from SQLite to PostgreSQL (docs/decisions/0023-two-engines.md):
//
//   npm run db:copy -- data/ridge-road.db postgres://user:password@host:5432/ridgeroad
//
// Stop the server first (nothing may write to the file meanwhile). The PostgreSQL database must be
// new (created with `createdb`, never started against): the copy refuses one that has rows. Both
// are migrated to the current schema first; every table is copied in one transaction, then each
// table's rows are counted on both sides, and any difference fails the command.
import { existsSync } from "node:fs";
import { openDatabase } from "../src/client";
import { copySqliteToPostgres } from "../src/engine/copy";
import { openPostgres } from "../src/engine/postgres";

const [file, url] = process.argv.slice(2);
if (!file || !url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error("Usage: npm run db:copy -- <SQLite file> <postgres://user:password@host:5432/name>");
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No SQLite database at ${file}.`);
  process.exit(2);
}
const source = openDatabase(file);
const target = await openPostgres(url, { max: 2 });
try {
  const started = Date.now();
  const counted = await copySqliteToPostgres(source, target);
  const width = Math.max(...counted.map((c) => c.table.length));
  console.log(`${"table".padEnd(width)}  ${"SQLite".padStart(10)}  ${"PostgreSQL".padStart(10)}`);
  let differences = 0;
  for (const { table, sqlite, postgres } of counted) {
    const same = sqlite === postgres;
    if (!same) differences++;
    console.log(
      `${table.padEnd(width)}  ${String(sqlite).padStart(10)}  ${String(postgres).padStart(10)}${same ? "" : "  DIFFERENT"}`,
    );
  }
  const rows = counted.reduce((sum, c) => sum + c.postgres, 0);
  if (differences > 0) {
    console.error(`${differences} tables differ: the copy is not complete.`);
    process.exitCode = 1;
  } else {
    console.log(
      `Copied ${counted.length} tables, ${rows} rows, in ${Date.now() - started} ms: every count matches.`,
    );
  }
} catch (error) {
  console.error(`The copy stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await source.close();
  await target.close();
}
