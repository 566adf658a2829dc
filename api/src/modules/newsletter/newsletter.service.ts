import {
  businessMonth,
  CONFIRM_LINK_DAYS,
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_INVALID,
  CONFIRM_RESEND_MINUTES,
  emailSchema,
  type ImportSubscribersInput,
  type ImportSubscribersOutput,
  monthBounds,
  type NewsletterInput,
  PAGE_SIZE_DEFAULT,
  SUBSCRIBE_ANSWER,
  type SubscribeInput,
  type Subscription,
  type SubscriptionListInput,
  type SubscriptionStats,
  splitName,
  UNSUBSCRIBE_LINK_INVALID,
} from "contracts";
import { containsText, type Executor, emailSubscriptions, newsletterConfirmations, one, type Tx } from "db";
import { and, count, desc, eq, gte, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { limits, takeOrThrow } from "../../auth/rate-limit";
import { generateSessionToken, sessionIdFromToken } from "../../auth/sessions";
import { queueMail } from "../../mail";
import { syncConditions } from "../../shared/sync-window";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, notFound } from "../../trpc/errors";
import { confirmationEmail, newsletterIssue, unsubscribeUrl } from "./newsletter-emails";

type Row = typeof emailSubscriptions.$inferSelect;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

function statusOf(row: Row): Subscription["status"] {
  if (row.unsubscribedAt) return "unsubscribed";
  return row.isActive ? "active" : "pending";
}

function toSubscription(row: Row): Subscription {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: statusOf(row),
    isActive: row.isActive,
    subscriptionDate: row.subscriptionDate,
    confirmedAt: row.confirmedAt,
    createdAt: row.createdAt,
  };
}

/** A subscription as the staff's list shows it (partners' webhook events). */
export async function subscriptionById(db: Executor, id: string): Promise<Subscription | null> {
  const row = (await db.select().from(emailSubscriptions).where(eq(emailSubscriptions.id, id)))[0];
  return row ? toSubscription(row) : null;
}

/** When the newest confirmation link of a subscription was sent, or null when none is on file. */
async function lastLinkSent(db: Executor, subscriptionId: string): Promise<string | null> {
  const row = (
    await db
      .select({ createdAt: newsletterConfirmations.createdAt })
      .from(newsletterConfirmations)
      .where(eq(newsletterConfirmations.subscriptionId, subscriptionId))
      .orderBy(desc(newsletterConfirmations.createdAt))
      .limit(1)
  )[0];
  return row?.createdAt ?? null;
}

/** A sign-up still waiting whose last link went out less than 10 minutes ago gets no new e-mail. */
async function linkSentRecently(db: Executor, row: Row | undefined, now: Date): Promise<boolean> {
  if (!row || row.isActive || row.unsubscribedAt) return false;
  const sent = await lastLinkSent(db, row.id);
  return sent !== null && now.getTime() - Date.parse(sent) < CONFIRM_RESEND_MINUTES * MINUTE;
}

/**
 * Newsletter sign-up with double opt-in. A new, waiting or unsubscribed address gets a confirmation
 * link; a subscribed one gets nothing. Every link sent stays valid until it is used or 7 days pass,
 * so signing up again never breaks the first e-mail; a waiting address gets at most one new e-mail
 * per 10 minutes (and 3 an hour). The answer is always the same, so the form tells nobody who is on
 * the list. 5 sign-ups per network an hour.
 */
export async function subscribe(
  ctx: Context,
  input: SubscribeInput,
): Promise<{ success: true; message: string }> {
  const answer = { success: true as const, message: SUBSCRIBE_ANSWER };
  await takeOrThrow(
    ctx,
    [{ rule: limits.newsletterIp, subject: ctx.ip }],
    "newsletter sign-ups from your network",
  );
  const now = ctx.clock.now();
  const known = (
    await ctx.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, input.email))
  )[0];
  if (known?.isActive || (await linkSentRecently(ctx.db, known, now))) return answer;
  if (!(await ctx.rateLimiter.take([{ rule: limits.newsletterAddress, subject: input.email }])).ok)
    return answer;
  await ctx.db.write((tx) => askToConfirm(tx, ctx.mail, { ...input, rejoin: true }, now));
  return answer;
}

/** What asking an address to confirm came to. */
type Asked = "sent" | "active" | "recent" | "unsubscribed";

/**
 * In the caller's write: a new or waiting address gets a confirmation link by e-mail (an
 * unsubscribed one too when it asks itself, `rejoin`); a subscribed one, or one whose last link
 * went out under 10 minutes ago, gets nothing. Read again inside the write, so two sign-ups at once
 * send one e-mail.
 */
