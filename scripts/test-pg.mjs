// `npm run test:pg`: the tests that need PostgreSQL, on a throwaway cluster this script starts
// (scripts/postgres.mjs) and removes afterwards. `TEST_DATABASE_URL` names the cluster; each test
// file makes a database of its own on it.
import { spawnSync } from "node:child_process";
import { startCluster } from "./postgres.mjs";

const root = new URL("..", import.meta.url).pathname;
const started = Date.now();
const cluster = await startCluster();
console.log(`PostgreSQL test cluster at ${cluster.url} (${Date.now() - started} ms)`);
const stop = () => cluster.stop();
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});
let status = 1;
try {
  const run = spawnSync(
    "npx",
    ["vitest", "run", ...(process.argv.length > 2 ? process.argv.slice(2) : ["db", "api"])],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, FORCE_COLOR: "0", TEST_DATABASE_URL: cluster.url },
    },
  );
  status = run.status ?? 1;
} finally {
  stop();
}
process.exit(status);
