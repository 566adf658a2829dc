import { canReadCategory, type ForumReader, lockedCategoryMessage } from "contracts";
import { type Executor, forumCategories, forumReplies, forumTopics } from "db";
import { asc, eq } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { forbidden, notFound } from "../../trpc/errors";

export type CategoryRow = typeof forumCategories.$inferSelect;
export type TopicRow = typeof forumTopics.$inferSelect;
export type ReplyRow = typeof forumReplies.$inferSelect;

export const CATEGORY_NOT_FOUND = "Category not found";
export const TOPIC_NOT_FOUND = "Topic not found";
export const REPLY_NOT_FOUND = "Reply not found";
export const TOPIC_LOCKED = "This topic is locked: it takes no new replies or changes.";
export const REPLY_DELETED = "This reply was deleted.";
export const NOT_YOUR_POST = "You can only change your own posts.";

export function readerOf(ctx: Pick<Context, "user">): ForumReader {
  return ctx.user ? { role: ctx.user.role, membershipTier: ctx.user.membershipTier } : null;
}

export function isAdmin(ctx: Pick<Context, "user">): boolean {
  return ctx.user?.role === "admin";
}

/** Every category in the forum's order (the sidebar's). */
export async function allCategories(db: Executor): Promise<CategoryRow[]> {
  return await db
    .select()
    .from(forumCategories)
    .orderBy(asc(forumCategories.sortOrder), asc(forumCategories.name));
}

/** The categories the caller may read: the one rule of contracts, applied to every category. */
export async function readableCategories(ctx: Context): Promise<CategoryRow[]> {
  const reader = readerOf(ctx);
  return (await allCategories(ctx.db)).filter((category) => canReadCategory(category, reader));
}

/**
 * Throws unless the caller may read the category: a hidden one does not exist for them (404), one
 * above their tier is a 403 that says which tier it needs.
 */
export function assertCanRead(ctx: Context, category: CategoryRow, missing = CATEGORY_NOT_FOUND): void {
  const reader = readerOf(ctx);
  if (canReadCategory(category, reader)) return;
  if (!category.isVisible) throw notFound(missing);
  throw forbidden(lockedCategoryMessage(category.membershipTierRequired ?? "essential"));
}

export async function findCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  return (await db.select().from(forumCategories).where(eq(forumCategories.id, id)))[0];
}

/** A topic the caller may read, with its category, or the 404/403 that says why not. */
export async function readableTopic(
  ctx: Context,
  id: string,
): Promise<{ topic: TopicRow; category: CategoryRow }> {
  const row = (
    await ctx.db
      .select({ topic: forumTopics, category: forumCategories })
      .from(forumTopics)
      .innerJoin(forumCategories, eq(forumTopics.categoryId, forumCategories.id))
      .where(eq(forumTopics.id, id))
  )[0];
  if (!row) throw notFound(TOPIC_NOT_FOUND);
  assertCanRead(ctx, row.category, TOPIC_NOT_FOUND);
  return row;
}

/** A reply the caller may read, with its topic and category. */
export async function readableReply(
  ctx: Context,
  id: string,
): Promise<{ reply: ReplyRow; topic: TopicRow; category: CategoryRow }> {
  const row = (
    await ctx.db
      .select({ reply: forumReplies, topic: forumTopics, category: forumCategories })
      .from(forumReplies)
      .innerJoin(forumTopics, eq(forumReplies.topicId, forumTopics.id))
      .innerJoin(forumCategories, eq(forumTopics.categoryId, forumCategories.id))
      .where(eq(forumReplies.id, id))
  )[0];
  if (!row) throw notFound(REPLY_NOT_FOUND);
  assertCanRead(ctx, row.category, REPLY_NOT_FOUND);
  return row;
}
