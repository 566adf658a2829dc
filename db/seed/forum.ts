import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { forumCategories, forumReplies, forumTopics, type Tx, users } from "../src/index";
import {
  originalTopicTimes,
  seedForumRepliesAt,
  seedForumTopicsAt,
  seedStaffAccounts,
} from "./data/forum-topics";

async function isTableEmpty(tx: Tx, table: typeof forumTopics): Promise<boolean> {
  return !(await tx.select({ one: sql`1` }).from(table).limit(1))[0];
}

/** A topic's reply count and last reply, from its replies (the api's forum-writes.ts does the same). */
async function countReplies(tx: Tx, topicIds: string[]): Promise<void> {
  for (const topicId of topicIds) {
    const latest = (
      await tx
        .select({ createdAt: forumReplies.createdAt, userId: forumReplies.userId })
        .from(forumReplies)
        .where(and(eq(forumReplies.topicId, topicId), sql`${forumReplies.deletedAt} is null`))
        .orderBy(desc(forumReplies.createdAt))
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
}

/** The ids of the seeded staff accounts that exist. */
async function staffAccountsPresent(tx: Tx): Promise<Set<string>> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        seedStaffAccounts.map((account) => account.id),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The staff's replies, on the seeded topics that exist, from the staff accounts that exist. */
async function seedConversation(tx: Tx, now: Date): Promise<void> {
  const authors = await staffAccountsPresent(tx);
  const topics = new Set(
    (
      await tx
        .select({ id: forumTopics.id })
        .from(forumTopics)
        .where(inArray(forumTopics.id, [...originalTopicTimes.keys()]))
    ).map((t) => t.id),
  );
  const replies = seedForumRepliesAt(now).filter((r) => authors.has(r.userId) && topics.has(r.topicId));
  if (replies.length === 0) return;
  await tx.insert(forumReplies).values(replies).onConflictDoNothing();
  await countReplies(tx, [...new Set(replies.map((r) => r.topicId))]);
}

/**
 * The staff's welcoming topics, posted over the weeks before the seed ran (`now`, the server's
 * clock), with the staff's first replies: the forum opens as a place people answer, not as eight
 * posts from one night. On the first start only: the staff accounts are its mark, so topics the
 * moderators delete later stay deleted. Skipped when a staff username or e-mail is already taken.
 *
 * A forum seeded before this (every topic dated 31 December, no replies) is brought up to date once:
 * the topics still at their old dates are re-dated and the conversation is added.
 */
export async function seedWelcomeTopics(tx: Tx, now: Date): Promise<void> {
  const firstStart = (await staffAccountsPresent(tx)).size === 0;
  if (firstStart) {
    if (!(await isTableEmpty(tx, forumTopics))) return;
    const inserted: number[] = [];
    for (const account of seedStaffAccounts) {
      inserted.push((await tx.insert(users).values(account).onConflictDoNothing()).changes);
    }
    if (inserted.some((changes) => changes === 0)) return;
    const categories = new Set(
      (await tx.select({ id: forumCategories.id }).from(forumCategories)).map((c) => c.id),
    );
    const topics = seedForumTopicsAt(now).filter((topic) => categories.has(topic.categoryId));
    if (topics.length === 0) return;
    await tx.insert(forumTopics).values(topics);
    await seedConversation(tx, now);
    return;
  }
  let redated = 0;
  for (const topic of seedForumTopicsAt(now)) {
    const before = originalTopicTimes.get(topic.id);
    if (!before) continue;
    redated += (
      await tx
        .update(forumTopics)
        .set({ createdAt: topic.createdAt, updatedAt: topic.updatedAt })
        .where(and(eq(forumTopics.id, topic.id), eq(forumTopics.createdAt, before)))
    ).changes;
  }
  if (redated > 0) await seedConversation(tx, now);
}
