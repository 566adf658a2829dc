import { TRPCError } from "@trpc/server";
import { isNewAccount } from "contracts";
import { type LimitRule, limits, type Taken } from "../../auth/rate-limit";
import type { UserContext } from "../../trpc/procedures";

/** "30 seconds", "2 minutes", "5 hours": how long until the next post is allowed. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

function tooMany(ctx: UserContext, retryAfterSeconds: number, message: string): TRPCError {
  ctx.responseHeaders.set("Retry-After", String(retryAfterSeconds));
  return new TRPCError({
    code: "TOO_MANY_REQUESTS",
    message: `${message} Please try again in ${waitText(retryAfterSeconds)}.`,
  });
}

const rules: Record<
  "topic" | "reply",
  { pace: LimitRule; newAccount: LimitRule; pacing: string; daily: string }
> = {
  topic: {
    pace: limits.forumTopics,
    newAccount: limits.forumTopicsNewAccount,
    pacing: "You can start one topic every 2 minutes.",
    daily: "New accounts can start 3 topics a day.",
  },
  reply: {
    pace: limits.forumReplies,
    newAccount: limits.forumRepliesNewAccount,
    pacing: "You can post one reply every 30 seconds.",
    daily: "New accounts can post 10 replies a day.",
  },
};

/**
 * Counts a post against the forum's limits before it is written (docs/decisions/0007-limits-in-sqlite.md):
 * one topic per 2 minutes and one reply per 30 s per user, and for accounts younger than 24 hours 3
 * topics and 10 replies a day. Admins are exempt. The caller gives the counts back when the post is
 * refused after all. Each limit is taken on its own so the 429 says which one was met.
 */
export async function takePostLimit(ctx: UserContext, kind: "topic" | "reply"): Promise<Taken[]> {
  if (ctx.user.role === "admin") return [];
  const rule = rules[kind];
  const subject = ctx.user.id;
  const pace = await ctx.rateLimiter.take([{ rule: rule.pace, subject }]);
  if (!pace.ok) throw tooMany(ctx, pace.retryAfterSeconds, rule.pacing);
  if (!isNewAccount(ctx.user.createdAt, ctx.clock.now())) return [pace];
  const daily = await ctx.rateLimiter.take([{ rule: rule.newAccount, subject }]);
  if (!daily.ok) {
    await ctx.rateLimiter.giveBack(pace);
    throw tooMany(ctx, daily.retryAfterSeconds, rule.daily);
  }
  return [pace, daily];
}

export async function giveBackPostLimit(ctx: UserContext, taken: Taken[]): Promise<void> {
  for (const counted of taken) await ctx.rateLimiter.giveBack(counted);
}
