import type { OutboxKind, OutboxStatus } from "contracts/mail/labels";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";

/** A file sent with a message (a reservation's calendar file): text content, as it is sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail the site sends, written in the transaction of the change that causes it (so a change
 * that rolls back leaves no message) and sent afterwards by the mail worker, with retries.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    kind: text("kind").$type<OutboxKind>().notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attachments: text("attachments", { mode: "json" }).$type<MailAttachment[]>().notNull().default([]),
    /** Extra headers (List-Unsubscribe on newsletter issues). */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    status: text("status").$type<OutboxStatus>().notNull().default("queued"),
    /** Tries made so far (each SMTP conversation counts one). */
    attempts: integer("attempts").notNull().default(0),
    /**
     * When the worker may (re)try: now for a new message, after the backoff for a failed try, and a
     * few minutes ahead while a worker holds it (a crash mid-send frees it again).
     */
    nextAttemptAt: text("next_attempt_at").notNull(),
    lastError: text("last_error"),
    /** The Message-ID the SMTP server accepted. */
    messageId: text("message_id"),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_created_idx").on(t.createdAt),
  ],
);
