// `npm run test:pg`: the tests on PostgreSQL, on a throwaway cluster this script starts
// (scripts/postgres.mjs) and removes afterwards: the vitest db and api suites (each test app on a
// database of its own, `TEST_DATABASE_URL` names the cluster), then the two-process test with both
// servers on one new database. `npm run test:pg -- api/src/http` runs only the vitest files named.
import { spawnSync } from "node:child_process";
import pg from "pg";
import { startCluster } from "./postgres.mjs";

const root = new URL("..", import.meta.url).pathname;
const only = process.argv.slice(2);
const started = Date.now();
const cluster = await startCluster();
console.log(`PostgreSQL test cluster at ${cluster.url} (${Date.now() - started} ms)`);
const stop = () => cluster.stop();
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

function run(what, command, args, env) {
  console.log(`\n== ${what}`);
  const done = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: "0", ...env },
  });
  return done.status ?? 1;
}

let status = 1;
try {
  status = run(
    "vitest on PostgreSQL",
    "npx",
    ["vitest", "run", ...(only.length > 0 ? only : ["db", "api"])],
    {
      TEST_DATABASE_URL: cluster.url,
    },
  );
  if (status === 0 && only.length === 0) {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE two_processes");
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = "/two_processes";
    status = run("two server processes on one PostgreSQL database", "node", ["scripts/two-processes.mjs"], {
      DATABASE_URL: url.toString(),
    });
  }
} finally {
  stop();
}
process.exit(status);
