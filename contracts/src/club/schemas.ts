import { z } from "zod";
import { membershipStatusSchema, monthSchema, tierSchema } from "../membership/schemas";
import { cancelReasons } from "./billing";

export const skipInput = z.object({ month: monthSchema });
export type SkipInput = z.infer<typeof skipInput>;

export const holdInput = z.object({
  months: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: "A hold is 1, 2 or 3 months",
  }),
});
export type HoldInput = z.infer<typeof holdInput>;

export const cancelMembershipInput = z.object({
  reason: z.enum(cancelReasons, { error: "Please choose a reason from the list" }),
  comment: z.string().trim().max(500, "Please keep your comment under 500 characters").optional(),
});
export type CancelMembershipInput = z.infer<typeof cancelMembershipInput>;

export const updatePaymentMethodInput = z.object({
  paymentMethodId: z.string().trim().min(1, "Please enter your card").max(200),
});
export type UpdatePaymentMethodInput = z.infer<typeof updatePaymentMethodInput>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are yyyy-MM-dd");

export const clubRunSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  trigger: z.enum(["schedule", "admin"]),
  charged: z.number().int(),
  declined: z.number().int(),
  skipped: z.number().int(),
  cancelled: z.number().int(),
  /** Cents charged by the run. */
  amount: z.number().int(),
});
export type ClubRun = z.infer<typeof clubRunSchema>;

export const clubFiguresSchema = z.object({
  byTier: z.record(tierSchema, z.number().int()),
  byStatus: z.record(z.string(), z.number().int()),
  /** Cents a month the paying memberships bring in (tier prices, tax excluded). */
  mrr: z.number().int(),
  newThisMonth: z.number().int(),
  cancelledThisMonth: z.number().int(),
  averageTenureMonths: z.number(),
  /**
   * Every club payment this month, in cents with its tax: the first month of new members (their
   * membership line with its 8 % tax), upgrades and renewals. `charged` splits it.
   */
  chargedThisMonth: z.number().int(),
  charged: z.object({
    signUps: z.number().int(),
    upgrades: z.number().int(),
    renewals: z.number().int(),
  }),
  upcoming: z.array(z.object({ date: isoDate, count: z.number().int(), amount: z.number().int() })),
  /** The memberships behind `upcoming`, soonest first (the screen moves a billing date from here). */
  dueSoon: z.array(
    z.object({
      membershipId: z.string(),
      name: z.string(),
      tier: tierSchema,
      nextBillingDate: isoDate,
      amount: z.number().int(),
    }),
  ),
  /**
   * Every live membership with its next billing date (none for a complimentary one), soonest first:
   * a member whose date was moved past the next 30 days is still found here.
   */
  members: z.array(
    z.object({
      membershipId: z.string(),
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      tier: tierSchema,
      status: membershipStatusSchema,
      complimentary: z.boolean(),
      nextBillingDate: isoDate.nullable(),
      /** The saved card ("visa ending 4242"), or null when none is saved. */
      card: z.string().nullable(),
      /** On hold: the date it resumes. */
      holdUntil: isoDate.nullable(),
    }),
  ),
  preflight: z.object({
    missingPaymentMethod: z.array(
      z.object({ membershipId: z.string(), name: z.string(), nextBillingDate: isoDate }),
    ),
    cardExpiresBeforeCharge: z.array(
      z.object({ membershipId: z.string(), name: z.string(), nextBillingDate: isoDate, expires: z.string() }),
    ),
  }),
  /**
   * Renewals held by the shipping rules (DECISIONS.md, Round 3): the member's address is in a state
   * the winery cannot ship wine to, or its yearly limit is reached. Each member's latest held
   * month, newest first; nothing was charged for it.
   */
  complianceHolds: z.array(
    z.object({
      membershipId: z.string(),
      name: z.string(),
      tier: tierSchema,
      period: isoDate,
      reason: z.string(),
    }),
  ),
});
export type ClubFigures = z.infer<typeof clubFiguresSchema>;

export const declineSchema = z.object({
  membershipId: z.string(),
  name: z.string(),
  email: z.string(),
  tier: tierSchema,
  period: isoDate,
  attempts: z.number().int(),
  nextRetryDate: isoDate.nullable(),
  lastError: z.string().nullable(),
  /** Cents. */
  amount: z.number().int(),
});
export type ClubDecline = z.infer<typeof declineSchema>;

export const updateMembershipInput = z.object({
  id: z.string().min(1).max(64),
  nextBillingDate: isoDate.optional(),
  status: z.enum(["active", "cancelled"]).optional(),
  /** Pause: hold the membership for 1 to 3 months (no charge, no free wines), as the member could. */
  holdMonths: z.number().int().min(1, "Hold for 1 to 3 months").max(3, "Hold for 1 to 3 months").optional(),
});
export type UpdateMembershipInput = z.infer<typeof updateMembershipInput>;

export const membershipIdInput = z.object({ id: z.string().min(1).max(64) });
