import { z } from "zod";
import { outboxKinds, outboxStatuses } from "./labels";

export {
  MAIL_MAX_ATTEMPTS,
  NO_SMTP_REASON,
  nextMailAttempt,
  type OutboxKind,
  type OutboxStatus,
  outboxKindLabels,
  outboxKinds,
  outboxStatuses,
  outboxStatusLabels,
} from "./labels";

export const outboxKindSchema = z.enum(outboxKinds, { error: "Choose a kind of message" });
export const outboxStatusSchema = z.enum(outboxStatuses, { error: "Choose queued, sent, failed or unsent" });

export const OUTBOX_PAGE_SIZE_MAX = 100;

export const outboxListInput = z
  .object({
    status: outboxStatusSchema.optional(),
    kind: outboxKindSchema.optional(),
    /** Part of the recipient's address. */
    to: z.string().trim().max(254).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(OUTBOX_PAGE_SIZE_MAX).default(50),
  })
  .optional();
export type OutboxListInput = z.infer<typeof outboxListInput>;

export const outboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: outboxKindSchema,
  status: outboxStatusSchema,
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Why the last try failed, or why the message was kept unsent. */
  error: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxListOutput = z.object({
  items: z.array(outboxItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** False when no SMTP server is configured: messages are kept here, unsent. */
  smtpConfigured: z.boolean(),
});
export type OutboxListOutput = z.infer<typeof outboxListOutput>;

export const outboxMessageSchema = outboxItemSchema.extend({
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  headers: z.record(z.string(), z.string()),
  nextAttemptAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxIdInput = z.object({ id: z.string().min(1).max(64) });

/** Send Message on the members screen: a plain-text note from the staff to one customer. */
export const staffMessageInput = z.object({
  id: z.string().min(1).max(64),
  subject: z.string().trim().min(1, "Subject is required").max(150, "Subject must be at most 150 characters"),
  body: z
    .string()
    .trim()
    .min(1, "Please write a message")
    .max(10_000, "The message must be at most 10,000 characters"),
});
export type StaffMessageInput = z.infer<typeof staffMessageInput>;

export const queuedOutput = z.object({ queued: z.number().int() });
