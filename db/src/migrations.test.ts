import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, describe, expect, it } from "vitest";

const committed = join(import.meta.dirname, "../migrations/sqlite");

/** The committed migrations up to and including `last` (an index of the journal), in a folder of their own. */
function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(join(tmpdir(), "rr-migrations-"));
  cpSync(committed, folder, { recursive: true });
  const journalFile = join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("migration 0011 on a database that holds data (it was edited by hand)", () => {
  it("keeps every pending newsletter link for 7 days, recounts replies and starts the views afresh", () => {
    const before = migrationsUpTo(10);
    folders.push(before);
    const sqlite = new Database(":memory:");
    sqlite.pragma("foreign_keys = ON");
    migrate(drizzle(sqlite), { migrationsFolder: before });

    const at = "2026-11-20T10:00:00.000Z";
    const subscription = sqlite.prepare(
      `insert into email_subscriptions (id, email, subscription_date, unsubscribe_token, created_at, updated_at,
         confirm_token_hash, confirmed_at, unsubscribed_at, is_active) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    subscription.run("s-pending", "pending@example.com", at, "u1", at, at, "hash-pending", null, null, 0);
    subscription.run("s-confirmed", "confirmed@example.com", at, "u2", at, at, "hash-confirmed", at, null, 1);
    subscription.run("s-gone", "gone@example.com", at, "u3", at, at, "hash-gone", at, at, 0);
    subscription.run("s-none", "none@example.com", at, "u4", at, at, null, null, null, 0);

    sqlite
      .prepare("insert into users (id, username, email, password, created_at) values (?, ?, ?, ?, ?)")
      .run("u", "reader", "reader@example.com", "x", at);
    sqlite
      .prepare("insert into forum_categories (id, name, created_at) values (?, ?, ?)")
      .run("c", "General", at);
    sqlite
      .prepare(
        `insert into forum_topics (id, category_id, user_id, title, content, created_at, updated_at, reply_count, view_count)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run("t", "c", "u", "Hours", "Open Mondays?", at, at, 1, 7);
    const reply = sqlite.prepare(
      `insert into forum_replies (id, topic_id, user_id, content, created_at, updated_at, deleted_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
    );
    reply.run("r1", "t", "u", "No.", at, at, null);
    reply.run("r2", "t", "u", "Spam", at, at, at);
    sqlite
      .prepare("insert into forum_topic_views (id, topic_id, viewer_key, created_at) values (?, ?, ?, ?)")
      .run("v", "t", "session-1", at);

    const all = migrationsUpTo(Number.MAX_SAFE_INTEGER);
    folders.push(all);
    migrate(drizzle(sqlite), { migrationsFolder: all });

    expect(
      sqlite
        .prepare(
          "select subscription_id, token_hash, created_at, expires_at, used_at from newsletter_confirmations order by subscription_id",
        )
        .all(),
    ).toEqual([
      {
        subscription_id: "s-confirmed",
        token_hash: "hash-confirmed",
        created_at: at,
        expires_at: "2026-11-27T10:00:00.000Z",
        used_at: at,
      },
      {
        subscription_id: "s-pending",
        token_hash: "hash-pending",
        created_at: at,
        expires_at: "2026-11-27T10:00:00.000Z",
        used_at: null,
      },
    ]);
    const columns = sqlite.prepare("pragma table_info(email_subscriptions)").all() as { name: string }[];
    expect(columns.map((c) => c.name)).not.toContain("confirm_token_hash");
    // The deleted reply stays in the thread as "[deleted]", so it counts; the views keep their total.
    expect(sqlite.prepare("select reply_count, view_count from forum_topics").get()).toEqual({
      reply_count: 2,
      view_count: 7,
    });
    expect(sqlite.prepare("select count(*) as n from forum_topic_views").get()).toEqual({ n: 0 });
    expect(sqlite.prepare("pragma foreign_key_check").all()).toEqual([]);
    expect(sqlite.prepare("pragma integrity_check").get()).toEqual({ integrity_check: "ok" });
  });
});

describe("migration 0017 on a database that holds stock", () => {
  it("turns the adjustments into movements and gives every counted stock an opening balance", () => {
    const before = migrationsUpTo(16);
    folders.push(before);
    const sqlite = new Database(":memory:");
    sqlite.pragma("foreign_keys = ON");
    migrate(drizzle(sqlite), { migrationsFolder: before });

    const at = "2026-11-20T10:00:00.000Z";
    const wine = sqlite.prepare(
      "insert into wines (id, name, description, type, vintage, price, stock, created_at) values (?, ?, 'x', 'red', 2022, '20.00', ?, ?)",
    );
    wine.run("w-counted", "Counted", 30, at);
    wine.run("w-unlimited", "Unlimited", -1, at);
    wine.run("w-none", "Sold out", 0, at);
    const item = sqlite.prepare(
      "insert into merchandise (id, name, description, price, category, stock, created_at, updated_at) values (?, ?, 'x', '10.00', ?, ?, ?, ?)",
    );
    item.run("m-tote", "Tote", "Accessories", 7, at, at);
    item.run("m-tee", "Tee", "Apparel", 5, at, at);
    const size = sqlite.prepare(
      "insert into merchandise_sizes (id, merchandise_id, size, stock) values (?, ?, ?, ?)",
    );
    size.run("s1", "m-tee", "M", 3);
    size.run("s2", "m-tee", "L", 2);
    sqlite
      .prepare(
        `insert into stock_adjustments (id, wine_id, merchandise_id, size, change, stock_after, reason, note, by, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run("a1", "w-counted", null, null, 12, 40, "received", "Pallet", "rosa", at);

    const all = migrationsUpTo(Number.MAX_SAFE_INTEGER);
    folders.push(all);
    migrate(drizzle(sqlite), { migrationsFolder: all });

    const rows = sqlite
      .prepare(
        "select kind, product_id, size, change, stock_after, reason, adjustment_reason, by, note from stock_movements order by product_id, size, reason",
      )
      .all();
    expect(rows).toEqual([
      {
        kind: "merchandise",
        product_id: "m-tee",
        size: "L",
        change: 2,
        stock_after: 2,
        reason: "import",
        adjustment_reason: null,
        by: null,
        note: "Stock on record when movements began",
      },
      {
        kind: "merchandise",
        product_id: "m-tee",
        size: "M",
        change: 3,
        stock_after: 3,
        reason: "import",
        adjustment_reason: null,
        by: null,
        note: "Stock on record when movements began",
      },
      {
        kind: "merchandise",
        product_id: "m-tote",
        size: null,
        change: 7,
        stock_after: 7,
        reason: "import",
        adjustment_reason: null,
        by: null,
        note: "Stock on record when movements began",
      },
      {
        kind: "wine",
        product_id: "w-counted",
        size: null,
        change: 12,
        stock_after: 40,
        reason: "adjustment",
        adjustment_reason: "received",
        by: "rosa",
        note: "Pallet",
      },
      {
        kind: "wine",
        product_id: "w-counted",
        size: null,
        change: 18,
        stock_after: 30,
        reason: "import",
        adjustment_reason: null,
        by: null,
        note: "Stock on record when movements began",
      },
    ]);
    // Each counted stock is now the sum of its movements.
    expect(
      sqlite
        .prepare(
          "select product_id, sum(change) as stock from stock_movements group by product_id order by product_id",
        )
        .all(),
    ).toEqual([
      { product_id: "m-tee", stock: 5 },
      { product_id: "m-tote", stock: 7 },
      { product_id: "w-counted", stock: 30 },
    ]);
    expect(sqlite.prepare("select name from sqlite_master where name = 'stock_adjustments'").all()).toEqual(
      [],
    );
  });
});
