import { emailOutbox } from "db";
import { sql } from "drizzle-orm";
import { onTestFinished } from "vitest";
import { type MailRun, sendQueuedMail } from "../mail";
import { workAfterAnswers } from "../shared/after-answer";
import { createTestApp, type TestApp } from "./helpers";
import { type SmtpInbox, startSmtpServer } from "./smtp";

/** An app whose SMTP_URL points at a real SMTP server of the test's own, closed when the test ends. */
export async function appWithInbox(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; inbox: SmtpInbox }> {
  const inbox = await startSmtpServer();
  onTestFinished(() => inbox.close());
  const t = await createTestApp({ ...options, env: { ...options.env, SMTP_URL: inbox.url } });
  return { t, inbox };
}

/** One run of the mail worker at the test clock's time, once the e-mails left for after an answer are written. */
export async function deliver(t: Pick<TestApp, "deps" | "clock">): Promise<MailRun> {
  await workAfterAnswers();
  return sendQueuedMail(t.deps, t.clock.now());
}

/** Every outbox row, in the order they were written. */
export async function outbox(t: Pick<TestApp, "db">) {
  return await t.db.select().from(emailOutbox).orderBy(sql`${emailOutbox}.rowid`);
}
