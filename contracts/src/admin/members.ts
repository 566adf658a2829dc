import { z } from "zod";
import {
  emailSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  roleSchema,
  usernameSchema,
  userSchema,
} from "../auth/schemas";
import { membershipStatusSchema, tierSchema } from "../membership/schemas";
import { moneyString } from "../money-schemas";
import { paymentStatuses } from "../orders/labels";
import { orderStatusSchema } from "../orders/schemas";
import { listPaging } from "../paging";
import { syncFilters } from "../partners/sync";
import { isValidPhone } from "../phone";
import { reservationStatusSchema } from "../reservations/schemas";

/** GET /api/admin/users: search (name, username, e-mail), tier ("none": no tier) and the page. */
export const adminUsersInput = z
  .object({
    search: z.string().trim().max(254).optional(),
    tier: z.enum(["essential", "premium", "elite", "none"], { error: "Choose a tier or none" }).optional(),
    ...syncFilters,
    ...listPaging,
  })
  .optional();
export type AdminUsersInput = z.infer<typeof adminUsersInput>;

export const adminUserSchema = userSchema.extend({
  isActive: z.boolean(),
  phone: z.string().nullable(),
  /** Paid orders (not failed or cancelled before payment) and what they came to, net of refunds. */
  orderCount: z.number().int(),
  totalSpent: moneyString,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The members screen's cards and insights: every figure counted from the users table. */
export const memberStatsSchema = z.object({
  total: z.number().int(),
  essential: z.number().int(),
  premium: z.number().int(),
  elite: z.number().int(),
  none: z.number().int(),
  /** Share of customers (staff accounts left out) with any tier, rounded to a whole percent. */
  conversionRate: z.number().int(),
  premiumPlus: z.number().int(),
  /** Customers without a tier: the people the club could still win (staff accounts are not). */
  opportunities: z.number().int(),
  /** How many users the search and tier filter find (for the pages). */
  matching: z.number().int(),
});
export type MemberStats = z.infer<typeof memberStatsSchema>;

export const adminUserIdInput = z.object({ id: z.string().min(1).max(64) });

export const adminUserDetailSchema = adminUserSchema.extend({
  address: z.string().nullable(),
  memberships: z.array(
    z.object({
      id: z.string(),
      tier: tierSchema,
      status: membershipStatusSchema,
      complimentary: z.boolean(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    }),
  ),
  /** Paid orders, newest first, with the status and payment status the orders desk shows. */
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      status: orderStatusSchema,
      paymentStatus: z.enum(paymentStatuses),
      total: moneyString,
      refunded: moneyString,
      createdAt: z.string(),
    }),
  ),
  reservations: z.array(
    z.object({
      id: z.string(),
      typeName: z.string(),
      startTime: z.string(),
      guestCount: z.number().int(),
      status: reservationStatusSchema,
      totalPrice: moneyString,
    }),
  ),
  totals: z.object({
    orders: z.number().int(),
    spent: moneyString,
    reservations: z.number().int(),
    journalEntries: z.number().int(),
    forumPosts: z.number().int(),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const optionalName = (label: string) =>
  z.string().trim().max(60, `${label} must be at most 60 characters`).nullable().optional();

/**
 * PATCH /api/admin/users/{id}: every field optional; `membershipTier: null` ends the membership, a
 * tier given here is complimentary (never charged); `isActive: false` ends the user's sessions.
 */
export const updateUserInput = z.object({
  id: z.string().min(1).max(64),
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  firstName: optionalName("First name"),
  lastName: optionalName("Last name"),
  role: roleSchema.optional(),
  membershipTier: tierSchema.nullable().optional(),
  isActive: z.boolean().optional(),
  phone: z
    .string()
    .trim()
    .refine((text) => text === "" || isValidPhone(text), "Please enter a valid phone number")
    .nullable()
    .optional(),
  address: z.string().trim().max(300).nullable().optional(),
  newPassword: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;
