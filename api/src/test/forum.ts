import type {
  ApiError,
  ForumReply,
  ForumTopic,
  ForumTopicDetail,
  ForumTopicPage,
  LikeOutput,
  Tier,
} from "contracts";
import { forumTopics, one, users } from "db";
import type { CreateUserInput } from "db/seed/factories";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp, type TestClient } from "./helpers";

/** The seeded categories (db/seed/data/forum-categories.ts). */
export const GENERAL = "forum-general";
export const TASTING = "forum-tasting-notes";
export const LOUNGE = "forum-member-lounge";

export const LOUNGE_LOCKED = "This category is for wine club members.";

/** A forum on the seeded categories, without the staff's welcome topics: every count is the test's. */
export function forumApp(): Promise<TestApp> {
  return createTestApp();
}

/**
 * A signed-in account older than a day, so the new-account limits (3 topics, 10 replies a day) stay
 * out of tests that are not about them.
 */
export async function reader(t: TestApp, input: Partial<CreateUserInput> = {}) {
  const signedIn = await t.signedIn(input);
  await t.db.write((tx) =>
    tx.update(users).set({ createdAt: "2025-06-01T12:00:00.000Z" }).where(eq(users.id, signedIn.user.id)),
  );
  return signedIn;
}

export const member = (t: TestApp, tier: Tier = "essential") => reader(t, { membershipTier: tier });
export const admin = (t: TestApp) => reader(t, { role: "admin" });

export type Answer<T> = T & Partial<ApiError>;

export function postTopic(
  client: TestClient,
  topic: { categoryId?: string; title?: string; content?: string } = {},
) {
  return client.post<Answer<ForumTopic>>("/api/forum/topics", {
    categoryId: GENERAL,
    title: "Favourite Riesling vintage?",
    content: "Which **vintage** do you like best?",
    ...topic,
  });
}

/** Posts a topic that must be accepted and answers it. */
export async function topicOf(
  client: TestClient,
  topic: { categoryId?: string; title?: string; content?: string } = {},
): Promise<ForumTopic> {
  const res = await postTopic(client, topic);
  if (res.status !== 200) throw new Error(`topic refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function postReply(client: TestClient, topicId: string, content = "Lovely with perch.") {
  return client.post<Answer<ForumReply>>(`/api/forum/topics/${topicId}/replies`, { content });
}

export async function replyOf(client: TestClient, topicId: string, content?: string): Promise<ForumReply> {
  const res = await postReply(client, topicId, content);
  if (res.status !== 200) throw new Error(`reply refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function openTopic(client: TestClient, topicId: string, page?: number) {
  return client.get<Answer<ForumTopicDetail>>(`/api/forum/topics/${topicId}${page ? `?page=${page}` : ""}`);
}

export function listTopics(client: TestClient, query = "") {
  return client.get<Answer<ForumTopicPage>>(`/api/forum/topics${query ? `?${query}` : ""}`);
}

export function like(client: TestClient, replyId: string) {
  return client.post<Answer<LikeOutput>>(`/api/forum/replies/${replyId}/like`);
}

/** The topic's row: the counters as the database holds them. */
export async function topicRow(t: Pick<TestApp, "db">, id: string) {
  return (await t.db.select().from(forumTopics).where(eq(forumTopics.id, id)))[0];
}

/** Puts a topic straight into a category (the Member Lounge's topics are written by members). */
export async function insertTopic(
  t: Pick<TestApp, "db">,
  userId: string,
  values: Partial<typeof forumTopics.$inferInsert> = {},
) {
  return one(
    await t.db.write((tx) =>
      tx
        .insert(forumTopics)
        .values({
          categoryId: GENERAL,
          userId,
          title: "A topic",
          content: "Its post.",
          createdAt: "2026-11-01T12:00:00.000Z",
          updatedAt: "2026-11-01T12:00:00.000Z",
          ...values,
        })
        .returning(),
    ),
  );
}
