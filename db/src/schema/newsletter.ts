import { sqliteTable, text } from "drizzle-orm/sqlite-core";
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
  /** The SHA-256 of the confirmation link's token (the link itself is only in the e-mail). */
  confirmTokenHash: text("confirm_token_hash").unique(),
  confirmedAt: text("confirmed_at"),
  unsubscribedAt: text("unsubscribed_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
