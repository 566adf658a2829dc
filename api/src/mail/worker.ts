import { MAIL_MAX_ATTEMPTS, NO_SMTP_REASON, nextMailAttempt } from "contracts";
import { type Db, emailOutbox } from "db";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { type MailTransport, smtpResponseCode } from "./transport";

/** How long a worker holds a message it is sending: after a crash mid-send it is due again. */
const LEASE_MS = 10 * 60 * 1000;
/** Messages per run: a long queue drains over several runs instead of one long one. */
const BATCH = 25;

export interface MailWorkerDeps {
  db: Db;
  mail: { transport: MailTransport | null };
}

export interface MailRun {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  failed: number;
  /** Kept in the outbox because no SMTP server is configured. */
  unsent: number;
}

/**
 * The mail worker: sends the queued messages that are due. A refused try waits 1, 5, 15, then 60
 * minutes; after the 5th, or when the server refuses for good (an SMTP 5xx), the message is failed.
 * Without an SMTP server every due message is kept as "unsent" for the staff to read at
 * /admin/outbox. Each message is claimed with a guarded update before sending, so two workers never
 * send one message twice.
 */
export async function sendQueuedMail(deps: MailWorkerDeps, now: Date): Promise<MailRun> {
  const run: MailRun = { sent: 0, retrying: 0, failed: 0, unsent: 0 };
  const stamp = now.toISOString();
  const due = and(eq(emailOutbox.status, "queued"), lte(emailOutbox.nextAttemptAt, stamp));
  const { db, mail } = deps;
  if (!mail.transport) {
    run.unsent = await db.write(
      async (tx) =>
        (
          await tx
            .update(emailOutbox)
            .set({ status: "unsent", lastError: NO_SMTP_REASON, updatedAt: stamp })
            .where(due)
        ).changes,
    );
    return run;
  }
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(due)
    .orderBy(asc(emailOutbox.nextAttemptAt), sql`${emailOutbox}.rowid`)
    .limit(BATCH);
  for (const row of rows) {
    const attempts = row.attempts + 1;
    const claimed = await db.write((tx) =>
      tx
        .update(emailOutbox)
        .set({ attempts, nextAttemptAt: new Date(now.getTime() + LEASE_MS).toISOString(), updatedAt: stamp })
        .where(
          and(
            eq(emailOutbox.id, row.id),
            eq(emailOutbox.status, "queued"),
            eq(emailOutbox.nextAttemptAt, row.nextAttemptAt),
          ),
        ),
    );
    if (claimed.changes !== 1) continue;
    try {
      const { messageId } = await mail.transport.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments,
        headers: row.headers,
      });
      await db.write((tx) =>
        tx
          .update(emailOutbox)
          .set({ status: "sent", sentAt: stamp, messageId, lastError: null, updatedAt: stamp })
          .where(eq(emailOutbox.id, row.id)),
      );
      run.sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const code = smtpResponseCode(error);
      const next = code !== null && code >= 500 ? null : nextMailAttempt(attempts, now);
      if (next) {
        run.retrying++;
      } else {
        run.failed++;
      }
      await db.write((tx) =>
        tx
          .update(emailOutbox)
          .set({
            status: next ? "queued" : "failed",
            nextAttemptAt: (next ?? now).toISOString(),
            lastError: `Try ${attempts} of ${MAIL_MAX_ATTEMPTS}: ${reason}`.slice(0, 500),
            updatedAt: stamp,
          })
          .where(eq(emailOutbox.id, row.id)),
      );
    }
  }
  return run;
}
