import type { ForumTopic, ForumTopicPage, MyForum } from "contracts";
import { describe, expect, it } from "vitest";
import {
  admin,
  forumApp,
  GENERAL,
  insertTopic,
  listTopics,
  member,
  openTopic,
  postTopic,
  reader,
  replyOf,
  TASTING,
  topicOf,
  topicRow,
} from "../../test/forum";
import { TEST_PASSWORD } from "../../test/helpers";

describe("starting a topic", () => {
  it("stores it, with the author's tier badge, and lists it with a plain excerpt", async () => {
    const t = await forumApp();
    const { client, user } = await member(t, "premium");
    const res = await postTopic(client, {
      title: "  Best Riesling with perch?  ",
      content: "I tried the **2022 Lakeshore** with [fish](https://example.com).",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{16}$/),
      categoryId: GENERAL,
      category: { id: GENERAL, name: "General Discussion" },
      title: "Best Riesling with perch?",
      content: "I tried the **2022 Lakeshore** with [fish](https://example.com).",
      excerpt: "I tried the 2022 Lakeshore with fish.",
      author: { id: user.id, username: user.username, tier: "premium", isStaff: false },
      isPinned: false,
      isLocked: false,
      viewCount: 0,
      replyCount: 0,
      lastReplyAt: null,
      lastReplyBy: null,
      hasAnswer: false,
      createdAt: "2026-11-20T15:00:00.000Z",
      updatedAt: "2026-11-20T15:00:00.000Z",
      editedAt: null,
      unread: false,
    });
    const list = await listTopics(t.client(), `categoryId=${GENERAL}`);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({
      title: "Best Riesling with perch?",
      excerpt: res.body.excerpt,
    });
    expect(list.body.items[0]).not.toHaveProperty("content");
  });

  it("keeps what people type as text: markup comes back exactly as written", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    const xss = `<script>alert("x")</script><img src=x onerror="alert(1)">`;
    const topic = await topicOf(client, { title: xss, content: xss });
    const opened = await openTopic(t.client(), topic.id);
    expect(opened.body.title).toBe(xss);
    expect(opened.body.content).toBe(xss);
    const reply = await replyOf(client, topic.id, xss);
    expect(reply.content).toBe(xss);
  });

  it("asks for every field with the spec's message, and refuses a category that does not exist", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    for (const body of [{ title: "" }, { content: "   " }, { categoryId: "" }]) {
      const res = await postTopic(client, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Incomplete form: Please fill in all fields.");
    }
    const missing = await postTopic(client, { categoryId: "forum-nowhere" });
    expect([missing.status, missing.body.message]).toEqual([404, "Category not found"]);
    expect((await postTopic(t.client())).status).toBe(401);
    expect((await listTopics(t.client())).body.total).toBe(0);
  });
});

describe("lists of topics", () => {
  it("put pinned topics first, then the latest activity, twenty to a page", async () => {
    const t = await forumApp();
    const { user } = await reader(t);
    for (let i = 1; i <= 24; i++) {
      await insertTopic(t, user.id, {
        title: `Topic ${i}`,
        createdAt: `2026-11-01T12:${String(i).padStart(2, "0")}:00.000Z`,
        isPinned: i === 3,
      });
    }
    const visitor = t.client();
    const first = await listTopics(visitor);
    expect(first.body.total).toBe(24);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items.slice(0, 3).map((topic) => topic.title)).toEqual([
      "Topic 3",
      "Topic 24",
      "Topic 23",
    ]);
    const second = await listTopics(visitor, "page=2");
    expect(second.body.items.map((topic) => topic.title)).toEqual([
      "Topic 5",
      "Topic 4",
      "Topic 2",
      "Topic 1",
    ]);
    expect(second.body).toMatchObject({ total: 24, page: 2, pageSize: 20 });
    const beyond = await listTopics(visitor, "pageSize=5&page=6");
    expect(beyond.body).toEqual({ items: [], total: 24, page: 6, pageSize: 5 });
    expect((await listTopics(visitor, "pageSize=51")).status).toBe(400);
    // A reply is activity: the oldest topic comes up to the top of the unpinned ones.
    const { client } = await reader(t);
    const oldest = second.body.items.find((topic) => topic.title === "Topic 1");
    await replyOf(client, oldest?.id ?? "", "Bumping this");
    const after = await listTopics(visitor);
    expect(after.body.items.slice(0, 2).map((topic) => topic.title)).toEqual(["Topic 3", "Topic 1"]);
  });
});

