// Generates db/migrations/postgres/ from the one schema source, as `drizzle-kit generate` does for
// SQLite: the next migration is the difference between the last snapshot and the tables now
// (db/src/engine/postgres-tables.ts). `--custom NAME` adds an empty migration to write by hand
// (triggers, search), which the migrator runs in its turn.
//
//   npm run db:generate   (both engines)
//   node --import tsx db/scripts/generate-postgres.ts --custom NAME   (an empty one to write by hand)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { postgresTables } from "../src/engine/postgres-tables";

const folder = join(import.meta.dirname, "../migrations/postgres");
const meta = join(folder, "meta");
mkdirSync(meta, { recursive: true });
const journalFile = join(meta, "_journal.json");
interface Journal {
  version: string;
  dialect: string;
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}
const journal: Journal = existsSync(journalFile)
  ? JSON.parse(readFileSync(journalFile, "utf8"))
  : { version: "7", dialect: "postgresql", entries: [] };

const snapshots = readdirSync(meta)
  .filter((f) => f.endsWith("_snapshot.json"))
  .sort();
const lastSnapshot = snapshots.at(-1);
type Snapshot = ReturnType<typeof generateDrizzleJson>;
const previous: Snapshot = lastSnapshot
  ? JSON.parse(readFileSync(join(meta, lastSnapshot), "utf8"))
  : generateDrizzleJson({});
const current = generateDrizzleJson(postgresTables, previous.id);

const customAt = process.argv.indexOf("--custom");
const custom = customAt > 0 ? process.argv[customAt + 1] : undefined;
const statements = custom ? [] : await generateMigration(previous, current);
if (!custom && statements.length === 0) {
  console.log("PostgreSQL: no schema changes.");
  process.exit(0);
}
const idx = journal.entries.length;
const tag = `${String(idx).padStart(4, "0")}_${custom ?? (idx === 0 ? "init" : "changes")}`;
writeFileSync(
  join(folder, `${tag}.sql`),
  custom
    ? "-- Written by hand: see the comment of each statement.\n"
    : `${statements.join("\n--> statement-breakpoint\n")}\n`,
);
writeFileSync(
  join(meta, `${String(idx).padStart(4, "0")}_snapshot.json`),
  `${JSON.stringify(custom ? { ...previous, id: current.id, prevId: previous.id } : current, null, 2)}\n`,
);
journal.entries.push({ idx, version: "7", when: Date.now(), tag, breakpoints: true });
writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
console.log(`PostgreSQL: wrote db/migrations/postgres/${tag}.sql (${statements.length} statements).`);
