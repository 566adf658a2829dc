import type { ForumReply } from "contracts";
import { forumReplies } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  admin,
  forumApp,
  like,
  listTopics,
  openTopic,
  postReply,
  reader,
  replyOf,
  topicOf,
  topicRow,
} from "../../test/forum";

describe("replying", () => {
  it("adds the reply to the thread and keeps the topic's count and last reply", async () => {
    const t = await forumApp();
    const { client: author } = await reader(t);
    const { client, user } = await reader(t, { membershipTier: "elite" });
    const topic = await topicOf(author);
    t.clock.advance(60_000);
    const res = await postReply(client, topic.id, "  Try it *chilled*.  ");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{16}$/),
      topicId: topic.id,
      content: "Try it *chilled*.",
      author: { id: user.id, username: user.username, tier: "elite", isStaff: false },
      likes: 0,
      liked: false,
      isAnswer: false,
      createdAt: "2026-11-20T15:01:00.000Z",
      updatedAt: "2026-11-20T15:01:00.000Z",
      editedAt: null,
      deleted: false,
    });
    expect(await topicRow(t, topic.id)).toMatchObject({
      replyCount: 1,
      lastReplyAt: "2026-11-20T15:01:00.000Z",
      lastReplyUserId: user.id,
    });
    const listed = (await listTopics(t.client())).body.items[0];
    expect(listed).toMatchObject({ replyCount: 1, lastReplyBy: { id: user.id, username: user.username } });
  });

  it("refuses an empty reply with the spec's message, and visitors", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    const topic = await topicOf(client);
    const empty = await postReply(client, topic.id, "  \n ");
    expect([empty.status, empty.body.message]).toEqual([
      400,
      "Empty reply: Please write something before posting.",
    ]);
    expect((await postReply(t.client(), topic.id)).status).toBe(401);
    expect((await postReply(client, "no-such-topic")).status).toBe(404);
    expect((await topicRow(t, topic.id))?.replyCount).toBe(0);
  });

  it("pages a long thread, oldest first, twenty replies to a page", async () => {
    const t = await forumApp();
    const { client } = await admin(t);
    const topic = await topicOf(client);
    for (let i = 1; i <= 23; i++) {
      await replyOf(client, topic.id, `Reply ${i}`);
      t.clock.advance(1000);
    }
    const first = await openTopic(client, topic.id);
    expect(first.body.replies).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.body.replies.items.map((r) => r.content).slice(0, 2)).toEqual(["Reply 1", "Reply 2"]);
    const second = await openTopic(client, topic.id, 2);
    expect(second.body.replies.items.map((r) => r.content)).toEqual(["Reply 21", "Reply 22", "Reply 23"]);
    expect(second.body.replyCount).toBe(23);
  });

  it("refuses replies to a locked topic with a 409 that uses none of the posting allowance", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    const topic = await topicOf(client);
    const other = await topicOf((await reader(t)).client, { title: "Open one" });
    const { client: staff } = await admin(t);
    await staff.patch(`/api/forum/topics/${topic.id}`, { isLocked: true });
    const refused = await postReply(client, topic.id);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      "This topic is locked: it takes no new replies or changes.",
    ]);
    expect((await topicRow(t, topic.id))?.replyCount).toBe(0);
    // The refused reply did not use the one-reply-per-30-seconds allowance.
    expect((await postReply(client, other.id)).status).toBe(200);
    // Admins can still answer in a locked topic.
    expect((await postReply(staff, topic.id, "Closing this one")).status).toBe(200);
  });

  it("counts exactly 30 replies when 30 people reply at the same moment", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    const topic = await topicOf(client);
    const people = await Promise.all(Array.from({ length: 30 }, async () => (await reader(t)).client));
    const results = await Promise.all(people.map((person, i) => postReply(person, topic.id, `Cheers ${i}`)));
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect((await topicRow(t, topic.id))?.replyCount).toBe(30);
    expect(await t.db.select().from(forumReplies).where(eq(forumReplies.topicId, topic.id))).toHaveLength(30);
    const opened = await openTopic(client, topic.id, 2);
    expect(opened.body.replyCount).toBe(30);
    expect(opened.body.replies.total).toBe(30);
  });
});