describe("views", () => {
  it("count once per reader per topic per New York day: users by id, visitors by their cookie", async () => {
    // 03:30 UTC on the 20th is 22:30 on the 19th in New York.
    const t = await forumApp();
    t.clock.set("2026-11-20T03:30:00.000Z");
    const { client, user } = await reader(t);
    const topic = await topicOf(client);
    expect((await openTopic(client, topic.id)).body.viewCount).toBe(1);
    expect((await openTopic(client, topic.id, 2)).body.viewCount).toBe(1);
    // The same user in another session (another device) the same day counts nothing more.
    const other = t.client();
    const signedIn = await other.post("/api/auth/login", {
      username: user.username,
      password: TEST_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    expect((await openTopic(other, topic.id)).body.viewCount).toBe(1);

    const visitor = t.client();
    const first = await openTopic(visitor, topic.id);
    expect(first.body.viewCount).toBe(2);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith("rr_visitor="));
    expect(cookie).toMatch(/^rr_visitor=[0-9a-f]{32}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    expect((await openTopic(visitor, topic.id)).headers.getSetCookie()).toEqual([]);
    expect((await openTopic(visitor, topic.id)).body.viewCount).toBe(2);
    expect(
      (await visitor.trpcQuery<ForumTopic>("forum.topic", { id: topic.id })).body.result?.data.viewCount,
    ).toBe(2);
    // A second visitor (another browser) counts: two visitors, 2 views.
    expect((await openTopic(t.client(), topic.id)).body.viewCount).toBe(3);

    // Midnight in New York is 05:00 UTC in November (EST): a new day counts each reader again.
    t.clock.set("2026-11-20T04:59:00.000Z");
    expect((await openTopic(client, topic.id)).body.viewCount).toBe(3);
    t.clock.set("2026-11-20T05:00:00.000Z");
    expect((await openTopic(client, topic.id)).body.viewCount).toBe(4);
    expect((await openTopic(other, topic.id)).body.viewCount).toBe(4);
    expect((await openTopic(visitor, topic.id)).body.viewCount).toBe(5);
    expect((await topicRow(t, topic.id))?.viewCount).toBe(5);
    const listed = await listTopics(visitor);
    expect(listed.body.items.find((item) => item.id === topic.id)?.viewCount).toBe(5);
  });

  it("sets a visitor cookie on the topic call for a visitor without one, and replaces a malformed one", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    const topic = await topicOf(client);
    const visitor = t.client();
    expect(visitor.cookies.has("rr_visitor")).toBe(false);
    await openTopic(visitor, topic.id);
    expect(visitor.cookies.get("rr_visitor")).toMatch(/^[0-9a-f]{32}$/);
    const forged = t.client();
    forged.cookies.set("rr_visitor", "not-a-visitor-id");
    const res = await openTopic(forged, topic.id);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("rr_visitor="))).toBe(true);
    expect(forged.cookies.get("rr_visitor")).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.viewCount).toBe(2);
  });
});

