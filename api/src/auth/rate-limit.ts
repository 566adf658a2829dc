import { TRPCError } from "@trpc/server";
import { type Db, type Executor, one, param, prepared, rateLimitHits, type Tx } from "db";
import { and, asc, count, eq, gt, lte } from "drizzle-orm";
import type { Clock } from "../clock";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface LimitRule {
  /** Prefix of the counter's key; one rule counts per account, per IP, per cart... */
  name: string;
  max: number;
  windowMs: number;
}

/** Every limit of docs/product/decisions.md ("Round 2": Hardening), in one table. */
export const limits = {
  signInAccount: { name: "sign-in:account", max: 5, windowMs: 15 * MINUTE },
  signInIp: { name: "sign-in:ip", max: 50, windowMs: 15 * MINUTE },
  /** Sign-ups, refused ones (a taken username or e-mail) included, so probing for accounts is limited. */
  accountsIp: { name: "accounts:ip", max: 10, windowMs: HOUR },
  declinesIp: { name: "declines:ip", max: 10, windowMs: HOUR },
  declinesCart: { name: "declines:cart", max: 5, windowMs: HOUR },
  couponsIp: { name: "coupons:ip", max: 30, windowMs: MINUTE },
  journalEntries: { name: "journal-entries:user", max: 30, windowMs: HOUR },
  journalComments: { name: "journal-comments:user", max: 30, windowMs: HOUR },
  /** Journal photos: 4 for each of the 30 entries an hour (admins, uploading catalogue pictures, are exempt). */
  uploadsUser: { name: "uploads:user", max: 120, windowMs: HOUR },
  // Forum posts, per user (admins are exempt); accounts younger than 24 h also count per day.
  forumTopics: { name: "forum-topics:user", max: 1, windowMs: 2 * MINUTE },
  forumReplies: { name: "forum-replies:user", max: 1, windowMs: 30 * SECOND },
  forumTopicsNewAccount: { name: "forum-topics:new-account", max: 3, windowMs: DAY },
  forumRepliesNewAccount: { name: "forum-replies:new-account", max: 10, windowMs: DAY },
  passwordResetEmail: { name: "password-reset:email", max: 3, windowMs: HOUR },
  passwordResetIp: { name: "password-reset:ip", max: 20, windowMs: HOUR },
  newsletterIp: { name: "newsletter:ip", max: 5, windowMs: HOUR },
  /** Confirmation e-mails to one address: past it the sign-up still answers the same, silently. */
  newsletterAddress: { name: "newsletter:address", max: 3, windowMs: HOUR },
} as const satisfies Record<string, LimitRule>;

export interface Hit {
  rule: LimitRule;
  /** What is counted: an account id, an IP address, a cart... */
  subject: string;
}

export type Taken = { ok: true; ids: number[] } | { ok: false; retryAfterSeconds: number };

/**
 * How long a subject with these counts in the window (oldest first) waits for its next attempt: 0
 * under the limit, else until enough of the oldest counts have left the window (at least a second).
 */
function secondsToWait(recent: { at: number }[], rule: LimitRule, now: number): number {
  if (recent.length < rule.max) return 0;
  const freeing = recent[recent.length - rule.max]?.at ?? now;
  return Math.max(1, Math.ceil((freeing + rule.windowMs - now) / 1000));
}

// Built once (db/src/prepared.ts): a checkout runs these seven times.
const forgetOld = prepared((tx: Tx) =>
  tx
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.key, param("key")), lte(rateLimitHits.at, param("before"))))
    .prepare(),
);
const recentHits = prepared((db: Executor) =>
  db
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, param("key")), gt(rateLimitHits.at, param("after"))))
    .orderBy(asc(rateLimitHits.at))
    .prepare(),
);
const countHit = prepared((tx: Tx) =>
  tx
    .insert(rateLimitHits)
    .values({ key: param("key"), at: param("at") })
    .returning({ id: rateLimitHits.id })
    .prepare(),
);
const forgetHit = prepared((tx: Tx) =>
  tx
    .delete(rateLimitHits)
    .where(eq(rateLimitHits.id, param("id")))
    .prepare(),
);

