import { z } from "zod";
import { emailSchema, PASSWORD_MAX, userSchema } from "../auth/schemas";
import { usStates } from "../orders/labels";
import { isValidPhone, PHONE_MESSAGE } from "../phone";

const stateCodes = usStates.map(([code]) => code) as [string, ...string[]];

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** A US shipping address the profile keeps as the default for checkout. */
export const defaultAddressSchema = z.object({
  line1: required("Street address", 200),
  line2: z
    .string()
    .trim()
    .max(200, "Apartment, suite or unit must be at most 200 characters")
    .nullable()
    .optional()
    .transform((v) => v || null),
  city: required("City", 100),
  state: z.enum(stateCodes, { error: "Choose a state" }),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "ZIP code must be 5 digits"),
});
export type DefaultAddressInput = z.input<typeof defaultAddressSchema>;
export type DefaultAddressValue = z.output<typeof defaultAddressSchema>;

export const profileSchema = userSchema.extend({
  phone: z.string().nullable(),
  /** yyyy-MM-dd, or null until given (asked once before the next wine purchase). */
  dateOfBirth: z.string().nullable(),
  defaultAddress: z
    .object({
      line1: z.string(),
      line2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
    })
    .nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const name = (label: string) => required(label, 60);

export const updateProfileInput = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  /** Blank removes the phone number. */
  phone: z
    .string()
    .trim()
    .max(30, PHONE_MESSAGE)
    .refine((v) => v === "" || isValidPhone(v), PHONE_MESSAGE)
    .nullable()
    .optional()
    .transform((v) => v || null),
  /** null removes the default address; absent keeps it. */
  defaultAddress: defaultAddressSchema.nullable().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/** A new sign-in e-mail: the password proves it is the account's owner asking. */
export const changeEmailInput = z.object({
  email: emailSchema,
  currentPassword: z.string().min(1, "Current password is required").max(PASSWORD_MAX),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;
