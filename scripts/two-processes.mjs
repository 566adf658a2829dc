// Two server processes on one database behave as one (issue 24). Starts A and B on the same
// database, sends each race half to each process, and checks the exact counts; then kills A
// mid-run (SIGKILL) and times B taking its jobs over. Part of `npm test` on a SQLite file, about a
// minute; with DATABASE_URL (an empty PostgreSQL database: `npm run test:pg` makes one), on that.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { approvedCard, Browser, payCart } from "../bench/browser.mjs";
import { startServer } from "../bench/server.mjs";

const postgresUrl = process.env.DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), "rr-two-"));
const file = join(dir, "shop.db");
const ADMIN_PASSWORD = "two-processes-admin";
const PASSWORD = "two-processes-password";
const failures = [];
function check(what, actual, expected) {
  const ok = JSON.stringify(actual) === JSON.stringify(expected);
  console.log(
    `${ok ? "ok  " : "FAIL"} ${what}: ${JSON.stringify(actual)}${ok ? "" : ` (expected ${JSON.stringify(expected)})`}`,
  );
  if (!ok) failures.push(what);
}

const children = [];
/** A server on the shared file; `child` is its process, killed at the end (or mid-run, for A). */
async function start() {
  const server = await startServer({
    ...(postgresUrl ? { DATABASE_URL: postgresUrl } : { DATABASE_FILE: file }),
    ADMIN_PASSWORD,
    TRUST_PROXY: "1",
    WEB_SERVER_DIST: "none",
    // The offline gateway answers like a real one: requests overlap between "stock taken" and "paid".
    TEST_GATEWAY_DELAY_MS: "40",
  });
  children.push(server.child);
  return server;
}

let keys = 0;
const pay = (b, server) => payCart(b, server, `two-processes-${keys++}`);

let members = 0;
async function member(server, tier) {
  const b = new Browser();
  const username = `two_${process.pid}_${++members}`;
  await b.ok(server, "POST", "/api/auth/signup", {
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
    dateOfBirth: "1980-05-17",
  });
  await b.ok(server, "POST", "/api/auth/login", { username, password: PASSWORD });
  if (tier) {
    await b.ok(server, "POST", "/api/membership/cart", { tier });
    const paid = await pay(b, server);
    if (paid.status !== 200) throw new Error(`joining failed: ${JSON.stringify(paid.body)}`);
  }
  return b;
}

const pool = postgresUrl ? new pg.Pool({ connectionString: postgresUrl, max: 2 }) : null;
/** Rows of a query written for both engines, `?` for each value. */
async function rows(sql, ...params) {
  if (pool) {
    let n = 0;
    return (
      await pool.query(
        sql.replace(/\?/g, () => `$${++n}`),
        params,
      )
    ).rows;
  }
  const conn = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return conn.prepare(sql).all(...params);
  } finally {
    conn.close();
  }
}
const count = async (sql, ...params) => Number((await rows(sql, ...params))[0].n);

