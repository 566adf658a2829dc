import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openDatabase } from "db";
import { describe, expect, it } from "vitest";

const repoRoot = resolve(import.meta.dirname, "../..");

/** Starts api/src/server.ts as `npm start` does and answers what it printed once it stopped. */
function start(
  env: Record<string, string>,
  options: { asUser?: number } = {},
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "development",
        PORT: "0",
        HOST: "127.0.0.1",
        WEB_SERVER_DIST: "none",
        ADMIN_PASSWORD: "a-start-test-password",
        ...env,
      },
      ...(options.asUser === undefined ? {} : { uid: options.asUser, gid: options.asUser }),
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    // A server that did open is stopped: the assertions then say what it printed instead.
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ code, stderr, stdout });
    });
  });
}

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "rr-start-"));
  chmodSync(dir, 0o755);
  return dir;
}

describe.concurrent("starting the server", () => {
  it("stops in one line naming the file when the database is damaged, read-only or not a file", async () => {
    const corrupt = join(folder(), "corrupt.db");
    writeFileSync(corrupt, Buffer.alloc(8192, "not a database "));

    // A database the server may read but not write: root may write any file, so the server runs as
    // nobody (uid 65534) when the tests run as root.
    const readOnlyDir = folder();
    const readOnly = join(readOnlyDir, "read-only.db");
    const db = openDatabase(readOnly);
    db.$client.pragma("journal_mode = DELETE");
    db.$client.close();
    chmodSync(readOnly, 0o444);
    const asUser = process.getuid?.() === 0 ? 65534 : undefined;

    const aFolder = join(folder(), "a-folder.db");
    mkdirSync(aFolder);

    const [damaged, locked, notAFile] = await Promise.all([
      start({ DATABASE_FILE: corrupt }),
      start({ DATABASE_FILE: readOnly }, { asUser }),
      start({ DATABASE_FILE: aFolder }),
    ]);
    expect([damaged.code, damaged.stderr]).toEqual([
      1,
      `The database ${corrupt} cannot be used: it is not a SQLite database, or it is damaged (SQLITE_NOTADB: file is not a database).\n`,
    ]);
    expect([locked.code, locked.stderr]).toEqual([
      1,
      `The database ${readOnly} cannot be used: it is read-only (the server must write to it and to its folder) (SQLITE_READONLY: attempt to write a readonly database).\n`,
    ]);
    expect([notAFile.code, notAFile.stderr]).toEqual([
      1,
      `The database ${aFolder} cannot be used: it cannot be opened (a folder, or a path the server may not use) (SQLITE_CANTOPEN: unable to open database file).\n`,
    ]);
    for (const run of [damaged, locked, notAFile]) expect(run.stdout).toBe("");
  }, 60_000);

  it("refuses production with SMTP_URL set and PUBLIC_ORIGIN unset, in one line", async () => {
    const run = await start({
      NODE_ENV: "production",
      SMTP_URL: "smtp://mail.example:587",
      DATABASE_FILE: join(folder(), "never-opened.db"),
    });
    expect([run.code, run.stderr, run.stdout]).toEqual([
      1,
      "Refusing to start: SMTP_URL is set but PUBLIC_ORIGIN is not. Set PUBLIC_ORIGIN to the site's public address (e.g. https://ridgeroadvineyard.com) so links in e-mails point at it.\n",
      "",
    ]);
  }, 60_000);
});
