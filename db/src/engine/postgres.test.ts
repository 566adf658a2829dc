import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Reader } from "../port";
import { dataVersions, giftPackages, wines } from "../schema/index";
import { isRetryable, openPostgres, type PostgresDb, WRITE_TRIES } from "./postgres";
import { freshDatabase } from "./postgres-test-db";

const url = process.env.TEST_DATABASE_URL;

async function stockOf(db: Reader, id: string): Promise<number> {
  const [row] = await db.select({ stock: wines.stock }).from(wines).where(eq(wines.id, id));
  return row?.stock ?? 0;
}

describe.skipIf(!url)("PostgreSQL (npm run test:pg)", () => {
  let db: PostgresDb;
  let databaseUrl = "";
  beforeAll(async () => {
    databaseUrl = await freshDatabase(url ?? "");
    db = await openPostgres(databaseUrl, { max: 25 });
  });
  afterAll(() => db?.close());

  const wine = (id: string, stock: number) => ({
    id,
    name: id,
    description: "A wine for the test.",
    type: "red" as const,
    vintage: 2022,
    price: "20.00",
    stock,
    createdAt: "2026-11-27T10:00:00.000Z",
  });

  it("applies the migrations once, even when two servers open an empty database together", async () => {
    const empty = await freshDatabase(url ?? "");
    const both = await Promise.all([openPostgres(empty, { max: 2 }), openPostgres(empty, { max: 2 })]);
    const applied = await both[0].pool.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    // Each migration in the journal once, however many there are by now.
    const journal = JSON.parse(
      readFileSync(join(import.meta.dirname, "../../migrations/postgres/meta/_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    expect(applied.rows[0].n).toBe(journal.entries.length);
    expect(journal.entries.length).toBeGreaterThanOrEqual(3);
    await Promise.all(both.map((d) => d.close()));
  });

  it("holds a check-then-write with no guard in the query across processes: 20 buyers, 5 bottles, 5 sold", async () => {
    await db.write((tx) => tx.insert(wines).values(wine("race-wine", 5)));
    // Four server processes on the database: each takes its own writes in turn, so only
    // SERIALIZABLE keeps the processes' transactions from selling the same bottle.
    const processes = await Promise.all(
      Array.from({ length: 4 }, () => openPostgres(databaseUrl, { max: 4 })),
    );
    const buy = (i: number) =>
      processes[i % processes.length]?.write(async (tx) => {
        // Read, decide, write: what SERIALIZABLE must keep whole without a `stock >= 1` guard.
        const stock = await stockOf(tx, "race-wine");
        if (stock < 1) return false;
        await tx
          .update(wines)
          .set({ stock: stock - 1 })
          .where(eq(wines.id, "race-wine"));
        return true;
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => buy(i)));
    await Promise.all(processes.map((p) => p.close()));
    const sold = outcomes.filter((o) => o.status === "fulfilled" && o.value === true).length;
    const left = await stockOf(db, "race-wine");
    // A buyer may give up after 5 refused tries (a 409 for the shopper); none oversells.
    expect(left).toBe(5 - sold);
    expect(sold).toBe(5);
  });

  it("tries a refused transaction again, at most 5 times", async () => {
    let tries = 0;
    const refused = Object.assign(new Error("could not serialize access"), { code: "40001" });
    await expect(
      db.write(async () => {
        tries++;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(tries).toBe(WRITE_TRIES);
    expect(isRetryable(refused)).toBe(true);
    expect(isRetryable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
  });

  it("bumps the catalogue's data version in the transaction that changes a wine", async () => {
    const version = async () =>
      (await db.select().from(dataVersions).where(eq(dataVersions.area, "catalogue")))[0]?.version;
    const before = await version();
    await db.write((tx) => tx.insert(wines).values(wine("versioned-wine", 3)));
    expect(await version()).toBe((before ?? 0) + 1);
    // A write that rolls back leaves the version as it was.
    await expect(
      db.write(async (tx) => {
        await tx.update(wines).set({ stock: 2 }).where(eq(wines.id, "versioned-wine"));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await version()).toBe((before ?? 0) + 1);
  });

  it("answers counts and sums as numbers, as SQLite does", async () => {
    const [count] = await db
      .select({ n: sql<number>`count(*)`, total: sql<number>`sum(${wines.stock})` })
      .from(wines);
    expect(count).toEqual({ n: 2, total: 3 });
  });

  it("answers the SQLite builders' shapes: JSON, booleans, changed rows, one row, a ? in a literal", async () => {
    await db.write((tx) =>
      tx.insert(giftPackages).values({
        id: "gift-json",
        name: "Why not?",
        description: "Two reds.",
        price: "50.00",
        wineIds: ["versioned-wine", "race-wine"],
        occasion: "Thanks",
        createdAt: "2026-11-27T10:00:00.000Z",
        updatedAt: "2026-11-27T10:00:00.000Z",
      }),
    );
    const [gift] = await db
      .select({ wineIds: giftPackages.wineIds, isActive: giftPackages.isActive, asked: sql<string>`'why?'` })
      .from(giftPackages)
      .where(eq(giftPackages.id, "gift-json"));
    expect(gift).toEqual({ wineIds: ["versioned-wine", "race-wine"], isActive: true, asked: "why?" });
    const changed = await db.write((tx) =>
      tx.update(wines).set({ isAvailable: false }).where(eq(wines.isAvailable, true)),
    );
    expect(changed.changes).toBe(2);
  });
});