try {
  const processA = await start();
  const processB = await start();
  const [A, B] = [processA.url, processB.url];
  const both = [A, B];
  const admin = new Browser();
  await admin.ok(A, "POST", "/api/auth/login", { username: "admin", password: ADMIN_PASSWORD });
  console.log(`A ${A}, B ${B}, one database: ${postgresUrl ?? file}`);

  // A price changed through A shows on B's very next request (B has the old answer in memory).
  const wine = await admin.ok(A, "POST", "/api/wines", {
    name: "Two Process Reserve",
    description: "The last bottles of a vintage.",
    type: "red",
    vintage: 2021,
    price: "40.00",
    stock: 5,
  });
  const listed = async () => (await new Browser().ok(B, "GET", "/api/wines")).find((w) => w.id === wine.id);
  check("B lists the new wine", (await listed())?.price, "40.00");
  await admin.ok(A, "PUT", `/api/wines/${wine.id}`, { ...wine, price: "44.00" });
  check("B's next answer after A changed the price", (await listed())?.price, "44.00");

  // 40 buyers for the last 5 bottles, half on each process.
  const buyers = Array.from({ length: 40 }, () => new Browser());
  await Promise.all(
    buyers.map((b, i) => b.ok(both[i % 2], "POST", "/api/cart", { wineId: wine.id, quantity: 1 })),
  );
  const paid = await Promise.all(buyers.map((b, i) => pay(b, both[i % 2])));
  const statuses = paid.map((r) => r.status);
  check("40 buyers, 5 bottles: paid", statuses.filter((s) => s === 200).length, 5);
  check("40 buyers, 5 bottles: out of stock (409)", statuses.filter((s) => s === 409).length, 35);
  check("stock read on B", (await new Browser().ok(B, "GET", `/api/wines/${wine.id}`)).stock, 0);
  check(
    "confirmed orders of the wine",
    await count(
      "select count(distinct o.id) as n from orders o join order_items i on i.order_id = o.id where i.wine_id = ? and o.status = 'confirmed'",
      wine.id,
    ),
    5,
  );

  // 20 upgrades of one member at once, half sent to each process, the same card.
  const upgrader = await member(A, "essential");
  const upgrades = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      upgrader.call(both[i % 2], "POST", "/api/membership/upgrade", {
        targetTier: "premium",
        paymentData: { name: "Two Buyer", cardNumber: approvedCard.cardNumber, cvv: "123", zipCode: "44004" },
      }),
    ),
  );
  check("20 upgrades: succeeded", upgrades.filter((r) => r.status === 200).length, 1);
  check("20 upgrades: refused (409)", upgrades.filter((r) => r.status === 409).length, 19);
  check(
    "upgrade charges recorded",
    await count("select count(*) as n from orders where idempotency_key like 'upgrade-%'"),
    1,
  );

  // 30 bookings for 10 spots, half on each process.
  const type = await admin.ok(A, "POST", "/api/reservation-types", {
    name: "Two Process Tasting",
    description: "Ten places.",
    category: "activity",
    duration: 60,
    capacity: 10,
    price: "25.00",
  });
  const slots = await new Browser().ok(B, "GET", `/api/reservation-slots?typeId=${type.id}`);
  const slot = slots.find((s) => Date.parse(s.startTime) > Date.now() + 3_600_000);
  const guests = await Promise.all(Array.from({ length: 30 }, (_, i) => member(both[i % 2], null)));
  const bookings = await Promise.all(
    guests.map((b, i) =>
      b.call(both[i % 2], "POST", "/api/reservations", {
        reservationSlotId: slot.id,
        guestCount: 1,
        contactPhone: "(440) 555-0123",
      }),
    ),
  );
  check("30 bookings, 10 spots: booked", bookings.filter((r) => r.status === 200).length, 10);
  check("30 bookings, 10 spots: refused (409)", bookings.filter((r) => r.status === 409).length, 20);
  check(
    "spots left, read on A",
    (await new Browser().ok(A, "GET", `/api/reservation-slots?typeId=${type.id}`)).find(
      (s) => s.id === slot.id,
    )?.availableSpots,
    0,
  );

  // The billing run started on both at once: every due membership charged once. (First the day's
  // scheduled run, which each process starts on its own, must have finished.)
  await Promise.all(Array.from({ length: 5 }, (_, i) => member(both[i % 2], "essential")));
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const dueIds = async () =>
    (await rows("select id from memberships where status = 'active' and next_billing_date > ?", today)).map(
      (r) => r.id,
    );
  for (
    let i = 0;
    i < 300 &&
    !(await count(
      "select count(*) as n from club_runs where trigger = 'schedule' and finished_at is not null",
    ));
    i++
  ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const due = await dueIds();
  for (const id of due)
    await admin.ok(A, "PATCH", `/api/admin/memberships/${id}`, { nextBillingDate: today });
  const runs = await Promise.all(both.map((s) => admin.call(s, "POST", "/api/admin/club/runs", {})));
  check(
    "billing started on both: one ran, one was told it is in progress",
    runs.map((r) => r.status).sort(),
    [200, 409],
  );
  check(
    "the 409 says why",
    runs.find((r) => r.status === 409)?.body?.message,
    "A billing run is in progress",
  );
  check(
    "renewals charged (one per due membership)",
    await count("select count(*) as n from club_charges where status = 'paid'"),
    due.length,
  );
  const twice =
    "select count(*) as n from (select membership_id, period from club_charges group by 1, 2 having count(*) > 1) as twice";
  check("no membership charged twice for a period", await count(twice), 0);

  // A killed mid-run: its billing lease lapses and B takes the job over within a minute. More
  // memberships fall due than A charges in a moment, so A is still charging when it is killed.
  await Promise.all(Array.from({ length: 10 }, (_, i) => member(both[i % 2], "essential")));
  for (const id of await dueIds())
    await admin.ok(A, "PATCH", `/api/admin/memberships/${id}`, { nextBillingDate: today });
  const runOnA = admin.call(A, "POST", "/api/admin/club/runs", {}).catch(() => null);
  let held = false;
  for (let i = 0; i < 500 && !held; i++) {
    await new Promise((r) => setTimeout(r, 5));
    held = (await count("select count(*) as n from job_leases where name = 'club-billing'")) === 1;
  }
  processA.child.kill("SIGKILL");
  await runOnA;
  const killedAt = Date.now();
  check("A held the billing lease when it was killed", held, true);
  let takenOver = null;
  while (Date.now() - killedAt < 75_000) {
    const res = await admin.call(B, "POST", "/api/admin/club/runs", {});
    if (res.status === 200) {
      takenOver = Date.now() - killedAt;
      break;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(
    `B ran billing ${takenOver === null ? "never" : `${(takenOver / 1000).toFixed(1)} s`} after A was killed`,
  );
  check("B took the billing job over within a minute", takenOver !== null && takenOver < 60_000, true);
  check("still no membership charged twice for a period", await count(twice), 0);
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  for (const child of children) child.kill("SIGKILL");
  await pool?.end();
  rmSync(dir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`\n${failures.length} failed: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nTwo processes behaved as one.");
