import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type SqliteDb as Db, openDatabase } from "../client";
import { rateLimitHits } from "../schema/index";

const folders: string[] = [];
const opened: Db[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the WAL of a database file", () => {
  it("is copied into the file by the checkpoint worker and written from its start again", async () => {
    const folder = mkdtempSync(join(tmpdir(), "rr-wal-"));
    folders.push(folder);
    const file = join(folder, "shop.db");
    const db = openDatabase(file);
    opened.push(db);
    for (let i = 0; i < 400; i++) {
      await db.write((tx) => tx.insert(rateLimitHits).values({ key: `k${i}`, at: i }));
    }
    // The worker checkpoints every quarter second; SQLite's own would wait for 16,000 pages.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await db.write((tx) => tx.insert(rateLimitHits).values({ key: "after", at: 0 }));
    const [state] = db.$client.pragma("wal_checkpoint(PASSIVE)") as { log: number }[];
    // Without the worker the WAL would hold every page of the 401 commits.
    expect(state?.log).toBeLessThan(10);
  });
});
