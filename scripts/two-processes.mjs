// Two server processes on one SQLite file behave as one (issue 24). Starts A and B on the same
// database, sends each race half to each process, and checks the exact counts; then kills A
// mid-run (SIGKILL) and times B taking its jobs over. Part of `npm test`; about a minute.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";

const root = new URL("..", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "rr-two-"));
const file = join(dir, "shop.db");
const ADMIN_PASSWORD = "two-processes-admin";
const PASSWORD = "two-processes-password";
const failures = [];
const children = [];

function check(what, actual, expected) {
  const ok = JSON.stringify(actual) === JSON.stringify(expected);
  console.log(
    `${ok ? "ok  " : "FAIL"} ${what}: ${JSON.stringify(actual)}${ok ? "" : ` (expected ${JSON.stringify(expected)})`}`,
  );
  if (!ok) failures.push(what);
}

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function start(name) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_FILE: file,
      ADMIN_PASSWORD,
      TRUST_PROXY: "1",
      WEB_SERVER_DIST: "none",
      // The offline gateway answers like a real one: requests overlap between "stock taken" and "paid".
      TEST_GATEWAY_DELAY_MS: "40",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => {
    log += d;
  });
  child.stderr.on("data", (d) => {
    log += d;
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { name, url, child, log: () => log };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start:\n${log}`);
}

let addresses = 0;
/** A browser: its own cookies and client address, talking to one process or the other. */
class Browser {
  cookies = new Map();
  address = `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  async call(server, method, path, body) {
    const headers = { "x-forwarded-for": this.address, origin: server.url };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json };
  }
  async ok(server, method, path, body) {
    const res = await this.call(server, method, path, body);
    if (res.status !== 200)
      throw new Error(`${method} ${path} on ${server.name}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

const card = { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123", name: "Two Buyer", zip: "44004" };
const guest = {
  email: "two.buyer@example.com",
  firstName: "Two",
  lastName: "Buyer",
  phone: "(440) 555-0199",
  address: "12 Lake Road",
  city: "Ashtabula",
  state: "OH",
  zipCode: "44004",
};
let keys = 0;
const cents = (money) => Math.round(Number(money) * 100);

async function pay(b, server, extra = {}) {
  const method = await b.ok(server, "POST", "/api/payments/test-method", card);
  const summary = await b.ok(server, "GET", "/api/cart/summary");
  return b.call(server, "POST", "/api/process-payment", {
    paymentMethodId: method.paymentMethodId,
    amount: cents(summary.total),
    customerInfo: guest,
    renewalConsent: true,
    idempotencyKey: `two-processes-${keys++}`,
    ...extra,
  });
}

async function member(server, tier) {
  const b = new Browser();
  const username = `two_${process.pid}_${addresses}`;
  await b.ok(server, "POST", "/api/auth/signup", {
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
  });
  await b.ok(server, "POST", "/api/auth/login", { username, password: PASSWORD });
  if (tier) {
    await b.ok(server, "POST", "/api/membership/cart", { tier });
    const paid = await pay(b, server);
    if (paid.status !== 200) throw new Error(`joining failed: ${JSON.stringify(paid.body)}`);
  }
  return b;
}

const db = () => new Database(file, { readonly: true, fileMustExist: true });
const rows = (sql, ...params) => {
  const conn = db();
  try {
    return conn.prepare(sql).all(...params);
  } finally {
    conn.close();
  }
};
const count = (sql, ...params) => {
  const conn = db();
  try {
    return conn.prepare(sql).get(...params).n;
  } finally {
    conn.close();
  }
};

try {
  const A = await start("A");
  const B = await start("B");
  const both = [A, B];
  const admin = new Browser();
  await admin.ok(A, "POST", "/api/auth/login", { username: "admin", password: ADMIN_PASSWORD });
  console.log(`A ${A.url}, B ${B.url}, one database: ${file}`);

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
    count(
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
        paymentData: { name: "Two Buyer", cardNumber: card.cardNumber, cvv: "123", zipCode: "44004" },
      }),
    ),
  );
  check("20 upgrades: succeeded", upgrades.filter((r) => r.status === 200).length, 1);
  check("20 upgrades: refused (409)", upgrades.filter((r) => r.status === 409).length, 19);
  check(
    "upgrade charges recorded",
    count("select count(*) as n from orders where idempotency_key like 'upgrade-%'"),
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
  const dueIds = () =>
    rows("select id from memberships where status = 'active' and next_billing_date > ?", today).map(
      (r) => r.id,
    );
  for (
    let i = 0;
    i < 300 &&
    !count("select count(*) as n from club_runs where trigger = 'schedule' and finished_at is not null");
    i++
  ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const due = dueIds();
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
    count("select count(*) as n from club_charges where status = 'paid'"),
    due.length,
  );
  const twice =
    "select count(*) as n from (select membership_id, period from club_charges group by 1, 2 having count(*) > 1)";
  check("no membership charged twice for a period", count(twice), 0);

  // A killed mid-run: its billing lease lapses and B takes the job over within a minute. More
  // memberships fall due than A charges in a moment, so A is still charging when it is killed.
  await Promise.all(Array.from({ length: 10 }, (_, i) => member(both[i % 2], "essential")));
  for (const id of dueIds())
    await admin.ok(A, "PATCH", `/api/admin/memberships/${id}`, { nextBillingDate: today });
  const runOnA = admin.call(A, "POST", "/api/admin/club/runs", {}).catch(() => null);
  let held = false;
  for (let i = 0; i < 500 && !held; i++) {
    await new Promise((r) => setTimeout(r, 5));
    held = count("select count(*) as n from job_leases where name = 'club-billing'") === 1;
  }
  A.child.kill("SIGKILL");
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
  check("still no membership charged twice for a period", count(twice), 0);
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`\n${failures.length} failed: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nTwo processes behaved as one.");
