import type { MembershipStatus, SelectionStatus, Tier } from "contracts";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { orders } from "./orders";
import { users } from "./users";

export const memberships = sqliteTable(
  "memberships",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tier: text("tier").$type<Tier>().notNull(),
    status: text("status").$type<MembershipStatus>().notNull().default("active"),
    complimentary: integer("complimentary", { mode: "boolean" }).notNull().default(false),
    startDate: text("start_date").notNull(),
    endDate: text("end_date"),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    stripeSubscriptionId: text("stripe_subscription_id"),
    createdAt: createdAt(),
  },
  (t) => [index("memberships_user_idx").on(t.userId)],
);

export const monthlyWineSelections = sqliteTable(
  "monthly_wine_selections",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    membershipTier: text("membership_tier").$type<Tier>().notNull(),
    /** YYYY-MM in the business time zone. */
    selectionMonth: text("selection_month").notNull(),
    selectedWines: text("selected_wines", { mode: "json" }).$type<string[]>().notNull().default([]),
    status: text("status").$type<SelectionStatus>().notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("monthly_selection_user_month_unique").on(t.userId, t.selectionMonth)],
);
