import { randomBytes } from "node:crypto";
import { serve } from "@hono/node-server";
import { openDatabase, users } from "db";
import { seed } from "db/seed";
import { eq, sql } from "drizzle-orm";
import { createApp, createAppDeps } from "./app";
import { hashPassword } from "./auth/passwords";
import { deleteExpiredSessions } from "./auth/sessions";
import { systemClock } from "./clock";
import { readEnv } from "./env";
import { warmUpPages } from "./http/server-render";
import { startJobs } from "./jobs";
import { generateSlots } from "./modules/reservations/slots";

const env = readEnv();
const db = openDatabase(env.DATABASE_FILE);

const adminExists = db
  .select({ id: users.id })
  .from(users)
  .where(eq(sql`lower(${users.username})`, env.ADMIN_USERNAME.toLowerCase()))
  .get();
const generatedPassword =
  !adminExists && !env.ADMIN_PASSWORD ? randomBytes(12).toString("base64url") : undefined;
const adminPassword = env.ADMIN_PASSWORD ?? generatedPassword;
const { adminCreated } = seed(db, {
  admin: adminPassword
    ? {
        username: env.ADMIN_USERNAME,
        email: env.ADMIN_EMAIL,
        passwordHash: await hashPassword(adminPassword),
      }
    : undefined,
  welcomeTopics: true,
});
deleteExpiredSessions(db, systemClock.now());
// Reservation slots for the next 30 days exist before the first visitor asks for them.
generateSlots(db, systemClock.now());

const deps = createAppDeps({ db, env, clock: systemClock });
const app = createApp({ db, env, deps });
const jobs = startJobs(deps);
// The port opens once the public pages have been rendered: nobody waits for their first, cold render.
await warmUpPages(app, env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`);

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const url = env.PUBLIC_ORIGIN ?? `http://localhost:${info.port}`;
  console.log(`Ridge Road Vineyard is open at ${url} (database: ${env.DATABASE_FILE})`);
  console.log(`API reference: ${url}/api/docs`);
  if (deps.mail.transport) {
    console.log(`E-mail is sent through ${new URL(env.SMTP_URL ?? "").host} from ${env.MAIL_FROM}.`);
    if (!env.PUBLIC_ORIGIN) {
      console.log("Set PUBLIC_ORIGIN so links in e-mails always point at the public site.");
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
  server.close(() => {
    db.$client.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
