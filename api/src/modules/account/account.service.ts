import {
  ageRefusal,
  businessDate,
  type ChangeEmailInput,
  DATE_OF_BIRTH_KEPT,
  type Profile,
  type SetDateOfBirthInput,
  type UpdateProfileInput,
} from "contracts";
import { verifyPassword } from "../../auth/passwords";
import { limits, takeOrThrow } from "../../auth/rate-limit";
import type { UserRow } from "../../auth/sessions";
import { badRequest, conflict } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";
import {
  emailTaken,
  setDateOfBirth as keepDateOfBirth,
  updateProfile as saveProfile,
  setEmail,
  toUser,
  userById,
} from "../auth/users.service";

function toProfile(row: UserRow): Profile {
  return {
    ...toUser(row),
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    defaultAddress: row.defaultAddress ?? null,
  };
}

async function reload(ctx: UserContext): Promise<Profile> {
  return toProfile((await userById(ctx.db, ctx.user.id)) ?? ctx.user);
}

export function profile(ctx: UserContext): Profile {
  return toProfile(ctx.user);
}

/** Names, phone and the default shipping address (absent keeps it, null removes it). */
export async function updateProfile(ctx: UserContext, input: UpdateProfileInput): Promise<Profile> {
  await ctx.db.write((tx) =>
    saveProfile(
      tx,
      ctx.user.id,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        ...(input.defaultAddress !== undefined ? { defaultAddress: input.defaultAddress } : {}),
      },
      ctx.clock.now(),
    ),
  );
  return reload(ctx);
}

const EMAIL_TAKEN = "An account with this e-mail already exists";

/**
 * A new sign-in e-mail, only with the account's password: a wrong one counts like a failed sign-in
 * (the same throttle), so an open session cannot be used to take the account over.
 */
export async function changeEmail(ctx: UserContext, input: ChangeEmailInput): Promise<Profile> {
  const taken = await takeOrThrow(
    ctx,
    [
      { rule: limits.signInAccount, subject: `user:${ctx.user.id}` },
      { rule: limits.signInIp, subject: ctx.ip },
    ],
    "password attempts",
  );
  if (!(await verifyPassword(ctx.user.password, input.currentPassword))) {
    throw badRequest("Your current password is incorrect");
  }
  await ctx.rateLimiter.giveBack(taken);
  if (input.email === ctx.user.email) return profile(ctx);
  const userId = ctx.user.id;
  await ctx.db.write(async (tx) => {
    if (await emailTaken(tx, input.email, userId)) throw conflict(EMAIL_TAKEN);
    await setEmail(tx, userId, input.email, ctx.clock.now());
  });
  return reload(ctx);
}

/**
 * The date of birth an account gives once (DECISIONS.md, Round 3: Selling wine lawfully): 400 under
 * 21, 409 when one is already kept (the staff correct a wrong one).
 */
export async function setDateOfBirth(ctx: UserContext, input: SetDateOfBirthInput): Promise<Profile> {
  const refusal = ageRefusal(input.dateOfBirth, businessDate(ctx.clock.now()));
  if (refusal) throw badRequest(refusal);
  if (ctx.user.dateOfBirth === input.dateOfBirth) return profile(ctx);
  const kept = await ctx.db.write((tx) =>
    keepDateOfBirth(tx, ctx.user.id, input.dateOfBirth, ctx.clock.now()),
  );
  if (!kept) throw conflict(DATE_OF_BIRTH_KEPT);
  return reload(ctx);
}
