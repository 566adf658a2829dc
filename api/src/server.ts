import { randomBytes } from "node:crypto";
import { type Db, openDatabase, openPostgres, users } from "db";
import { seed } from "db/seed";
import { eq, sql } from "drizzle-orm";
import { createApp, createAppDeps } from "./app";
import { hashPassword } from "./auth/passwords";
import { deleteExpiredSessions } from "./auth/sessions";
import { systemClock } from "./clock";
import { type Env, linksOrigin, readEnv, startupRefusal } from "./env";
import { listen } from "./http/listen";
import { warmUpPages } from "./http/server-render";
import { startJobs } from "./jobs";
import { generateSlots } from "./modules/reservations/slots";
import { workAfterAnswers } from "./shared/after-answer";

/** Stops the server before it opens, with one line that says why (no stack trace to read through). */
function refuseToStart(line: string): never {
  console.error(line);
  process.exit(1);
}

function readEnvOrStop(): Env {
  try {
    return readEnv();
  } catch (error) {
    return refuseToStart(error instanceof Error ? error.message : String(error));
  }
}

/** What went wrong with the database, in words, with the engine's (or the system's) code. */
function databaseProblem(error: unknown): string {
  const code = error instanceof Error && "code" in error ? String(error.code) : "";
  const message = error instanceof Error ? error.message : String(error);
  const words: Record<string, string> = {
    SQLITE_NOTADB: "it is not a SQLite database, or it is damaged",
    SQLITE_CORRUPT: "it is damaged",
    SQLITE_READONLY: "it is read-only (the server must write to it and to its folder)",
    SQLITE_CANTOPEN: "it cannot be opened (a folder, or a path the server may not use)",
    SQLITE_PERM: "the server may not open it",
    EACCES: "the server may not create its folder",
    ECONNREFUSED: "nothing answers at that address (is PostgreSQL running?)",
    ENOTFOUND: "the host is unknown",
    "28P01": "the user name or password is wrong",
    "28000": "the server refuses this user",
    "3D000": "that database does not exist (create it first: createdb NAME)",
    ENOTDIR: "a part of its path is a file, not a folder",
  };
  const said = words[code.split("_").slice(0, 2).join("_")] ?? words[code];
  return `${said ?? message} (${code ? `${code}: ` : ""}${message})`;
}

const env = readEnvOrStop();
const refusal = startupRefusal(env);
if (refusal) refuseToStart(refusal);

/** The database as the staff name it: the file, or the PostgreSQL address without its password. */
const databaseName = env.DATABASE_URL ? withoutPassword(env.DATABASE_URL) : env.DATABASE_FILE;
function withoutPassword(url: string): string {
  const at = new URL(url);
  if (at.password) at.password = "***";
  return at.toString();
}

/** Opens, migrates and seeds the database; a file that cannot be used stops the server in one line. */
async function openData(): Promise<{ db: Db; adminCreated: boolean; generatedPassword: string | undefined }> {
  try {
    const db = env.DATABASE_URL
      ? await openPostgres(env.DATABASE_URL, { max: env.DATABASE_POOL_SIZE })
      : openDatabase(env.DATABASE_FILE);
    const adminExists = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, env.ADMIN_USERNAME.toLowerCase()))
    )[0];
    const generatedPassword =
      !adminExists && !env.ADMIN_PASSWORD ? randomBytes(12).toString("base64url") : undefined;
    const adminPassword = env.ADMIN_PASSWORD ?? generatedPassword;
    const { adminCreated } = await seed(db, {
      admin: adminPassword
        ? {
            username: env.ADMIN_USERNAME,
            email: env.ADMIN_EMAIL,
            passwordHash: await hashPassword(adminPassword),
          }
        : undefined,
      welcomeTopics: true,
    });
    await deleteExpiredSessions(db, systemClock.now());
    // Reservation slots for the next 30 days exist before the first visitor asks for them.
    await db.write((tx) => generateSlots(tx, systemClock.now()));
    return { db, adminCreated, generatedPassword };
  } catch (error) {
    // Only the engines' and the system's errors are about the database; anything else (a seed or
    // hashing bug) must not send the staff looking at a database that is fine.
    const code = error instanceof Error && "code" in error ? String(error.code) : "";
    if (code.startsWith("SQLITE_") || /^E[A-Z]+$/.test(code) || /^(08|28|3D)[0-9A-Z]{3}$/.test(code)) {
      return refuseToStart(`The database ${databaseName} cannot be used: ${databaseProblem(error)}.`);
    }
    return refuseToStart(
      `The server could not start while preparing the database: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const { db, adminCreated, generatedPassword } = await openData();

const deps = createAppDeps({ db, env, clock: systemClock });
const app = createApp({ db, env, deps });
const jobs = startJobs(deps);
// The port opens once the public pages have been rendered: nobody waits for their first, cold render.
await warmUpPages(app, linksOrigin(env));

const server = listen(app, { port: env.PORT, hostname: env.HOST }, (info) => {
  const url = linksOrigin({ ...env, PORT: info.port });
  console.log(`Ridge Road Vineyard is open at ${url} (database: ${databaseName})`);
  console.log(`API reference: ${url}/api/docs`);
  if (deps.mail.transport) {
    console.log(`E-mail is sent through ${new URL(env.SMTP_URL ?? "").host} from ${env.MAIL_FROM}.`);
    if (!env.PUBLIC_ORIGIN) {
      console.log(`Links in e-mails point at ${url}: set PUBLIC_ORIGIN to the site's public address.`);
    }
  } else {
    console.log(`E-mail is not sent: SMTP_URL is not set. Messages are kept at ${url}/admin/outbox.`);
  }
  if (adminCreated && generatedPassword) {
    console.log(`\nAdmin account created. Sign in at ${url}/membership as "${env.ADMIN_USERNAME}"`);
    console.log(`with the password: ${generatedPassword}`);
    console.log("It is shown only this once: keep it safe, or set ADMIN_PASSWORD before the first start.\n");
  } else if (adminCreated) {
    console.log(
      `\nAdmin account created. Sign in at ${url}/membership as "${env.ADMIN_USERNAME}" with ADMIN_PASSWORD.\n`,
    );
  } else {
    console.log(
      `Admin sign-in: "${env.ADMIN_USERNAME}" at ${url}/membership, with the password set at first start.`,
    );
  }
});

function shutdown(signal: string) {
  console.log(`${signal} received: closing.`);
  jobs.stop();
  server.close(async () => {
    // E-mail work a request left for after its answer (a reset link) is written before the database closes.
    await workAfterAnswers();
    await db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
