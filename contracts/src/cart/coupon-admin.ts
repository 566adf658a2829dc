import { z } from "zod";
import { tierSchema } from "../membership/schemas";
import { amountPattern, moneyString } from "../money-schemas";
import { isBusinessDate } from "../time";
import { couponTypes } from "./coupon";

const businessDay = z
  .string()
  .trim()
  .refine(isBusinessDate, "Enter a date like 2026-12-31")
  .nullable()
  .optional();

const optionalAmount = z
  .string()
  .trim()
  .regex(amountPattern, "Enter an amount like 50.00")
  .nullable()
  .optional();

/**
 * The coupon form (docs/product/api.md, admin coupons). Codes are stored uppercased; a percentage is
 * 1 to 100, a fixed amount at least 0.01; the validity window is New York days, both ends included.
 */
const couponFields = z.object({
  code: z
    .string()
    .trim()
    .min(3, "A code has at least 3 characters")
    .max(40, "A code has at most 40 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, dashes and underscores only")
    .transform((code) => code.toUpperCase()),
  name: z.string().trim().min(1, "Name is required").max(120),
  description: z.string().trim().max(500).nullable().optional(),
  type: z.enum(couponTypes, { error: "Choose percentage or fixed amount" }),
  value: z.string().trim().regex(amountPattern, "Enter a number like 10 or 5.00"),
  minOrderAmount: optionalAmount,
  maxUses: z
    .number({ error: "Max uses is a whole number" })
    .int("Max uses is a whole number")
    .min(1, "Max uses is at least 1")
    .max(1_000_000)
    .nullable()
    .optional(),
  membershipTierRequired: tierSchema.nullable().optional(),
  isActive: z.boolean().default(true),
  validFrom: businessDay,
  validUntil: businessDay,
});

function checkCoupon(coupon: z.output<typeof couponFields>, ctx: z.RefinementCtx): void {
  const value = Number(coupon.value);
  if (coupon.type === "percentage" && (value <= 0 || value > 100)) {
    ctx.addIssue({ code: "custom", path: ["value"], message: "A percentage is between 1 and 100" });
  }
  if (coupon.type === "fixed" && value <= 0) {
    ctx.addIssue({ code: "custom", path: ["value"], message: "A fixed amount is at least 0.01" });
  }
  const { validFrom, validUntil } = coupon;
  if (
    validFrom &&
    validUntil &&
    isBusinessDate(validFrom) &&
    isBusinessDate(validUntil) &&
    validUntil < validFrom
  ) {
    ctx.addIssue({ code: "custom", path: ["validUntil"], message: "The end date is before the start date" });
  }
}

/**
 * The checks across fields run even when a field failed, so the form shows every message at once
 * (zod skips a refinement after a failed field unless it is told `when`). They read fields that may
 * be missing or mistyped, and speak only about the ones that are there.
 */
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

export const couponFormInput = couponFields.superRefine(checkCoupon, always);
export type CouponFormInput = z.input<typeof couponFormInput>;
export type CouponForm = z.output<typeof couponFormInput>;

export const couponIdInput = z.object({ id: z.string().min(1).max(64) });

export const updateCouponInput = couponFields
  .extend({ id: z.string().min(1).max(64) })
  .superRefine(checkCoupon, always);
export type UpdateCouponInput = z.output<typeof updateCouponInput>;

export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(couponTypes),
  /** The percentage ("10.00") or the amount off in dollars, by `type`. */
  value: moneyString,
  minOrderAmount: moneyString.nullable(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  membershipTierRequired: tierSchema.nullable(),
  isActive: z.boolean(),
  /** New York days (yyyy-MM-dd), both included. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
