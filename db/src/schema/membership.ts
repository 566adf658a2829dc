import type { CancelReason, ClubChargeStatus, MembershipStatus, SelectionStatus, Tier } from "contracts";
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
    // Club billing (docs/decisions/0015-club-billing.md). Dates are yyyy-MM-dd in New York.
    /** The day of the month renewals fall on (clamped to shorter months). */
    billingDay: integer("billing_day"),
    /** The start of the next billing period; null for a complimentary or ended membership. */
    nextBillingDate: text("next_billing_date"),
    /** While on hold: the billing date on which charging starts again. */
    holdUntil: text("hold_until"),
    cancelAt: text("cancel_at"),
    cancelReason: text("cancel_reason").$type<CancelReason>(),
    cancelComment: text("cancel_comment"),
    /** The billing date whose pre-notice e-mail went out (one notice per period). */
    noticedFor: text("noticed_for"),
    /** The saved payment method: the provider's token and what the member sees, never card data. */
    paymentMethodId: text("payment_method_id"),
    paymentCustomerId: text("payment_customer_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardExpMonth: integer("card_exp_month"),
    cardExpYear: integer("card_exp_year"),
    createdAt: createdAt(),
  },
  (t) => [
    index("memberships_user_idx").on(t.userId),
    index("memberships_next_billing_idx").on(t.status, t.nextBillingDate),
  ],
);

/**
 * One row per membership and billing period (keyed by the period's start date): the unique key is
 * what makes a period charged at most once, however often the job runs or crashes. `charging` is
 * written before the gateway is called; a run that finds it asks the gateway instead of charging.
 */
export const clubCharges = sqliteTable(
  "club_charges",
  {
    id: id(),
    membershipId: text("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tier: text("tier").$type<Tier>().notNull(),
    period: text("period").notNull(),
    status: text("status").$type<ClubChargeStatus>().notNull(),
    /** Cents, tax included. */
    amountCents: integer("amount_cents").notNull().default(0),
    /** Tries made; each try has its own idempotency key (`club-<membership>-<period>-<attempt>`). */
    attempts: integer("attempts").notNull().default(0),
    /** The order this charge records, its id chosen before the gateway is called. */
    orderId: text("order_id"),
    paymentIntentId: text("payment_intent_id"),
    nextRetryDate: text("next_retry_date"),
    lastError: text("last_error"),
    runId: text("run_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("club_charges_membership_period_unique").on(t.membershipId, t.period),
    index("club_charges_status_idx").on(t.status),
  ],
);

/** Months (YYYY-MM) a member skipped or held: no charge and no free wines that month. */
export const clubPauses = sqliteTable(
  "club_pauses",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    kind: text("kind").$type<"skip" | "hold">().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("club_pauses_user_month_unique").on(t.userId, t.month)],
);

/** Each run of the billing job and what it did. */
export const clubRuns = sqliteTable("club_runs", {
  id: id(),
  trigger: text("trigger").$type<"schedule" | "admin">().notNull(),
  startedAt: text("started_at").notNull(),
  finishedAt: text("finished_at"),
  charged: integer("charged").notNull().default(0),
  declined: integer("declined").notNull().default(0),
  skipped: integer("skipped").notNull().default(0),
  cancelled: integer("cancelled").notNull().default(0),
  amountCents: integer("amount_cents").notNull().default(0),
});

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

/**
 * The club's monthly shipment run (issue 28): the staff's default wines per tier for members who
 * picked nothing, and whether the run was confirmed (orders made, stock taken) and shipped.
 */
export const clubShipmentMonths = sqliteTable("club_shipment_months", {
  /** YYYY-MM in the business time zone. */
  month: text("month").primaryKey(),
  /** Set whenever a row is written (no column default: PostgreSQL would reorder its keys). */
  defaults: text("defaults", { mode: "json" }).$type<Record<Tier, string[]>>().notNull(),
  confirmedAt: text("confirmed_at"),
  confirmedBy: text("confirmed_by"),
  updatedAt: updatedAt(),
});

/**
 * One member's shipment of a month, whether from their own picks or from the run's defaults: the
 * unique (user, month) index is what keeps a member from ever being sent two shipments for a month.
 */
export const clubShipments = sqliteTable(
  "club_shipments",
  {
    id: id(),
    month: text("month").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    membershipId: text("membership_id").notNull(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** picked: the member's own checkout of their free wines; default: made by the run. */
    source: text("source").$type<"picked" | "default">().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("club_shipments_user_month_unique").on(t.userId, t.month)],
);
