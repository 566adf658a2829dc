import { z } from "zod";

export const tierSchema = z.enum(["essential", "premium", "elite"]);
export type Tier = z.infer<typeof tierSchema>;

export const memberCategorySchema = z.enum(["curated", "premium", "rare_vintage"]);
export type MemberCategory = z.infer<typeof memberCategorySchema>;

/**
 * active and past_due (a declined renewal, benefits kept 10 days), on_hold and cancelling (ends at
 * the end of the paid month) still hold the tier; cancelled and expired do not.
 */
export const membershipStatusSchema = z.enum([
  "active",
  "past_due",
  "on_hold",
  "cancelling",
  "cancelled",
  "expired",
]);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

export const selectionStatusSchema = z.enum(["pending", "confirmed"]);
export type SelectionStatus = z.infer<typeof selectionStatusSchema>;

export const membershipSchema = z.object({
  id: z.string(),
  tier: tierSchema,
  status: membershipStatusSchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  /** Given by the staff: never charged. */
  complimentary: z.boolean(),
  /** yyyy-MM-dd in New York; null when nothing more will be charged. */
  nextBillingDate: z.string().nullable(),
  /** The next day a charge is made: the next billing date, or later when that month is skipped or held. */
  nextChargeDate: z.string().nullable(),
  /** Cents the next charge will be (tier price + tax), null when none is coming. */
  nextChargeAmount: z.number().int().nullable(),
  hold: z.object({ until: z.string() }).nullable(),
  /** The day benefits end for a pending cancellation. */
  cancelAt: z.string().nullable(),
  /** Months (YYYY-MM) the member skipped, from the current one on. */
  skippedMonths: z.array(z.string()),
  paymentMethod: z
    .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
    .nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const addMembershipInput = z.object({ tier: tierSchema });

export const upgradeInput = z.object({
  targetTier: tierSchema,
  /** Card details go to the payment gateway once and are never stored or logged. */
  paymentData: z
    .object({
      name: z.string().trim().min(1, "Missing Information: Please fill in all payment fields").max(100),
      cardNumber: z.string().trim().max(23).optional(),
      cvv: z.string().trim().max(4).optional(),
      zipCode: z.string().trim().max(5).optional(),
      expiry: z.string().trim().max(5).optional(),
      /** With Stripe, Elements' payment method instead of raw card fields. */
      paymentMethodId: z.string().trim().max(200).optional(),
    })
    .refine((p) => Boolean(p.paymentMethodId || (p.cardNumber && p.cvv && p.zipCode)), {
      message: "Missing Information: Please fill in all payment fields",
    }),
});
export type UpgradeInput = z.infer<typeof upgradeInput>;

export const upgradeOutput = z.object({
  membership: membershipSchema,
  /** What the card was charged today: the monthly price difference plus tax ("108.00"). */
  charged: z.string(),
  /** The monthly price difference ("100.00"). */
  difference: z.string(),
  /** The 8 % tax on the difference ("8.00"). */
  tax: z.string(),
});

export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must be YYYY-MM");

export const selectionSchema = z.object({
  id: z.string(),
  membershipTier: tierSchema,
  selectionMonth: z.string(),
  selectedWines: z.array(z.string()),
  status: selectionStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const selectionInput = z.object({ month: monthSchema.optional() }).optional();

export const saveSelectionInput = z.object({
  membershipTier: tierSchema,
  selectionMonth: monthSchema,
  selectedWines: z
    .array(z.string().min(1).max(64))
    .min(1, "No Selection Made: Please select at least one wine to proceed.")
    .max(12),
});
export type SaveSelectionInput = z.infer<typeof saveSelectionInput>;

export const memberWinesInput = z.object({ category: memberCategorySchema });
export const memberSelectionWinesInput = z.object({ tier: tierSchema.optional() }).optional();

/** The free-wine picker's banner: n of N chosen this month. */
export const allowanceOutput = z.object({
  month: z.string(),
  tier: tierSchema,
  allowance: z.number().int(),
  used: z.number().int(),
  inCart: z.number().int(),
  remaining: z.number().int(),
});
export type Allowance = z.infer<typeof allowanceOutput>;
