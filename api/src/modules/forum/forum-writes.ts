import type { ReportStatus } from "contracts";
import { forumReplies, forumReports, forumTopicReads, forumTopics, type Tx } from "db";
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
export async function refreshTopicCounters(tx: Tx, topicId: string): Promise<void> {
  const latest = (
    await tx
      .select({ createdAt: forumReplies.createdAt, userId: forumReplies.userId })
      .from(forumReplies)
      .where(and(eq(forumReplies.topicId, topicId), isNull(forumReplies.deletedAt)))
      .orderBy(desc(forumReplies.createdAt), desc(sql`${forumReplies}.rowid`))
      .limit(1)
  )[0];
  await tx
    .update(forumTopics)
    .set({
      replyCount: sql`(select count(*) from ${forumReplies} where ${forumReplies.topicId} = ${topicId})`,
      lastReplyAt: latest?.createdAt ?? null,
      lastReplyUserId: latest?.userId ?? null,
    })
    .where(eq(forumTopics.id, topicId));
}

/** The reader has seen the topic as it is now: later replies make it unread again. */
export async function markRead(tx: Tx, userId: string, topicId: string, at: string): Promise<void> {
  await tx
    .insert(forumTopicReads)
    .values({ userId, topicId, readAt: at })
    .onConflictDoUpdate({ target: [forumTopicReads.userId, forumTopicReads.topicId], set: { readAt: at } });
}

/** Closes the open reports of posts that are gone or judged, saying who did it and when. */
export async function resolveOpenReports(
  tx: Tx,
  targetIds: string[],
  status: Exclude<ReportStatus, "open">,
  by: string | null,
  at: string,
): Promise<void> {
  if (targetIds.length === 0) return;
  await tx
    .update(forumReports)
    .set({ status, resolvedById: by, resolvedAt: at })
    .where(and(eq(forumReports.status, "open"), inArray(forumReports.targetId, targetIds)));
}

/**
 * Deletes a topic with its replies, likes, views and reads (ON DELETE CASCADE; the search index
 * follows by trigger). Open reports about it or its replies are closed as removed first.
 */
export async function deleteTopic(tx: Tx, topicId: string, by: string | null, at: string): Promise<void> {
  const replyIds = (
    await tx.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.topicId, topicId))
  ).map((reply) => reply.id);
  await resolveOpenReports(tx, [topicId, ...replyIds], "removed", by, at);
  await tx.delete(forumTopics).where(eq(forumTopics.id, topicId));
}

/**
 * A deleted reply stays in the thread as "[deleted]" (no longer the answer, out of the search index
 * by trigger); the topic's counts follow and open reports about it are closed as removed.
 */
export async function deleteReply(
  tx: Tx,
  reply: { id: string; topicId: string },
  by: string | null,
  at: string,
) {
  await tx
    .update(forumReplies)
    .set({ deletedAt: at, isAnswer: false, updatedAt: at })
    .where(and(eq(forumReplies.id, reply.id), isNull(forumReplies.deletedAt)));
  await refreshTopicCounters(tx, reply.topicId);
  await resolveOpenReports(tx, [reply.id], "removed", by, at);
}
