// A throwaway PostgreSQL cluster for the tests (STACK.md, Round 3 notes): Debian's `postgresql`
// (installed when missing and we are root, as the browser tests do with Chromium), `initdb` and
// `pg_ctl` run as the `postgres` user (they refuse root) in a temporary folder, on a free port, and
// the folder is removed when it stops. Durability is switched off: nothing here outlives the run.
import { execFileSync, execSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

function binFolder() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], "bin") : null;
}

/** The folder of `initdb`, `pg_ctl` and `postgres`, installing Debian's package when it can. */
export function ensurePostgres() {
  const found = binFolder();
  if (found) return found;
  if (!isRoot) {
    throw new Error(
      "PostgreSQL 15+ is needed for `npm run test:pg`: run `sudo apt-get install -y postgresql`.",
    );
  }
  console.log("Installing Debian's postgresql for the PostgreSQL tests (about 30 s)...");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql",
    { stdio: "inherit" },
  );
  // The package starts a cluster of its own; the tests use their own and leave it alone.
  const installed = binFolder();
  if (!installed)
    throw new Error("postgresql was installed but initdb was not found under /usr/lib/postgresql.");
  return installed;
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program as the `postgres` user when we are root, else as ourselves. */
function asPostgres(bin, program, args) {
  const path = join(bin, program);
  if (isRoot) return execFileSync("runuser", ["-u", "postgres", "--", path, ...args], { stdio: "pipe" });
  return execFileSync(path, args, { stdio: "pipe" });
}

/**
 * Starts a cluster; resolves with its `url` (database `postgres`, user `postgres`, no password) and
 * `stop()`, which stops it and removes its folder.
 */
export async function startCluster() {
  const bin = ensurePostgres();
  const folder = mkdtempSync(join(tmpdir(), "rr-pg-"));
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(folder, uid, gid);
  }
  chmodSync(folder, 0o700);
  const data = join(folder, "data");
  const port = await freePort();
  asPostgres(bin, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-k ${folder}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  asPostgres(bin, "pg_ctl", ["-D", data, "-o", options, "-l", join(folder, "log"), "-w", "start"]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres(bin, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch {
      // Already gone.
    }
    rmSync(folder, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}
