// `npm start`: builds the web app when it is missing or older than its sources, then serves the
// shop (api + built SPA) on an embedded SQLite file, migrated and seeded on first start.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const builtIndex = join(root, "web/dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [
  "web/src",
  "web/public",
  "web/index.html",
  "web/vite.config.ts",
  "web/vite",
  "contracts/src",
].map((p) => join(root, p));
const stale =
  !existsSync(builtIndex) ||
  sources.some(
    (p) =>
      existsSync(p) &&
      (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > statSync(builtIndex).mtimeMs,
  );

if (stale) {
  console.log("Building the web app (first start or changed sources)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const args = ["--import", "tsx"];
if (existsSync(join(root, ".env"))) args.push(`--env-file=${join(root, ".env")}`);
args.push(join(root, "api/src/server.ts"));
const server = spawnSync(process.execPath, args, {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
process.exit(server.status ?? 0);
