import type { ChangeEmailInput, Profile, UpdateProfileInput } from "contracts";
import { users } from "db";
import { and, eq, ne } from "drizzle-orm";
import { verifyPassword } from "../../auth/passwords";
import { limits, takeOrThrow } from "../../auth/rate-limit";
import type { UserRow } from "../../auth/sessions";
import { badRequest, conflict } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";
import { toUser } from "../auth/auth.service";

function toProfile(row: UserRow): Profile {
  return { ...toUser(row), phone: row.phone, defaultAddress: row.defaultAddress ?? null };
}

function reload(ctx: UserContext): Profile {
  const row = ctx.db.select().from(users).where(eq(users.id, ctx.user.id)).get();
  return toProfile(row ?? ctx.user);
}

export function profile(ctx: UserContext): Profile {
  return toProfile(ctx.user);
}

/** Names, phone and the default shipping address (absent keeps it, null removes it). */
export function updateProfile(ctx: UserContext, input: UpdateProfileInput): Profile {
  ctx.db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      ...(input.defaultAddress !== undefined ? { defaultAddress: input.defaultAddress } : {}),
    })
    .where(eq(users.id, ctx.user.id))
    .run();
  return reload(ctx);
}

const EMAIL_TAKEN = "An account with this e-mail already exists";

/**
 * A new sign-in e-mail, only with the account's password: a wrong one counts like a failed sign-in
 * (the same throttle), so an open session cannot be used to take the account over.
 */
export async function changeEmail(ctx: UserContext, input: ChangeEmailInput): Promise<Profile> {
  const taken = takeOrThrow(
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
  ctx.rateLimiter.giveBack(taken);
  if (input.email === ctx.user.email) return profile(ctx);
  const userId = ctx.user.id;
  ctx.db.transaction(
    (tx) => {
      const other = tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.email), ne(users.id, userId)))
        .get();
      if (other) throw conflict(EMAIL_TAKEN);
      tx.update(users).set({ email: input.email }).where(eq(users.id, userId)).run();
    },
    { behavior: "immediate" },
  );
  return reload(ctx);
}