describe("editing and deleting a topic", () => {
  it("lets the author edit (marked as edited) and nobody else but an admin", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    const topic = await topicOf(client);
    t.clock.advance(60_000);
    const edited = await client.patch<ForumTopic>(`/api/forum/topics/${topic.id}`, {
      content: "Changed my mind",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ content: "Changed my mind", editedAt: "2026-11-20T15:01:00.000Z" });

    const { client: other } = await reader(t);
    const refused = await other.patch<{ message: string }>(`/api/forum/topics/${topic.id}`, {
      title: "Mine now",
    });
    expect([refused.status, refused.body.message]).toEqual([403, "You can only change your own posts."]);
    const pin = await client.patch<{ message: string }>(`/api/forum/topics/${topic.id}`, { isPinned: true });
    expect([pin.status, pin.body.message]).toEqual([
      403,
      "Only the forum's moderators can pin, lock or move topics.",
    ]);
    expect(await topicRow(t, topic.id)).toMatchObject({ title: topic.title, isPinned: false });
  });

  it("lets an admin pin, lock and move a topic; the author then cannot change it", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    const topic = await topicOf(client);
    const { client: staff } = await admin(t);
    const moved = await staff.patch<ForumTopic>(`/api/forum/topics/${topic.id}`, {
      isPinned: true,
      isLocked: true,
      categoryId: TASTING,
    });
    expect(moved.body).toMatchObject({
      isPinned: true,
      isLocked: true,
      category: { id: TASTING, name: "Wine Tasting Notes" },
      editedAt: null,
    });
    const locked = await client.patch<{ message: string }>(`/api/forum/topics/${topic.id}`, { title: "New" });
    expect([locked.status, locked.body.message]).toEqual([
      409,
      "This topic is locked: it takes no new replies or changes.",
    ]);
    const nowhere = await staff.patch(`/api/forum/topics/${topic.id}`, { categoryId: "forum-nowhere" });
    expect(nowhere.status).toBe(404);
  });

  it("deletes a topic with its thread for its author, and for an admin", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    const { client: other } = await reader(t);
    const topic = await topicOf(client);
    await replyOf(other, topic.id);
    expect((await other.delete(`/api/forum/topics/${topic.id}`)).status).toBe(403);
    expect((await client.delete(`/api/forum/topics/${topic.id}`)).body).toEqual({ success: true });
    expect((await openTopic(client, topic.id)).status).toBe(404);
    expect(await topicRow(t, topic.id)).toBeUndefined();
    expect((await listTopics(t.client(), "search=perch")).body.total).toBe(0);

    const second = await topicOf(other, { title: "Another" });
    const { client: staff } = await admin(t);
    expect((await staff.delete(`/api/forum/topics/${second.id}`)).status).toBe(200);
    expect((await listTopics(t.client())).body.total).toBe(0);
  });
});

describe("unread markers and the dashboard", () => {
  it("mark a topic unread for a signed-in reader when someone else replied since they last opened it", async () => {
    const t = await forumApp();
    const { client: author } = await reader(t);
    const { client: friend, user: friendUser } = await reader(t);
    const topic = await topicOf(author);
    const unread = async (client: typeof author) =>
      (await client.get<ForumTopicPage>("/api/forum/topics")).body.items[0]?.unread;
    expect(await unread(author)).toBe(false);
    t.clock.advance(60_000);
    await replyOf(friend, topic.id, "Welcome!");
    expect(await unread(author)).toBe(true);
    expect(await unread(friend)).toBe(false);
    expect((await listTopics(t.client())).body.items[0]?.unread).toBe(false);
    await openTopic(author, topic.id);
    expect(await unread(author)).toBe(false);

    const dashboard = await author.get<MyForum>("/api/forum/my");
    expect(dashboard.body.topicCount).toBe(1);
    expect(dashboard.body.topics.map((row) => [row.title, row.replyCount])).toEqual([[topic.title, 1]]);
    expect(dashboard.body.replies).toEqual([
      {
        id: expect.any(String),
        topicId: topic.id,
        topicTitle: topic.title,
        excerpt: "Welcome!",
        author: { id: friendUser.id, username: friendUser.username, tier: null, isStaff: false },
        createdAt: "2026-11-20T15:01:00.000Z",
      },
    ]);
    expect((await friend.get<MyForum>("/api/forum/my")).body).toEqual({
      topics: [],
      topicCount: 0,
      replies: [],
    });
    expect((await t.client().get("/api/forum/my")).status).toBe(401);
  });
});
