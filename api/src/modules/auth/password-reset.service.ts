import {
  type PasswordResetCheckInput,
  type PasswordResetCheckOutput,
  type PasswordResetInput,
  type PasswordResetRequestInput,
  RESET_LINK_INVALID,
  site,
} from "contracts";
import { passwordResets, users } from "db";
import { and, eq, gt } from "drizzle-orm";
import { hashPassword } from "../../auth/passwords";
import { limits, takeOrThrow } from "../../auth/rate-limit";
import { generateSessionToken, sessionIdFromToken } from "../../auth/sessions";
import { queueMail, renderEmail } from "../../mail";
import { afterAnswer } from "../../shared/after-answer";
import { type Context, clearedSessionCookie } from "../../trpc/context";
import { badRequest } from "../../trpc/errors";
import { setPassword, userById } from "./users.service";

const LINK_VALID_MS = 60 * 60 * 1000;

/**
 * "Forgot password?": e-mails a link that sets a new password, valid for an hour and once. The answer
 * is the same whether or not an account uses the address (and for a disabled one), so the form
 * tells nobody who has an account; requests count 3 per address and 20 per network an hour. Both
 * paths do the same work before answering (the counts): looking the address up, making the link and
 * writing the e-mail happen after the answer, so its timing does not tell either.
 */
export async function requestPasswordReset(
  ctx: Context,
  input: PasswordResetRequestInput,
): Promise<{ success: true }> {
  await takeOrThrow(
    ctx,
    [
      { rule: limits.passwordResetEmail, subject: input.email },
      { rule: limits.passwordResetIp, subject: ctx.ip },
    ],
    "password reset requests",
  );
  const now = ctx.clock.now();
  afterAnswer("A password reset e-mail", () => mailResetLink(ctx, input.email, now));
  return { success: true };
}

/** The link and its e-mail, for an active account with this address (nothing otherwise). */
async function mailResetLink(ctx: Pick<Context, "db" | "mail">, email: string, now: Date): Promise<void> {
  const user = (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
  if (!user?.isActive) return;
  const token = generateSessionToken();
  const link = ctx.mail.links.url("/reset-password", { token });
  const content = renderEmail({
    subject: "Reset your Ridge Road Vineyard password",
    preheader: "The link works once, within the next hour.",
    heading: "Reset your password",
    blocks: [
      {
        kind: "text",
        text: `We received a request to reset the password of your account (username ${user.username}). Choose a new password with the button below: the link works once, within the next hour.`,
      },
      { kind: "button", label: "Choose a new password", url: link },
      {
        kind: "small",
        text: `If you didn't ask for this, you can ignore this e-mail: your password stays as it is. Questions? Call ${site.phone}.`,
      },
    ],
  });
  await ctx.db.write(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: sessionIdFromToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + LINK_VALID_MS).toISOString(),
      createdAt: now.toISOString(),
    });
    await queueMail(tx, { to: user.email, kind: "password_reset", ...content }, now);
  });
}

/**
 * Sets the new password from a reset link. The link is spent in the same transaction (a guarded
 * delete, so two tabs cannot both use it), every session of the account ends (this browser's too),
 * and so do the account's other reset links and its sign-in throttle.
 */
export async function resetPassword(ctx: Context, input: PasswordResetInput): Promise<{ success: true }> {
  const now = ctx.clock.now();
  const tokenHash = sessionIdFromToken(input.token);
  const live = and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now.toISOString()));
  const link = (await ctx.db.select().from(passwordResets).where(live))[0];
  const user = link ? await userById(ctx.db, link.userId) : undefined;
  if (!link || !user?.isActive) throw badRequest(RESET_LINK_INVALID);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.write(async (tx) => {
    if ((await tx.delete(passwordResets).where(live)).changes !== 1) throw badRequest(RESET_LINK_INVALID);
    await setPassword(tx, user.id, passwordHash, now);
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  });
  await ctx.rateLimiter.clear(limits.signInAccount, `user:${user.id}`);
  if (ctx.session?.userId === user.id) {
    ctx.responseHeaders.append("Set-Cookie", clearedSessionCookie(ctx.cookies, ctx.secure));
  }
  return { success: true };
}

/**
 * Whether a reset link can still set a password (unused, under an hour old, its account active),
 * without using it: the reset page asks as it opens, so a spent link is said at once, before the
 * person types two passwords. The answer says nothing more than the link itself would.
 */
export async function checkResetLink(
  ctx: Context,
  input: PasswordResetCheckInput,
): Promise<PasswordResetCheckOutput> {
  const now = ctx.clock.now();
  const link = (
    await ctx.db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, sessionIdFromToken(input.token)),
          gt(passwordResets.expiresAt, now.toISOString()),
        ),
      )
  )[0];
  const user = link
    ? (await ctx.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, link.userId)))[0]
    : undefined;
  return { valid: user?.isActive === true };
}
