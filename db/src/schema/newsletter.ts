import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, updatedAt } from "./columns";

export const emailSubscriptions = sqliteTable("email_subscriptions", {
  id: id(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  email: text("email").notNull().unique(),
  isActive: bool("is_active").notNull().default(true),
  subscriptionDate: text("subscription_date").notNull(),
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
