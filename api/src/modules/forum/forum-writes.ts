import type { ReportStatus } from "contracts";
import { type Executor, forumReplies, forumReports, forumTopicReads, forumTopics } from "db";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";

/**
 * Writes several forum services share. Each runs inside the caller's immediate transaction, so the
 * counters they set are read and written with nothing in between, whatever the concurrency.
 */

/**
 * A topic's reply count and last reply, recounted from its replies (never a +1 that could drift).
 * The count is what a reader sees in the thread: a deleted reply keeps its place there as
 * "[deleted]", so it still counts, in the topic list as under the topic. The last reply is the
 * latest live one: a deletion never makes a topic look active.
 */
export function refreshTopicCounters(tx: Executor, topicId: string): void {
  const latest = tx
    .select({ createdAt: forumReplies.createdAt, userId: forumReplies.userId })
    .from(forumReplies)
    .where(and(eq(forumReplies.topicId, topicId), isNull(forumReplies.deletedAt)))
    .orderBy(desc(forumReplies.createdAt), desc(sql`${forumReplies}.rowid`))
    .limit(1)
    .get();
  tx.update(forumTopics)
    .set({
      replyCount: sql`(select count(*) from ${forumReplies} where ${forumReplies.topicId} = ${topicId})`,
      lastReplyAt: latest?.createdAt ?? null,
      lastReplyUserId: latest?.userId ?? null,
    })
    .where(eq(forumTopics.id, topicId))
    .run();
}

/** The reader has seen the topic as it is now: later replies make it unread again. */
export function markRead(tx: Executor, userId: string, topicId: string, at: string): void {
  tx.insert(forumTopicReads)
    .values({ userId, topicId, readAt: at })
    .onConflictDoUpdate({ target: [forumTopicReads.userId, forumTopicReads.topicId], set: { readAt: at } })
    .run();
}

/** Closes the open reports of posts that are gone or judged, saying who did it and when. */
export function resolveOpenReports(
  tx: Executor,
  targetIds: string[],
  status: Exclude<ReportStatus, "open">,
  by: string | null,
  at: string,
): void {
  if (targetIds.length === 0) return;
  tx.update(forumReports)
    .set({ status, resolvedById: by, resolvedAt: at })
    .where(and(eq(forumReports.status, "open"), inArray(forumReports.targetId, targetIds)))
    .run();
}

/**
 * Deletes a topic with its replies, likes, views and reads (ON DELETE CASCADE; the search index
 * follows by trigger). Open reports about it or its replies are closed as removed first.
 */
export function deleteTopic(tx: Executor, topicId: string, by: string | null, at: string): void {
  const replyIds = tx
    .select({ id: forumReplies.id })
    .from(forumReplies)
    .where(eq(forumReplies.topicId, topicId))
    .all()
    .map((reply) => reply.id);
  resolveOpenReports(tx, [topicId, ...replyIds], "removed", by, at);
  tx.delete(forumTopics).where(eq(forumTopics.id, topicId)).run();
}

/**
 * A deleted reply stays in the thread as "[deleted]" (no longer the answer, out of the search index
 * by trigger); the topic's counts follow and open reports about it are closed as removed.
 */
export function deleteReply(
  tx: Executor,
  reply: { id: string; topicId: string },
  by: string | null,
  at: string,
) {
  tx.update(forumReplies)
    .set({ deletedAt: at, isAnswer: false, updatedAt: at })
    .where(and(eq(forumReplies.id, reply.id), isNull(forumReplies.deletedAt)))
    .run();
  refreshTopicCounters(tx, reply.topicId);
  resolveOpenReports(tx, [reply.id], "removed", by, at);
}
