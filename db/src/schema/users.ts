import type { Role, Tier } from "contracts";
import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id } from "./columns";

/** A customer's default shipping address (US): the profile screen edits it, checkout pre-fills it. */
export interface DefaultAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zipCode: string;
}

export const users = sqliteTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    /** Always stored lowercased. */
    email: text("email").notNull().unique(),
    password: text("password").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role").$type<Role>().notNull().default("customer"),
    membershipTier: text("membership_tier").$type<Tier>(),
    isActive: bool("is_active").notNull().default(true),
    phone: text("phone"),
    address: text("address"),
    /** The shipping address the profile keeps; checkout starts from it. */
    defaultAddress: text("default_address", { mode: "json" }).$type<DefaultAddress>(),
    /** yyyy-MM-dd: buying wine needs someone 21 or older (DECISIONS.md, Round 3). Null until given. */
    dateOfBirth: text("date_of_birth"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    createdAt: createdAt(),
    /**
     * When the account last changed (partners sync with `updatedSince`). The empty default only
     * serves the migration that added it, which then copied each row's `createdAt` into it.
     */
    updatedAt: text("updated_at")
      .notNull()
      .default("")
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [uniqueIndex("users_username_lower_unique").on(sql`lower(${t.username})`)],
);

/** Lucia-style sessions: the id is the SHA-256 (hex) of the token in the cookie. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Password-reset links: only the SHA-256 of each random token is kept, valid for an hour and once
 * (docs/product/decisions.md, "Round 2": E-mail). Using one removes every link of the user.
 */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);
