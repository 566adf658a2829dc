// SQLite and PostgreSQL side by side, in one run on this machine (issue 25): guest checkouts per
// second and p99 at 20 clients (bench/checkout.mjs), GET /api/wines requests per second (50
// connections, 10 s), and the club billing run over 1,000 due members; then the same checkout load
// spread over two app processes on PostgreSQL.
//
//   node bench/engines.mjs [--members 1000] [--seconds 15]
//
// The members join through the shop on a SQLite file, which `npm run db:copy` then copies into a
// new PostgreSQL database (on a throwaway cluster, scripts/postgres.mjs): both engines bill the
// same winery.
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { startCluster } from "../scripts/postgres.mjs";
import { Browser, payCart } from "./browser.mjs";
import { startServer } from "./server.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const MEMBERS = Number(arg("members", 1000));
const SECONDS = arg("seconds", "15");
const root = new URL("..", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "rr-engines-"));
const file = join(dir, "winery.db");
const ADMIN_PASSWORD = "bench-admin-password";

async function stopped(server) {
  const exit = once(server.child, "exit");
  server.stop();
  await exit;
}

/** `count` members joining the club (essential), 20 at a time, each a shopper of its own. */
async function joinMembers(url, count) {
  let next = 0;
  const one = async () => {
    for (let n = next++; n < count; n = next++) {
      const b = new Browser();
      const username = `member_${n}`;
      const password = "bench-member-password";
      await b.ok(url, "POST", "/api/auth/signup", {
        username,
        email: `${username}@example.test`,
        password,
        dateOfBirth: "1980-05-17",
      });
      await b.ok(url, "POST", "/api/auth/login", { username, password });
      await b.ok(url, "POST", "/api/membership/cart", { tier: "essential" });
      const paid = await payCart(b, url, `bench-join-${process.pid}-${n}`);
      if (paid.status !== 200) throw new Error(`joining failed: ${JSON.stringify(paid.body)}`);
    }
  };
  await Promise.all(Array.from({ length: 20 }, one));
}

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
const DUE = "update memberships set next_billing_date = ? where status = 'active'";

/** The billing run as the staff start it (Run billing now), timed, with the renewals it charged. */
async function billingRun(url, paidCount) {
  const admin = new Browser();
  await admin.ok(url, "POST", "/api/auth/login", { username: "admin", password: ADMIN_PASSWORD });
  const before = await paidCount();
  const started = performance.now();
  const run = await admin.call(url, "POST", "/api/admin/club/runs", {});
  const ms = performance.now() - started;
  if (run.status !== 200) throw new Error(`billing run: ${run.status} ${JSON.stringify(run.body)}`);
  return { ms, charged: (await paidCount()) - before };
}

async function winesPerSecond(url) {
  const result = await autocannon({ url: `${url}/api/wines`, connections: 50, duration: 10 });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

function checkout(urls) {
  const run = spawnSync(
    process.execPath,
    ["bench/checkout.mjs", "--url", urls.join(","), "--clients", "20", "--seconds", SECONDS],
    { cwd: root, encoding: "utf8" },
  );
  const line = run.stdout.split("\n").find((l) => l.includes("flows/s")) ?? run.stdout + run.stderr;
  const flows = Number(/([\d.]+) flows\/s/.exec(line)?.[1] ?? Number.NaN);
  const p99 = Number(/flow p50 \d+ ms p99 (\d+) ms/.exec(line)?.[1] ?? Number.NaN);
  const failed = Number(/(\d+) failed/.exec(line)?.[1] ?? Number.NaN);
  return { flows, p99, failed, line };
}

const results = [];
const cluster = await startCluster();
try {
  // The winery: MEMBERS members, joined on SQLite.
  let started = performance.now();
  const maker = await startServer({ DATABASE_FILE: file, TRUST_PROXY: "1" });
  await joinMembers(maker.url, MEMBERS);
  await stopped(maker);
  console.log(`${MEMBERS} members joined in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query("CREATE DATABASE bench");
  await admin.end();
  const postgresUrl = new URL(cluster.url);
  postgresUrl.pathname = "/bench";
  started = performance.now();
  const copy = spawnSync(
    process.execPath,
    ["--import", "tsx", "db/scripts/copy-to-postgres.ts", file, postgresUrl.toString()],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  if (copy.status !== 0) throw new Error(`copy failed:\n${copy.stdout}${copy.stderr}`);
  console.log(copy.stdout.trim().split("\n").at(-1));

  const engines = [
    {
      name: "SQLite",
      env: { DATABASE_FILE: file },
      sql: (text, ...params) => {
        const db = new Database(file);
        try {
          const statement = db.prepare(text);
          return statement.reader ? statement.all(...params) : statement.run(...params);
        } finally {
          db.close();
        }
      },
    },
    {
      name: "PostgreSQL",
      env: { DATABASE_URL: postgresUrl.toString() },
      sql: async (text, ...params) => {
        const client = new pg.Client({ connectionString: postgresUrl.toString() });
        await client.connect();
        try {
          let n = 0;
          return (
            await client.query(
              text.replace(/\?/g, () => `$${++n}`),
              params,
            )
          ).rows;
        } finally {
          await client.end();
        }
      },
    },
  ];
  for (const engine of engines) {
    const server = await startServer({ ...engine.env, TRUST_PROXY: "1" });
    const wines = await winesPerSecond(server.url);
    const flows = checkout([server.url]);
    await engine.sql(DUE, today);
    const paidCount = async () =>
      Number((await engine.sql("select count(*) as n from club_charges where status = 'paid'"))[0].n);
    const billing = await billingRun(server.url, paidCount);
    await stopped(server);
    results.push({ engine: engine.name, processes: 1, ...flows, wines, billing });
    console.log(`${engine.name}: ${flows.line}`);
  }

  const a = await startServer({ DATABASE_URL: postgresUrl.toString(), TRUST_PROXY: "1" });
  const b = await startServer({ DATABASE_URL: postgresUrl.toString(), TRUST_PROXY: "1" });
  const both = checkout([a.url, b.url]);
  console.log(`PostgreSQL, two processes: ${both.line}`);
  results.push({ engine: "PostgreSQL", processes: 2, ...both });
  await Promise.all([stopped(a), stopped(b)]);
} finally {
  cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\nload ${loadavg()[0].toFixed(2)}, ${MEMBERS} members`);
console.log(
  "| engine | app processes | checkout flows/s (20 clients) | flow p99 | failed | GET /api/wines req/s | p99 | billing run | renewals charged |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const wines = r.wines ? `${r.wines.rps.toFixed(0)} | ${r.wines.p99} ms` : "| ";
  const billing = r.billing ? `${(r.billing.ms / 1000).toFixed(1)} s | ${r.billing.charged}` : "| ";
  console.log(
    `| ${r.engine} | ${r.processes} | ${r.flows.toFixed(1)} | ${r.p99} ms | ${r.failed} | ${wines} | ${billing} |`,
  );
}
