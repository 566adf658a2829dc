import {
  ageRefusal,
  businessDate,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
  type SignupInput,
  type User,
} from "contracts";
import { isUniqueViolation, newId, users } from "db";
import { eq, or, sql } from "drizzle-orm";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../auth/passwords";
import { limits, takeOrThrow } from "../../auth/rate-limit";
import { createSession, generateSessionToken, invalidateSession, type UserRow } from "../../auth/sessions";
import { type Context, clearedSessionCookie, sessionCookie } from "../../trpc/context";
import { badRequest, conflict, forbidden, unauthorized } from "../../trpc/errors";
import { createUser, emailTaken, setPassword, toUser, usernameTaken } from "./users.service";

export function me(ctx: Context): { user: User | null } {
  return { user: ctx.user ? toUser(ctx.user) : null };
}

const INVALID_CREDENTIALS = "Invalid username or password";
export const ACCOUNT_DISABLED = "This account is disabled.";

async function findByLogin(ctx: Context, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  return (
    await ctx.db
      .select()
      .from(users)
      .where(or(eq(users.email, value), sql`lower(${users.username}) = ${value}`))
  )[0];
}

export async function login(ctx: Context, input: LoginInput): Promise<{ user: User }> {
  const identifier = (input.username ?? input.email ?? "").trim();
  const row = await findByLogin(ctx, identifier);
  // One count per account, however it is named (username in any case, or e-mail); unknown names
  // are counted by what was typed. The attempt is counted before the password is checked, so
  // parallel guesses can never get past the limit, and given back when the password is right.
  const account = row ? `user:${row.id}` : `name:${identifier.toLowerCase()}`;
  const taken = await takeOrThrow(
    ctx,
    [
      { rule: limits.signInAccount, subject: account },
      { rule: limits.signInIp, subject: ctx.ip },
    ],
    "sign-in attempts",
  );
  const valid = row
    ? await verifyPassword(row.password, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !valid) throw unauthorized(INVALID_CREDENTIALS);
  await ctx.rateLimiter.giveBack(taken);
  if (!row.isActive) throw forbidden(ACCOUNT_DISABLED);
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
  const token = generateSessionToken();
  await createSession(ctx.db, token, row.id, ctx.clock.now());
  ctx.responseHeaders.append("Set-Cookie", sessionCookie(ctx.cookies, token, ctx.secure));
  // Listeners (the cart: a visitor's cart joins the account) act on the new sign-in.
  await ctx.hooks.auth.signedIn.emit(ctx, row.id);
  return { user: toUser(row) };
}

export async function logout(ctx: Context): Promise<{ success: true }> {
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
  ctx.responseHeaders.append("Set-Cookie", clearedSessionCookie(ctx.cookies, ctx.secure));
  return { success: true };
}

async function assertAvailable(ctx: Context, username: string, email: string): Promise<void> {
  if (await emailTaken(ctx.db, email)) throw conflict("An account with this e-mail already exists");
  if (await usernameTaken(ctx.db, username)) throw conflict("This username is already taken");
}

async function createAccount(
  ctx: Context,
  fields: {
    username: string;
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
    dateOfBirth?: string;
  },
): Promise<{ user: User }> {
  // Someone under 21 cannot buy here: refused before anything is counted or kept.
  const tooYoung = fields.dateOfBirth ? ageRefusal(fields.dateOfBirth, businessDate(ctx.clock.now())) : null;
  if (tooYoung) throw badRequest(tooYoung);
  // Counted before the names are checked: a sign-up refused for a taken e-mail or username counts
  // too, so nobody can probe which addresses have an account more than 10 times an hour.
  const taken = await takeOrThrow(
    ctx,
    [{ rule: limits.accountsIp, subject: ctx.ip }],
    "sign-ups from your network",
  );
  await assertAvailable(ctx, fields.username, fields.email);
  const passwordHash = await hashPassword(fields.password);
  try {
    const row = await ctx.db.write((tx) =>
      createUser(tx, {
        username: fields.username,
        email: fields.email,
        passwordHash,
        firstName: fields.firstName ?? null,
        lastName: fields.lastName ?? null,
        dateOfBirth: fields.dateOfBirth ?? null,
        createdAt: ctx.clock.now().toISOString(),
      }),
    );
    return { user: toUser(row) };
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the same clear 409
    // (and keeps its count, as any refusal for a taken name does).
    if (isUniqueViolation(error)) await assertAvailable(ctx, fields.username, fields.email);
    await ctx.rateLimiter.giveBack(taken);
    throw error;
  }
}

/** A username from the e-mail's local part, made unique with a number when needed. */
async function usernameFromEmail(ctx: Context, email: string): Promise<string> {
  const base = (email.split("@")[0] ?? "member")
    .replace(/[^A-Za-z0-9._-]/g, "")
    .slice(0, 24)
    .padEnd(3, "0");
  for (let n = 0; n < 1000; n++) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    if (!(await usernameTaken(ctx.db, candidate))) return candidate;
  }
  return `${base}${newId().slice(0, 6)}`;
}

export async function register(ctx: Context, input: RegisterInput): Promise<{ user: User }> {
  return createAccount(ctx, {
    username: input.username ?? (await usernameFromEmail(ctx, input.email)),
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    dateOfBirth: input.dateOfBirth,
  });
}

export function signup(ctx: Context, input: SignupInput): Promise<{ user: User }> {
  return createAccount(ctx, input);
}

export async function changePassword(
  ctx: Context & { user: UserRow; session: { id: string } },
  input: ChangePasswordInput,
): Promise<{ success: true }> {
  // A wrong current password is a guess at the account's password: it counts like a failed sign-in.
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
  if (input.currentPassword === input.newPassword) {
    throw badRequest("The new password must differ from the current one");
  }
  const passwordHash = await hashPassword(input.newPassword);
  const userId = ctx.user.id;
  const sessionId = ctx.session.id;
  // Every other session ends: a stolen session does not survive a password change.
  await ctx.db.write(async (tx) => setPassword(tx, userId, passwordHash, ctx.clock.now(), sessionId));
  return { success: true };
}
