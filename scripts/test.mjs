// `npm test`: every check, in the order CI runs them; stops at the first failure.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint (biome ci)", "npx", ["biome", "ci", "--colors=off", "."]],
  ["dependency rules (scripts/check-deps.mjs)", "node", ["scripts/check-deps.mjs"]],
  ["typecheck (tsc -b)", "npx", ["tsc", "-b"]],
  ["OpenAPI document lint (scripts/lint-openapi.mjs)", "node", ["scripts/lint-openapi.mjs"]],
  ["unit and API tests (vitest)", "npx", ["vitest", "run"]],
  ["two server processes on one database (scripts/two-processes.mjs)", "node", ["scripts/two-processes.mjs"]],
  ["build", "npm", ["run", "build"]],
  ["first-load budget (scripts/check-budget.mjs)", "node", ["scripts/check-budget.mjs"]],
  ["browser tests (playwright)", "npm", ["run", "test:e2e"]],
];

const root = new URL("..", import.meta.url).pathname;
const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? "ok  " : "FAIL"} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.log(`\n${results.join("\n")}`);
    console.error(`\n${name} failed.`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join("\n")}\nAll checks passed.`);
