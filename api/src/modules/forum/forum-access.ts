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
export function allCategories(db: Executor): CategoryRow[] {
  return db
    .select()
    .from(forumCategories)
    .orderBy(asc(forumCategories.sortOrder), asc(forumCategories.name))
    .all();
}

/** The categories the caller may read: the one rule of contracts, applied to every category. */
export function readableCategories(ctx: Context): CategoryRow[] {
  const reader = readerOf(ctx);
  return allCategories(ctx.db).filter((category) => canReadCategory(category, reader));
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

export function findCategory(db: Executor, id: string): CategoryRow | undefined {
  return db.select().from(forumCategories).where(eq(forumCategories.id, id)).get();
}

/** A topic the caller may read, with its category, or the 404/403 that says why not. */
export function readableTopic(ctx: Context, id: string): { topic: TopicRow; category: CategoryRow } {
  const row = ctx.db
    .select({ topic: forumTopics, category: forumCategories })
    .from(forumTopics)
    .innerJoin(forumCategories, eq(forumTopics.categoryId, forumCategories.id))
    .where(eq(forumTopics.id, id))
    .get();
  if (!row) throw notFound(TOPIC_NOT_FOUND);
  assertCanRead(ctx, row.category, TOPIC_NOT_FOUND);
  return row;
}

/** A reply the caller may read, with its topic and category. */
export function readableReply(
  ctx: Context,
  id: string,
): { reply: ReplyRow; topic: TopicRow; category: CategoryRow } {
  const row = ctx.db
    .select({ reply: forumReplies, topic: forumTopics, category: forumCategories })
    .from(forumReplies)
    .innerJoin(forumTopics, eq(forumReplies.topicId, forumTopics.id))
    .innerJoin(forumCategories, eq(forumTopics.categoryId, forumCategories.id))
    .where(eq(forumReplies.id, id))
    .get();
  if (!row) throw notFound(REPLY_NOT_FOUND);
  assertCanRead(ctx, row.category, REPLY_NOT_FOUND);
  return row;
}