async function askToConfirm(
  tx: Tx,
  mail: Context["mail"],
  person: { email: string; firstName?: string | undefined; lastName?: string | undefined; rejoin: boolean },
  now: Date,
): Promise<Asked> {
  const stamp = now.toISOString();
  const row = (
    await tx.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, person.email))
  )[0];
  if (row?.isActive) return "active";
  if (row?.unsubscribedAt && !person.rejoin) return "unsubscribed";
  if (await linkSentRecently(tx, row, now)) return "recent";
  const token = generateSessionToken();
  const pending = {
    isActive: false,
    confirmedAt: null,
    unsubscribedAt: null,
    subscriptionDate: row && !row.unsubscribedAt ? row.subscriptionDate : stamp,
    firstName: person.firstName ?? row?.firstName ?? null,
    lastName: person.lastName ?? row?.lastName ?? null,
    updatedAt: stamp,
  };
  let subscriptionId: string;
  if (row) {
    subscriptionId = row.id;
    await tx.update(emailSubscriptions).set(pending).where(eq(emailSubscriptions.id, row.id));
    // Links that can no longer be used are of no further use to anyone.
    await tx
      .delete(newsletterConfirmations)
      .where(
        and(
          eq(newsletterConfirmations.subscriptionId, row.id),
          lte(newsletterConfirmations.expiresAt, stamp),
        ),
      );
  } else {
    subscriptionId = one(
      await tx
        .insert(emailSubscriptions)
        .values({
          ...pending,
          email: person.email,
          unsubscribeToken: generateSessionToken(),
          createdAt: stamp,
        })
        .returning({ id: emailSubscriptions.id }),
    ).id;
  }
  await tx.insert(newsletterConfirmations).values({
    subscriptionId,
    tokenHash: sessionIdFromToken(token),
    createdAt: stamp,
    expiresAt: new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY).toISOString(),
  });
  const content = confirmationEmail(mail.links, token, pending.firstName);
  await queueMail(tx, { to: person.email, kind: "newsletter_confirm", ...content }, now);
  return "sent";
}

/**
 * A partner's import (marketing:write): each address gets the usual confirmation e-mail and joins
 * only by following it (double opt-in, as a visitor's sign-up). The visitors' sign-up limit does not
 * apply: the key's own limit does. Someone who unsubscribed is not asked again: only they can rejoin.
 * One write for the whole call, so an import that fails adds no one.
 */
export async function importSubscribers(
  ctx: Context,
  input: ImportSubscribersInput,
): Promise<ImportSubscribersOutput> {
  const now = ctx.clock.now();
  const invalid: ImportSubscribersOutput["invalid"] = [];
  const people = new Map<string, { email: string; firstName?: string; lastName?: string }>();
  for (const entry of input.subscribers) {
    const parsed = emailSchema.safeParse(entry.email);
    if (!parsed.success) {
      invalid.push({
        email: entry.email,
        message: parsed.error.issues[0]?.message ?? "Not an e-mail address",
      });
    } else if (people.has(parsed.data)) {
      invalid.push({ email: entry.email, message: "This address is listed twice in the import" });
    } else {
      const { firstName, lastName } = splitName(entry.name);
      people.set(parsed.data, {
        email: parsed.data,
        ...(firstName ? { firstName: firstName.slice(0, 60) } : {}),
        ...(lastName ? { lastName: lastName.slice(0, 60) } : {}),
      });
    }
  }
  const outcomes = await ctx.db.write(async (tx) => {
    const asked: [string, Asked][] = [];
    for (const person of people.values()) {
      asked.push([person.email, await askToConfirm(tx, ctx.mail, { ...person, rejoin: false }, now)]);
    }
    return asked;
  });
  let queued = 0;
  let alreadyActive = 0;
  for (const [email, outcome] of outcomes) {
    if (outcome === "active") alreadyActive++;
    else if (outcome === "unsubscribed")
      invalid.push({ email, message: "This address unsubscribed: only its owner can sign up again" });
    else queued++;
  }
  return { queued, alreadyActive, invalid };
}

/**
 * A confirmation link: the address starts receiving issues. Any link sent in the last 7 days works;
 * once the address is confirmed, following any of its links again (a second e-mail's, or the same
 * one twice) answers success and changes nothing. A link dies when its address unsubscribes.
 */
export async function confirm(ctx: Context, token: string): Promise<{ success: true }> {
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  return ctx.db.write(async (tx) => {
    const found = (
      await tx
        .select({ link: newsletterConfirmations, subscription: emailSubscriptions })
        .from(newsletterConfirmations)
        .innerJoin(emailSubscriptions, eq(emailSubscriptions.id, newsletterConfirmations.subscriptionId))
        .where(eq(newsletterConfirmations.tokenHash, sessionIdFromToken(token)))
    )[0];
    if (!found || found.subscription.unsubscribedAt) throw badRequest(CONFIRM_LINK_INVALID);
    const { link, subscription } = found;
    if (!subscription.isActive && link.expiresAt <= stamp) throw badRequest(CONFIRM_LINK_EXPIRED);
    if (!link.usedAt) {
      await tx
        .update(newsletterConfirmations)
        .set({ usedAt: stamp })
        .where(and(eq(newsletterConfirmations.id, link.id), isNull(newsletterConfirmations.usedAt)));
    }
    if (!subscription.isActive) {
      await tx
        .update(emailSubscriptions)
        .set({ isActive: true, confirmedAt: subscription.confirmedAt ?? stamp, updatedAt: stamp })
        .where(eq(emailSubscriptions.id, subscription.id));
      await ctx.hooks.newsletter.confirmed.emit(tx, { subscriptionId: subscription.id, now });
    }
    return { success: true as const };
  });
}

