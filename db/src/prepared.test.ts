import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { type Db, type Executor, openDatabase, type Tx } from "./index";
import { columnParams, param, prepared } from "./prepared";
import { emailSubscriptions, rateLimitHits } from "./schema/index";

const opened: Db[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});
function open(): Db {
  const db = openDatabase(":memory:");
  opened.push(db);
  return db;
}

describe("a prepared query", () => {
  it("is built once for each connection it runs on, and runs with the values it is given", async () => {
    let builds = 0;
    const hitsOf = prepared((db: Executor) => {
      builds++;
      return db
        .select({ at: rateLimitHits.at })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, param("key")))
        .prepare();
    });
    const countHit = prepared((tx: Tx) =>
      tx
        .insert(rateLimitHits)
        .values(columnParams(["key", "at"] as const))
        .prepare(),
    );
    const [a, b] = [open(), open()];
    await a.write(async (tx) => {
      await countHit(tx).run({ key: "k1", at: 1 });
      await countHit(tx).run({ key: "k1", at: 2 });
      await countHit(tx).run({ key: "k2", at: 3 });
    });
    expect(await hitsOf(a).all({ key: "k1" })).toEqual([{ at: 1 }, { at: 2 }]);
    expect(await hitsOf(a).all({ key: "k2" })).toEqual([{ at: 3 }]);
    // Another database builds its own: nothing of the first leaks into it.
    expect(await hitsOf(b).all({ key: "k1" })).toEqual([]);
    // And inside a write, the transaction's own connection sees what it has written so far.
    await a.write(async (tx) => {
      await countHit(tx).run({ key: "k2", at: 4 });
      expect(await hitsOf(tx).all({ key: "k2" })).toEqual([{ at: 3 }, { at: 4 }]);
    });
    expect(builds).toBe(3);
  });

  it("encodes each column's values as an unprepared insert does, and leaves the rest to their defaults", async () => {
    const db = open();
    const subscribe = prepared((tx: Tx) =>
      tx
        .insert(emailSubscriptions)
        .values(
          columnParams([
            "id",
            "email",
            "isActive",
            "subscriptionDate",
            "unsubscribeToken",
            "createdAt",
            "updatedAt",
          ] as const),
        )
        .prepare(),
    );
    const at = "2026-11-27T10:00:00.000Z";
    await db.write(async (tx) => {
      for (const [id, isActive] of [
        ["s1", true],
        ["s2", false],
      ] as const) {
        await subscribe(tx).run({
          id,
          email: `${id}@example.com`,
          isActive,
          subscriptionDate: at,
          unsubscribeToken: `u-${id}`,
          createdAt: at,
          updatedAt: at,
        });
      }
    });
    const rows = await db
      .select({
        id: emailSubscriptions.id,
        isActive: emailSubscriptions.isActive,
        confirmedAt: emailSubscriptions.confirmedAt,
      })
      .from(emailSubscriptions);
    expect(rows).toEqual([
      { id: "s1", isActive: true, confirmedAt: null },
      { id: "s2", isActive: false, confirmedAt: null },
    ]);
  });
});
