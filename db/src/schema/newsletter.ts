import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, updatedAt } from "./columns";

/**
 * Newsletter subscribers with double opt-in: a sign-up waits (`confirmedAt` null, not active) until
 * the confirmation link is followed; an unsubscribe link ends it (`unsubscribedAt`, not active).
 */
export const emailSubscriptions = sqliteTable("email_subscriptions", {
  id: id(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  email: text("email").notNull().unique(),
  /** True only while confirmed and not unsubscribed: the addresses an issue goes to. */
  isActive: bool("is_active").notNull().default(true),
  subscriptionDate: text("subscription_date").notNull(),
  /** In every issue's unsubscribe link; it allows nothing but leaving the list. */
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  confirmedAt: text("confirmed_at"),
  unsubscribedAt: text("unsubscribed_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every confirmation link sent, as the SHA-256 of its token (the link itself is only in the e-mail).
 * Each stays valid until it is used or `expiresAt` (7 days) passes, so signing up twice never kills
 * the first link (docs/product/decisions.md, Round 3). The newest one's `createdAt` paces new e-mails.
 */
export const newsletterConfirmations = sqliteTable(
  "newsletter_confirmations",
  {
    id: id(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => emailSubscriptions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [index("newsletter_confirmations_subscription").on(t.subscriptionId, t.createdAt)],
);
