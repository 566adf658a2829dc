import type { ForumReply, LikeOutput, ReplyInput, UpdateReplyInput } from "contracts";
import { forumReplies, forumReplyLikes, forumTopics, newId } from "db";
import { and, count, eq, ne } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { conflict, forbidden, notFound } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";
import {
  isAdmin,
  NOT_YOUR_POST,
  REPLY_DELETED,
  REPLY_NOT_FOUND,
  readableReply,
  readableTopic,
  TOPIC_LOCKED,
  TOPIC_NOT_FOUND,
} from "./forum-access";
import { giveBackPostLimit, takePostLimit } from "./forum-limits";
import { selectReplies, toReply } from "./forum-rows";
import { deleteReply, markRead, refreshTopicCounters } from "./forum-writes";

const ANSWER_MARKERS_ONLY = "Only the topic's author or a moderator can mark the answer.";

async function replyById(ctx: Context, id: string): Promise<ForumReply> {
  const row = (await selectReplies(ctx).where(eq(forumReplies.id, id)))[0];
  if (!row) throw notFound(REPLY_NOT_FOUND);
  return toReply(row);
}

/**
 * Replies to a topic the author may read. A locked topic refuses (409) everyone but the admins, also
 * when it was locked while the reply was on its way: the lock is read again inside the write. The
 * topic's reply count and last reply are recounted in the same immediate transaction, so parallel
 * replies never lose one.
 */
export async function reply(ctx: UserContext, input: ReplyInput): Promise<ForumReply> {
  const { topic } = await readableTopic(ctx, input.id);
  const admin = isAdmin(ctx);
  if (topic.isLocked && !admin) throw conflict(TOPIC_LOCKED);
  const taken = await takePostLimit(ctx, "reply");
  const at = ctx.clock.now().toISOString();
  const id = newId();
  try {
    await ctx.db.write(async (tx) => {
      const current = (
        await tx
          .select({ isLocked: forumTopics.isLocked })
          .from(forumTopics)
          .where(eq(forumTopics.id, topic.id))
      )[0];
      if (!current) throw notFound(TOPIC_NOT_FOUND);
      if (current.isLocked && !admin) throw conflict(TOPIC_LOCKED);
      await tx.insert(forumReplies).values({
        id,
        topicId: topic.id,
        userId: ctx.user.id,
        content: input.content,
        createdAt: at,
        updatedAt: at,
      });
      await refreshTopicCounters(tx, topic.id);
      await markRead(tx, ctx.user.id, topic.id, at);
    });
  } catch (error) {
    await giveBackPostLimit(ctx, taken);
    throw error;
  }
  return replyById(ctx, id);
}

/**
 * The author (or an admin) edits the text; the topic's author (or an admin) marks one reply as the
 * answer, which unmarks any other. A locked topic takes no changes but an admin's.
 */
export async function updateReply(ctx: UserContext, input: UpdateReplyInput): Promise<ForumReply> {
  const { reply: row, topic } = await readableReply(ctx, input.id);
  const admin = isAdmin(ctx);
  if (row.deletedAt) throw conflict(REPLY_DELETED);
  if (input.content !== undefined && !admin && row.userId !== ctx.user.id) throw forbidden(NOT_YOUR_POST);
  if (input.isAnswer !== undefined && !admin && topic.userId !== ctx.user.id) {
    throw forbidden(ANSWER_MARKERS_ONLY);
  }
  if (!admin && topic.isLocked) throw conflict(TOPIC_LOCKED);
  const at = ctx.clock.now().toISOString();
  await ctx.db.write(async (tx) => {
    if (input.isAnswer === true) {
      await tx
        .update(forumReplies)
        .set({ isAnswer: false })
        .where(
          and(
            eq(forumReplies.topicId, topic.id),
            eq(forumReplies.isAnswer, true),
            ne(forumReplies.id, row.id),
          ),
        );
    }
    const edited = input.content !== undefined && input.content !== row.content;
    await tx
      .update(forumReplies)
      .set({
        ...(input.isAnswer !== undefined ? { isAnswer: input.isAnswer } : {}),
        ...(edited ? { content: input.content, editedAt: at, updatedAt: at } : {}),
      })
      .where(eq(forumReplies.id, row.id));
  });
  return replyById(ctx, row.id);
}

/** The author or an admin deletes a reply; it stays in the thread as "[deleted]". */
export async function removeReply(ctx: UserContext, id: string): Promise<{ success: true }> {
  const { reply: row, topic } = await readableReply(ctx, id);
  const admin = isAdmin(ctx);
  if (!admin && row.userId !== ctx.user.id) throw forbidden(NOT_YOUR_POST);
  if (row.deletedAt) return { success: true };
  if (!admin && topic.isLocked) throw conflict(TOPIC_LOCKED);
  const at = ctx.clock.now().toISOString();
  await ctx.db.write(async (tx) => deleteReply(tx, row, admin ? ctx.user.id : null, at));
  return { success: true };
}

/**
 * Likes a reply, or takes the like back: one like per reader per reply (a unique index), and the
 * count answered is the table's, read in the same immediate transaction.
 */
export async function toggleLike(ctx: UserContext, id: string): Promise<LikeOutput> {
  const { reply: row } = await readableReply(ctx, id);
  if (row.deletedAt) throw conflict(REPLY_DELETED);
  const userId = ctx.user.id;
  const at = ctx.clock.now().toISOString();
  return ctx.db.write(async (tx) => {
    const mine = and(eq(forumReplyLikes.replyId, row.id), eq(forumReplyLikes.userId, userId));
    const removed = await tx.delete(forumReplyLikes).where(mine);
    if (removed.changes === 0) {
      await tx.insert(forumReplyLikes).values({ id: newId(), replyId: row.id, userId, createdAt: at });
    }
    const likes =
      (await tx.select({ n: count() }).from(forumReplyLikes).where(eq(forumReplyLikes.replyId, row.id)))[0]
        ?.n ?? 0;
    return { liked: removed.changes === 0, likes };
  });
}
