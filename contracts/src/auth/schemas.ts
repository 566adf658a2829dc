import { z } from "zod";
import { dateOfBirthSchema } from "../compliance/schemas";
import { tierSchema } from "../membership/schemas";

export const roleSchema = z.enum(["customer", "admin"]);
export type Role = z.infer<typeof roleSchema>;

/** The user as every answer shows it: never a password or a payment-provider id. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: roleSchema,
  membershipTier: tierSchema.nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const usernameSchema = z
  .string()
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(32, "Username must be at most 32 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "Username may use letters, numbers, dots, dashes and underscores only");

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Please enter a valid e-mail address").max(254));

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(60, `${label} must be at most 60 characters`);

export const meOutput = z.object({ user: userSchema.nullable() });

export const loginInput = z
  .object({
    username: z.string().trim().min(1).max(254).optional(),
    email: z.string().trim().min(1).max(254).optional(),
    password: z.string().min(1, "Password is required").max(PASSWORD_MAX),
  })
  .refine((v) => Boolean(v.username || v.email), {
    message: "Please enter your username or e-mail",
    path: ["username"],
  });
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z.object({
  email: emailSchema,
  password,
  firstName: name("First name"),
  lastName: name("Last name"),
  username: usernameSchema.optional(),
  /** yyyy-MM-dd: buying wine needs someone 21 or older (the account keeps it). */
  dateOfBirth: dateOfBirthSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const signupInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  password,
  dateOfBirth: dateOfBirthSchema.optional(),
});
export type SignupInput = z.infer<typeof signupInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(PASSWORD_MAX),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The answer to a used, expired or unknown reset link (docs/product/decisions.md, "Round 2": E-mail). */
export const RESET_LINK_INVALID = "This reset link is no longer valid.";

export const passwordResetRequestInput = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

export const passwordResetInput = z.object({
  token: z.string().trim().min(1, RESET_LINK_INVALID).max(100, RESET_LINK_INVALID),
  newPassword: password,
});
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

/** The reset page asks as it opens whether its link can still be used (without using it). */
export const passwordResetCheckInput = passwordResetInput.pick({ token: true });
export type PasswordResetCheckInput = z.infer<typeof passwordResetCheckInput>;
export const passwordResetCheckOutput = z.object({ valid: z.boolean() });
export type PasswordResetCheckOutput = z.infer<typeof passwordResetCheckOutput>;

export const userOutput = z.object({ user: userSchema });
export const successOutput = z.object({ success: z.literal(true) });
export const emptyInput = z.object({}).optional();
