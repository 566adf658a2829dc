import type { OutboxItem, OutboxKind, OutboxListInput, OutboxListOutput, OutboxMessage } from "contracts";
import {
  columnParams,
  containsText,
  type Db,
  emailOutbox,
  type MailAttachment,
  newId,
  prepared,
  type Tx,
} from "db";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";

/** A message as its writer hands it over: the outbox adds status, tries and times. */
export interface NewMail {
  to: string;
  kind: OutboxKind;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

/**
 * Writes a message to the outbox with the caller's transaction, so it exists only if the change
 * that causes it commits (docs/product/decisions.md, "Round 2": E-mail). The mail worker sends it.
 */
export async function queueMail(tx: Tx, mail: NewMail, now: Date): Promise<string> {
  const stamp = now.toISOString();
  const id = newId();
  await insertMail(tx).run({
    id,
    to: mail.to,
    kind: mail.kind,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments ?? [],
    headers: mail.headers ?? {},
    status: "queued",
    nextAttemptAt: stamp,
    createdAt: stamp,
    updatedAt: stamp,
  } satisfies Required<Pick<typeof emailOutbox.$inferInsert, (typeof mailColumns)[number]>>);
  return id;
}

const mailColumns = [
  "id",
  "to",
  "kind",
  "subject",
  "text",
  "html",
  "attachments",
  "headers",
  "status",
  "nextAttemptAt",
  "createdAt",
  "updatedAt",
] as const;
// Built once (db/src/prepared.ts): most changes a customer makes write a message.
const insertMail = prepared((tx: Tx) => tx.insert(emailOutbox).values(columnParams(mailColumns)).prepare());

type OutboxRow = typeof emailOutbox.$inferSelect;

function toItem(row: OutboxRow): OutboxItem {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    error: row.lastError,
  };
}

/** The outbox for the staff, newest first, filtered by status, kind and recipient. */
export async function listOutbox(
  db: Db,
  input: OutboxListInput,
  smtpConfigured: boolean,
): Promise<OutboxListOutput> {
  const page = input?.page ?? 1;
  const pageSize = input?.pageSize ?? 50;
  const conditions: SQL[] = [];
  if (input?.status) conditions.push(eq(emailOutbox.status, input.status));
  if (input?.kind) conditions.push(eq(emailOutbox.kind, input.kind));
  if (input?.to) conditions.push(containsText(emailOutbox.to, input.to));
  const where = and(...conditions);
  const total = (await db.select({ n: count() }).from(emailOutbox).where(where))[0]?.n ?? 0;
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), sql`${emailOutbox}.rowid desc`)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(toItem), total, page, pageSize, smtpConfigured };
}

export async function outboxMessage(db: Db, id: string): Promise<OutboxMessage | null> {
  const row = (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
  if (!row) return null;
  return {
    ...toItem(row),
    text: row.text,
    html: row.html,
    headers: row.headers,
    attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
    nextAttemptAt: row.status === "queued" ? row.nextAttemptAt : null,
  };
}

/**
 * Puts a message that failed or was kept unsent back in the queue with fresh tries (once the SMTP
 * server is fixed or configured). A sent or still queued message is left alone: false.
 */
export async function requeue(db: Db, id: string, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const result = await db.write((tx) =>
    tx
      .update(emailOutbox)
      .set({ status: "queued", attempts: 0, lastError: null, nextAttemptAt: stamp, updatedAt: stamp })
      .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "unsent"]))),
  );
  return result.changes === 1;
}