/** Removes counts `take` made, in the caller's transaction (an approved payment's, say). */
export async function giveBackIn(tx: Tx, taken: Taken): Promise<void> {
  if (!taken.ok) return;
  for (const id of taken.ids) await forgetHit(tx).run({ id });
}

/**
 * Sliding-window counters in the database. `take` counts an attempt before the work it guards, in
 * one write transaction, so parallel requests can never get past a limit; `giveBack` removes the
 * count when the attempt turns out not to be one that counts (a right password, an approved card).
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt against every hit, or none when any of them is at its limit. */
  async take(hits: Hit[]): Promise<Taken> {
    const now = this.clock.now().getTime();
    return this.db.write(async (tx) => {
      let wait = 0;
      for (const { rule, subject } of hits) {
        const key = `${rule.name}:${subject}`;
        await forgetOld(tx).run({ key, before: now - rule.windowMs });
        const recent = await recentHits(tx).all({ key, after: now - rule.windowMs });
        wait = Math.max(wait, secondsToWait(recent, rule, now));
      }
      if (wait > 0) return { ok: false as const, retryAfterSeconds: wait };
      const ids: number[] = [];
      for (const { rule, subject } of hits) {
        ids.push(one(await countHit(tx).all({ key: `${rule.name}:${subject}`, at: now })).id);
      }
      return { ok: true as const, ids };
    });
  }

  /**
   * Whether every hit is still under its limit, counting nothing: for work that finishes at once
   * and counts only when it fails (`take` then), where counting first and giving back would be two
   * writes for every attempt that succeeds.
   */
  async check(hits: Hit[]): Promise<Taken> {
    const now = this.clock.now().getTime();
    let wait = 0;
    for (const { rule, subject } of hits) {
      const recent = await recentHits(this.db).all({
        key: `${rule.name}:${subject}`,
        after: now - rule.windowMs,
      });
      wait = Math.max(wait, secondsToWait(recent, rule, now));
    }
    return wait > 0 ? { ok: false, retryAfterSeconds: wait } : { ok: true, ids: [] };
  }

  async giveBack(taken: Taken): Promise<void> {
    if (taken.ok && taken.ids.length > 0) await this.db.write((tx) => giveBackIn(tx, taken));
  }

  /** Forgets a subject's counts (a new password ends the sign-in throttle of its account). */
  async clear(rule: LimitRule, subject: string): Promise<void> {
    await this.db.write((tx) =>
      tx.delete(rateLimitHits).where(eq(rateLimitHits.key, `${rule.name}:${subject}`)),
    );
  }

  /** How many attempts a subject has used in the rule's window (for tests and reports). */
  async used(rule: LimitRule, subject: string): Promise<number> {
    const now = this.clock.now().getTime();
    const row = (
      await this.db
        .select({ n: count() })
        .from(rateLimitHits)
        .where(
          and(eq(rateLimitHits.key, `${rule.name}:${subject}`), gt(rateLimitHits.at, now - rule.windowMs)),
        )
    )[0];
    return row?.n ?? 0;
  }
}

export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * The 429 every limit answers with: Retry-After on the answer and a message that says how long.
 * `what` completes "Too many ..." (sign-in attempts, declined payments...).
 */
export function tooManyRequests(
  responseHeaders: Headers,
  retryAfterSeconds: number,
  what: string,
): TRPCError {
  responseHeaders.set("Retry-After", String(retryAfterSeconds));
  return new TRPCError({
    code: "TOO_MANY_REQUESTS",
    message: `Too many ${what}. Please try again in ${minutesText(retryAfterSeconds)}.`,
  });
}

/** Takes the hits or throws the 429. */
export async function takeOrThrow(
  ctx: { rateLimiter: RateLimiter; responseHeaders: Headers },
  hits: Hit[],
  what: string,
): Promise<Taken> {
  const taken = await ctx.rateLimiter.take(hits);
  if (!taken.ok) throw tooManyRequests(ctx.responseHeaders, taken.retryAfterSeconds, what);
  return taken;
}
