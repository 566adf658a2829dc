import {
  DELETED_REPLY_TEXT,
  excerptOf,
  type ForumAuthor,
  type ForumReply,
  type ForumTopic,
  type ForumTopicSummary,
} from "contracts";
import { forumCategories, forumReplies, forumReplyLikes, forumTopicReads, forumTopics, users } from "db";
import { eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { UserRow } from "../../auth/sessions";
import type { Context } from "../../trpc/context";

/** The author of a post as every answer shows them: name, tier badge, staff or not. */
export const postAuthor = alias(users, "post_author");
const lastReplier = alias(users, "last_replier");

const authorColumns = {
  id: postAuthor.id,
  username: postAuthor.username,
  tier: postAuthor.membershipTier,
  role: postAuthor.role,
};

export function toAuthor(row: {
  id: string;
  username: string;
  tier: ForumAuthor["tier"];
  role: string;
}): ForumAuthor {
  return { id: row.id, username: row.username, tier: row.tier, isStaff: row.role === "admin" };
}

/** Activity orders topic lists: the last reply, or the creation for a topic without one. */
export const topicActivity = sql`coalesce(${forumTopics.lastReplyAt}, ${forumTopics.createdAt})`;

/**
 * For a signed-in reader, a topic is unread when someone else replied after the reader last opened
 * it (or, for a topic they never opened, after they joined).
 */
function unreadFor(user: UserRow | null): SQL<number> {
  if (!user) return sql<number>`0`;
  const readAt = sql`(select ${forumTopicReads.readAt} from ${forumTopicReads}
    where ${forumTopicReads.userId} = ${user.id} and ${forumTopicReads.topicId} = ${forumTopics.id})`;
  return sql<number>`(${forumTopics.lastReplyAt} is not null
    and coalesce(${forumTopics.lastReplyUserId}, '') != ${user.id}
    and ${forumTopics.lastReplyAt} > coalesce(${readAt}, ${user.createdAt}))`;
}

const hasAnswer = sql<number>`exists (select 1 from ${forumReplies}
  where ${forumReplies.topicId} = ${forumTopics.id} and ${forumReplies.isAnswer})`;

/**
 * A select of topics with what their summaries show: category name, author, last replier, answer and
 * unread flags. Callers add the conditions, order and page.
 */
export function selectTopics(ctx: Context) {
  return ctx.db
    .select({
      topic: forumTopics,
      categoryName: forumCategories.name,
      author: authorColumns,
      lastReplier: { id: lastReplier.id, username: lastReplier.username },
      hasAnswer,
      unread: unreadFor(ctx.user),
    })
    .from(forumTopics)
    .innerJoin(forumCategories, eq(forumTopics.categoryId, forumCategories.id))
    .innerJoin(postAuthor, eq(forumTopics.userId, postAuthor.id))
    .leftJoin(lastReplier, eq(forumTopics.lastReplyUserId, lastReplier.id));
}

export type SelectedTopic = Awaited<ReturnType<ReturnType<typeof selectTopics>["all"]>>[number];

export function toTopicSummary(row: SelectedTopic): ForumTopicSummary {
  const { topic } = row;
  return {
    id: topic.id,
    categoryId: topic.categoryId,
    category: { id: topic.categoryId, name: row.categoryName },
    title: topic.title,
    excerpt: excerptOf(topic.content),
    author: toAuthor(row.author),
    isPinned: topic.isPinned,
    isLocked: topic.isLocked,
    viewCount: topic.viewCount,
    replyCount: topic.replyCount,
    lastReplyAt: topic.lastReplyAt,
    lastReplyBy: row.lastReplier,
    hasAnswer: Boolean(row.hasAnswer),
    createdAt: topic.createdAt,
    updatedAt: topic.updatedAt,
    editedAt: topic.editedAt,
    unread: Boolean(row.unread),
  };
}

export function toTopic(row: SelectedTopic): ForumTopic {
  return { ...toTopicSummary(row), content: row.topic.content };
}

/** A select of replies with their author, like count and whether the caller likes each. */
export function selectReplies(ctx: Context) {
  const userId = ctx.user?.id ?? null;
  const liked = userId
    ? sql<number>`exists (select 1 from ${forumReplyLikes}
        where ${forumReplyLikes.replyId} = ${forumReplies.id} and ${forumReplyLikes.userId} = ${userId})`
    : sql<number>`0`;
  return ctx.db
    .select({
      reply: forumReplies,
      author: authorColumns,
      likes: sql<number>`(select count(*) from ${forumReplyLikes} where ${forumReplyLikes.replyId} = ${forumReplies.id})`,
      liked,
    })
    .from(forumReplies)
    .innerJoin(postAuthor, eq(forumReplies.userId, postAuthor.id));
}

export type SelectedReply = Awaited<ReturnType<ReturnType<typeof selectReplies>["all"]>>[number];

/**
 * A deleted reply keeps its place and its date; its words, author and likes are gone (a like count
 * under "[deleted]" praised words nobody can read).
 */
export function toReply(row: SelectedReply): ForumReply {
  const { reply } = row;
  const deleted = reply.deletedAt !== null;
  return {
    id: reply.id,
    topicId: reply.topicId,
    content: deleted ? DELETED_REPLY_TEXT : reply.content,
    author: deleted ? null : toAuthor(row.author),
    likes: deleted ? 0 : Number(row.likes),
    liked: deleted ? false : Boolean(row.liked),
    isAnswer: reply.isAnswer,
    createdAt: reply.createdAt,
    updatedAt: reply.updatedAt,
    editedAt: deleted ? null : reply.editedAt,
    deleted,
  };
}