describe("likes", () => {
  it("count exactly 20 when 20 people like a reply at once, and toggle back to 0", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    const topic = await topicOf(client);
    const reply = await replyOf(client, topic.id);
    const people = await Promise.all(Array.from({ length: 20 }, async () => (await reader(t)).client));
    const liked = await Promise.all(people.map((person) => like(person, reply.id)));
    expect(liked.map((r) => r.body.liked)).toEqual(Array(20).fill(true));
    // Each like is counted in its own transaction: the answers say 1, 2, ... 20, each once.
    expect(liked.map((r) => r.body.likes).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const [firstPerson] = people;
    const seen = await openTopic(firstPerson ?? client, topic.id);
    expect(seen.body.replies.items[0]).toMatchObject({ likes: 20, liked: true });
    expect((await openTopic(client, topic.id)).body.replies.items[0]).toMatchObject({
      likes: 20,
      liked: false,
    });

    const unliked = await Promise.all(people.map((person) => like(person, reply.id)));
    expect(unliked.map((r) => r.body.liked)).toEqual(Array(20).fill(false));
    expect((await openTopic(client, topic.id)).body.replies.items[0]?.likes).toBe(0);
    expect((await like(t.client(), reply.id)).status).toBe(401);
  });
});

describe("editing, deleting and answers", () => {
  it("lets the author edit a reply and delete it; the thread then shows [deleted]", async () => {
    const t = await forumApp();
    const { client: author } = await reader(t);
    const { client, user } = await reader(t);
    const topic = await topicOf(author);
    const first = await replyOf(client, topic.id, "First thought");
    t.clock.advance(60_000);
    const second = await replyOf(author, topic.id, "Thanks!");
    const edited = await client.patch<ForumReply>(`/api/forum/replies/${first.id}`, {
      content: "Second thought",
    });
    expect(edited.body).toMatchObject({ content: "Second thought", editedAt: "2026-11-20T15:01:00.000Z" });
    expect((await author.patch(`/api/forum/replies/${first.id}`, { content: "Hijack" })).status).toBe(403);

    expect((await like(client, second.id)).status).toBe(200);
    // Deleting the last reply moves the topic's last reply back to the one before; the count is
    // what the thread shows, the "[deleted]" placeholder included.
    expect((await author.delete(`/api/forum/replies/${second.id}`)).body).toEqual({ success: true });
    expect(await topicRow(t, topic.id)).toMatchObject({
      replyCount: 2,
      lastReplyAt: "2026-11-20T15:00:00.000Z",
      lastReplyUserId: user.id,
    });
    const thread = (await openTopic(t.client(), topic.id)).body.replies;
    expect(thread.total).toBe(2);
    // The placeholder shows no likes: they praised words nobody can read now.
    expect(thread.items[1]).toMatchObject({ content: "[deleted]", author: null, deleted: true, likes: 0 });
    expect((await openTopic(client, topic.id)).body.replies.items[1]).toMatchObject({
      likes: 0,
      liked: false,
    });
    const listed = (
      await t.client().get<{ items: { id: string; replyCount: number }[] }>("/api/forum/topics")
    ).body;
    expect(listed.items.find((row) => row.id === topic.id)?.replyCount).toBe(2);
    expect((await like(client, second.id)).status).toBe(409);
    expect((await client.patch(`/api/forum/replies/${second.id}`, { content: "Back" })).status).toBe(409);
    expect((await client.delete(`/api/forum/replies/${first.id}`)).status).toBe(200);
    expect(await topicRow(t, topic.id)).toMatchObject({
      replyCount: 2,
      lastReplyAt: null,
      lastReplyUserId: null,
    });
  });

  it("lets the topic's author or an admin mark one answer; marking another moves it", async () => {
    const t = await forumApp();
    const { client: author } = await reader(t);
    const { client } = await reader(t);
    const topic = await topicOf(author);
    const one = await replyOf(client, topic.id, "Chill it to 50°F");
    t.clock.advance(31_000);
    const two = await replyOf(client, topic.id, "Decant it");
    const refused = await client.patch<{ message: string }>(`/api/forum/replies/${one.id}`, {
      isAnswer: true,
    });
    expect([refused.status, refused.body.message]).toEqual([
      403,
      "Only the topic's author or a moderator can mark the answer.",
    ]);
    expect(
      (await author.patch<ForumReply>(`/api/forum/replies/${one.id}`, { isAnswer: true })).body.isAnswer,
    ).toBe(true);
    const { client: staff } = await admin(t);
    expect((await staff.patch<ForumReply>(`/api/forum/replies/${two.id}`, { isAnswer: true })).status).toBe(
      200,
    );
    const answers = (await openTopic(author, topic.id)).body.replies.items.map((r) => r.isAnswer);
    expect(answers).toEqual([false, true]);
    expect((await listTopics(t.client())).body.items[0]?.hasAnswer).toBe(true);
  });
});
