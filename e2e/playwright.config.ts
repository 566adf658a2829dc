import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const root = resolve(import.meta.dirname, "..");

/** The config is read by the runner and by every worker: pick the port and database once. */
function once(name: string, make: () => string): string {
  const existing = process.env[name];
  if (existing) return existing;
  const value = make();
  process.env[name] = value;
  return value;
}

const port = once("E2E_PORT", () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim(),
);
const dataDir = once("E2E_DATA_DIR", () => mkdtempSync(join(tmpdir(), "rr-e2e-")));
export const baseURL = `http://127.0.0.1:${port}`;

const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (p): p is string => Boolean(p && existsSync(p)),
);

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  // Two browsers against one server, everywhere (Playwright's default is half the cores: one worker
  // on a two-core machine). Specs keep their data apart (docs/architecture.md), so two never collide.
  workers: 2,
  // No retries: a test that passes only on its second try is a flaky test, and it fails the run.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A failed test keeps its actions, network and console, and a screenshot. The page snapshots and
    // screencast of a full trace cost a quarter of the run's time, recorded for every test to keep a
    // few: for those, rerun the failing test with `--trace retain-on-failure`.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false, sources: false },
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "journeys", testIgnore: /(admin-books|club-run)\.spec\.ts$/ },
    // Reads the dashboard's revenue, which every order of every spec changes: it runs alone, last.
    { name: "books", testMatch: /admin-books\.spec\.ts$/, dependencies: ["journeys"] },
    // The club's monthly run makes an order for every member, other specs' too: it runs after all.
    { name: "club-run", testMatch: /club-run\.spec\.ts$/, dependencies: ["books"] },
  ],
  webServer: {
    command: `${process.execPath} --import tsx api/src/server.ts`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: port,
      HOST: "127.0.0.1",
      DATABASE_FILE: join(dataDir, "e2e.db"),
      ADMIN_USERNAME: "admin",
      ADMIN_EMAIL: "admin@ridgeroadvineyard.example",
      ADMIN_PASSWORD: "e2e-admin-password",
      // Each test sends its own X-Forwarded-For (fixtures/test.ts), so per-address limits count per test.
      TRUST_PROXY: "1",
      // The developers spec's webhook receiver listens on 127.0.0.1.
      WEBHOOKS_ALLOW_PRIVATE: "1",
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    },
  },
});