/**
 * The unsubscribe link of an issue (and the one-click POST of mail apps): no more issues, and the
 * confirmation links sent before stop working. False for a token that belongs to nobody; leaving
 * twice is still a success.
 */
export async function leave(
  { db, hooks }: Pick<Context, "db" | "hooks">,
  token: string,
  now: Date,
): Promise<boolean> {
  return db.write(async (tx) => {
    const row = (
      await tx.select().from(emailSubscriptions).where(eq(emailSubscriptions.unsubscribeToken, token))
    )[0];
    if (!row) return false;
    if (!row.unsubscribedAt) {
      const stamp = now.toISOString();
      await tx
        .update(emailSubscriptions)
        .set({ isActive: false, unsubscribedAt: stamp, updatedAt: stamp })
        .where(eq(emailSubscriptions.id, row.id));
      await tx.delete(newsletterConfirmations).where(eq(newsletterConfirmations.subscriptionId, row.id));
      await hooks.newsletter.unsubscribed.emit(tx, { subscriptionId: row.id, now });
    }
    return true;
  });
}

export async function unsubscribe(ctx: Context, token: string): Promise<{ success: true }> {
  if (!(await leave(ctx, token, ctx.clock.now()))) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
  return { success: true };
}

// ---------------------------------------------------------------- the staff's Subscribers screen

const statusFilters: Record<Subscription["status"], SQL> = {
  active: and(eq(emailSubscriptions.isActive, true), isNull(emailSubscriptions.unsubscribedAt)) as SQL,
  pending: and(eq(emailSubscriptions.isActive, false), isNull(emailSubscriptions.unsubscribedAt)) as SQL,
  unsubscribed: isNotNull(emailSubscriptions.unsubscribedAt),
};

/** Newest first, searched by e-mail or name, with the full count in X-Total-Count. */
export async function list(ctx: Context, input: SubscriptionListInput): Promise<Subscription[]> {
  const page = input?.page ?? 1;
  const pageSize = input?.pageSize ?? PAGE_SIZE_DEFAULT;
  const conditions: SQL[] = [];
  if (input?.status) conditions.push(statusFilters[input.status]);
  const window = input
    ? syncConditions(input, {
        createdAt: emailSubscriptions.createdAt,
        updatedAt: emailSubscriptions.updatedAt,
      })
    : undefined;
  if (window) conditions.push(window);
  if (input?.search) {
    const search = input.search;
    const matches = (column: SQL) => containsText(column, search);
    conditions.push(
      or(
        matches(sql`${emailSubscriptions.email}`),
        matches(
          sql`coalesce(${emailSubscriptions.firstName}, '') || ' ' || coalesce(${emailSubscriptions.lastName}, '')`,
        ),
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const total = (await ctx.db.select({ n: count() }).from(emailSubscriptions).where(where))[0]?.n ?? 0;
  ctx.responseHeaders.set("X-Total-Count", String(total));
  return (
    await ctx.db
      .select()
      .from(emailSubscriptions)
      .where(where)
      .orderBy(desc(emailSubscriptions.subscriptionDate), desc(emailSubscriptions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
  ).map(toSubscription);
}

export async function stats(ctx: Context): Promise<SubscriptionStats> {
  const now = ctx.clock.now();
  const monthStart = monthBounds(businessMonth(now)).start.toISOString();
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const counted = async (where?: SQL) =>
    (await ctx.db.select({ n: count() }).from(emailSubscriptions).where(where))[0]?.n ?? 0;
  return {
    total: await counted(),
    active: await counted(statusFilters.active),
    pending: await counted(statusFilters.pending),
    unsubscribed: await counted(statusFilters.unsubscribed),
    thisMonth: await counted(gte(emailSubscriptions.subscriptionDate, monthStart)),
    lastSevenDays: await counted(gte(emailSubscriptions.subscriptionDate, weekAgo)),
  };
}

export async function remove(ctx: Context, id: string): Promise<{ success: true }> {
  const result = await ctx.db.write((tx) =>
    tx.delete(emailSubscriptions).where(eq(emailSubscriptions.id, id)),
  );
  if (result.changes === 0) throw notFound("Subscription not found");
  return { success: true };
}

/**
 * Sends an issue to every active subscriber: one outbox message each, with the subscriber's own
 * unsubscribe link and List-Unsubscribe header, all written in one transaction.
 */
export async function sendIssue(ctx: Context, input: NewsletterInput): Promise<{ queued: number }> {
  const now = ctx.clock.now();
  const issue = newsletterIssue(input);
  return ctx.db.write(async (tx) => {
    const readers = await tx.select().from(emailSubscriptions).where(statusFilters.active);
    if (readers.length === 0) throw conflict("There are no active subscribers to send this to yet.");
    for (const reader of readers) {
      const content = issue.forSubscriber(unsubscribeUrl(ctx.mail.links, reader.unsubscribeToken));
      await queueMail(tx, { to: reader.email, kind: "newsletter_issue", ...content }, now);
    }
    return { queued: readers.length };
  });
}
