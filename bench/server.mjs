// Starts the app on a free port with a temporary database (or the one `env.DATABASE_FILE` names),
// for the benchmarks and the two-process test.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * `env` adds to or overrides the defaults. Resolves once `/api/health` answers; throws, with what the
 * server printed, when it has not after 30 s. `log()` is what it has printed so far.
 */
export async function startServer(env = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "rr-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_FILE: join(dir, "bench.db"),
      ADMIN_PASSWORD: "bench-admin-password",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  const keep = (chunk) => {
    printed += chunk;
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return { url, pid: child.pid, child, log: () => printed, stop: () => child.kill("SIGTERM") };
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not start:\n${printed}`);
}
