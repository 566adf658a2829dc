/** Zod-free constants and labels of the e-mail outbox: the admin screens import these without zod. */

/** Every message the site sends (docs/product/api.md, "Outbox kind"). */
export const outboxKinds = [
  "order_receipt",
  "order_shipped",
  "order_refunded",
  "order_cancelled",
  "reservation_confirmed",
  "reservation_cancelled",
  "password_reset",
  "club_welcome",
  "club_prenotice",
  "club_receipt",
  "club_declined",
  "club_held",
  "newsletter_confirm",
  "newsletter_issue",
  "staff_message",
  "webhook_disabled",
] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export const outboxKindLabels: Record<OutboxKind, string> = {
  order_receipt: "Order receipt",
  order_shipped: "Order shipped",
  order_refunded: "Refund",
  order_cancelled: "Order cancelled",
  reservation_confirmed: "Reservation confirmed",
  reservation_cancelled: "Reservation cancelled",
  password_reset: "Password reset",
  club_welcome: "Club welcome",
  club_prenotice: "Club charge notice",
  club_receipt: "Club charge receipt",
  club_declined: "Club card declined",
  club_held: "Club renewal held (shipping rules)",
  newsletter_confirm: "Newsletter confirmation",
  newsletter_issue: "Newsletter issue",
  staff_message: "Message from the staff",
  webhook_disabled: "Webhook endpoint disabled",
};

/**
 * queued: waiting for the worker (also between retries); sent: accepted by the SMTP server;
 * failed: refused for good or after the last try; unsent: kept because no SMTP server is configured.
 */
export const outboxStatuses = ["queued", "sent", "failed", "unsent"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
  unsent: "Not sent",
};

/** Tries per message before it is marked failed (docs/product/decisions.md, "Round 2": E-mail). */
export const MAIL_MAX_ATTEMPTS = 5;

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failed try. */
export const MAIL_RETRY_MINUTES = [1, 5, 15, 60] as const;

/** When the next try of a message that failed `attempts` times may start. */
export function nextMailAttempt(failedAttempts: number, now: Date): Date | null {
  if (failedAttempts >= MAIL_MAX_ATTEMPTS) return null;
  const minutes = MAIL_RETRY_MINUTES[Math.min(failedAttempts, MAIL_RETRY_MINUTES.length) - 1] ?? 1;
  return new Date(now.getTime() + minutes * 60_000);
}

/** The reason kept on a message that stays in the outbox because no SMTP server is configured. */
export const NO_SMTP_REASON = "Not sent: no SMTP server is configured (SMTP_URL).";
