import { dataVersions, wines } from "db";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/helpers";
import { AnswerCache, dataVersionsOf } from "./answer-cache";

const RIESLING = "wine-lakeshore-riesling-2022";

/**
 * A shop of one number kept in an AnswerCache: `write()` changes the number and moves the version,
 * as a committed transaction and its trigger do. `during` runs inside the build, after the answer
 * read the number: a write that lands while the answer is being built.
 */
function shop(versionsOf?: () => Promise<string | null>) {
  const state = { stock: 10, version: 0, builds: 0, during: undefined as (() => void) | undefined };
  const write = (stock: number) => {
    state.stock = stock;
    state.version++;
  };
  const cache = new AnswerCache(versionsOf ?? (async () => `catalogue:${state.version}`));
  const app = new Hono();
  app.use("*", cache.middleware({ cacheable: () => true, shared: () => true }));
  app.get("/stock", (c) => {
    state.builds++;
    const body = String(state.stock);
    state.during?.();
    state.during = undefined;
    return c.text(body);
  });
  const get = async () => (await app.request("http://localhost/stock")).text();
  return { state, write, cache, get };
}

describe("answers kept with their data versions", () => {
  it("serves the kept answer while the version holds, and builds again once it moves", async () => {
    const s = shop();
    expect(await s.get()).toBe("10");
    expect(await s.get()).toBe("10");
    expect(s.state.builds).toBe(1);
    s.write(4);
    expect(await s.get()).toBe("4");
    expect(s.state.builds).toBe(2);
  });

  it("never keeps an answer under the version of a write that landed while it was built", async () => {
    const s = shop();
    s.state.during = () => s.write(3);
    // This request read the stock before the write: it is right for its own moment...
    expect(await s.get()).toBe("10");
    // ...but it was kept with the version read before it was built, so the next one builds again.
    expect(await s.get()).toBe("3");
    expect(await s.get()).toBe("3");
    expect(s.state.builds).toBe(2);
  });

  it("keeps nothing when the versions cannot be read", async () => {
    const s = shop(async () => null);
    await s.get();
    await s.get();
    expect(s.state.builds).toBe(2);
    expect(s.cache.size).toBe(0);
  });

  it("reads the database's versions of the areas asked for, one text for all", async () => {
    const t = await createTestApp();
    const version = async (area: string) =>
      (await t.db.select().from(dataVersions).where(eq(dataVersions.area, area)))[0]?.version ?? -1;
    const [catalogue, pages] = [await version("catalogue"), await version("pages")];
    const read = dataVersionsOf(t.db, ["catalogue", "pages"]);
    expect(await read()).toBe(`catalogue:${catalogue},pages:${pages}`);
    // A sale: one row of wines written moves the catalogue's version, not the pages' own.
    await t.db.write((tx) => tx.update(wines).set({ stock: 5 }).where(eq(wines.id, RIESLING)));
    expect(await read()).toBe(`catalogue:${catalogue + 1},pages:${pages}`);
    expect(await dataVersionsOf(t.db, ["catalogue"])()).toBe(`catalogue:${catalogue + 1}`);
  });

  it("shares one read among requests that ask together, and never one read before a request asked", async () => {
    const t = await createTestApp();
    const read = dataVersionsOf(t.db, ["catalogue"]);
    const together = [read(), read(), read()];
    expect(together[1]).toBe(together[0]);
    expect(together[2]).toBe(together[0]);
    const seen = await together[0];
    await t.db.write((tx) => tx.update(wines).set({ stock: 1 }).where(eq(wines.id, RIESLING)));
    const later = await read();
    expect(later).not.toBe(seen);
    // The read runs after the asking, never before: a write that commits meanwhile is in it.
    // (On SQLite a write commits within the tick it starts in, before the shared read runs; on
    // PostgreSQL it takes round trips, so there the read may come first, as the rule allows.)
    if (t.db.engine !== "sqlite") return;
    const bump = t.db.write((tx) => tx.update(wines).set({ stock: 2 }).where(eq(wines.id, RIESLING)));
    const asked = read();
    await bump;
    expect(await asked).not.toBe(later);
  });
});
