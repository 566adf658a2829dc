import { forumReplies, forumTopics, users } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admin, forumApp, postReply, postTopic, reader, topicOf } from "../../test/forum";
import type { TestApp } from "../../test/helpers";
import { waitText } from "./forum-limits";

const MINUTE = 60_000;

/** An account made an hour ago: under the new-account limits. */
async function newcomer(t: TestApp) {
  const signedIn = await t.signedIn();
  await t.db.write((tx) =>
    tx.update(users).set({ createdAt: "2026-11-20T14:00:00.000Z" }).where(eq(users.id, signedIn.user.id)),
  );
  return signedIn;
}

describe("posting limits", () => {
  it("allow one topic every 2 minutes, with Retry-After and a message that says how long", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    expect((await postTopic(client, { title: "One" })).status).toBe(200);
    const second = await postTopic(client, { title: "Two" });
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("120");
    expect(second.body.message).toBe(
      "You can start one topic every 2 minutes. Please try again in 2 minutes.",
    );
    t.clock.advance(90_000);
    expect((await postTopic(client, { title: "Two" })).headers.get("retry-after")).toBe("30");
    t.clock.advance(30_000);
    expect((await postTopic(client, { title: "Two" })).status).toBe(200);
    expect((await t.db.select().from(forumTopics)).map((topic) => topic.title)).toEqual(["One", "Two"]);
  });

  it("allow one reply every 30 seconds", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    const topic = await topicOf(client);
    expect((await postReply(client, topic.id, "First")).status).toBe(200);
    const second = await postReply(client, topic.id, "Second");
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("30");
    expect(second.body.message).toBe(
      "You can post one reply every 30 seconds. Please try again in 30 seconds.",
    );
    t.clock.advance(30_000);
    expect((await postReply(client, topic.id, "Second")).status).toBe(200);
  });

  it("let accounts younger than a day start 3 topics and post 10 replies a day", async () => {
    const t = await forumApp();
    const { client } = await newcomer(t);
    for (const title of ["One", "Two", "Three"]) {
      expect((await postTopic(client, { title })).status).toBe(200);
      t.clock.advance(2 * MINUTE);
    }
    const fourth = await postTopic(client, { title: "Four" });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe("New accounts can start 3 topics a day. Please try again in 24 hours.");
    const topic = (await t.db.select().from(forumTopics))[0];
    for (let i = 1; i <= 10; i++) {
      expect((await postReply(client, topic?.id ?? "", `Reply ${i}`)).status).toBe(200);
      t.clock.advance(30_000);
    }
    const eleventh = await postReply(client, topic?.id ?? "", "Reply 11");
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(
      /^New accounts can post 10 replies a day\. Please try again in \d+ hours\.$/,
    );
    expect(await t.db.select().from(forumReplies)).toHaveLength(10);
    // A day later the account is no longer new, and only the pace counts.
    t.clock.advance(24 * 60 * MINUTE);
    expect((await postTopic(client, { title: "Four" })).status).toBe(200);
  });

  it("leave admins out", async () => {
    const t = await forumApp();
    const { client } = await admin(t);
    const topic = await topicOf(client);
    expect((await postTopic(client, { title: "Another" })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await postReply(client, topic.id, `Quick ${i}`)).status).toBe(200);
  });

  it("keep titles to 150, posts to 10,000 and replies to 5,000 characters", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    const long = await postTopic(client, { title: "t".repeat(151) });
    expect([long.status, long.body.message]).toEqual([400, "A title can be at most 150 characters"]);
    const post = await postTopic(client, { content: "c".repeat(10_001) });
    expect([post.status, post.body.message]).toEqual([400, "A post can be at most 10,000 characters"]);
    // Refused input is not a post: it used none of the allowance.
    const topic = await topicOf(client, { title: "t".repeat(150), content: "c".repeat(10_000) });
    const reply = await postReply(client, topic.id, "r".repeat(5001));
    expect([reply.status, reply.body.message]).toEqual([400, "A reply can be at most 5,000 characters"]);
    expect((await postReply(client, topic.id, "r".repeat(5000))).status).toBe(200);
  });

  it("say how long to wait in seconds, minutes or hours", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(30)).toBe("30 seconds");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(60 * 60)).toBe("60 minutes");
    expect(waitText(5 * 60 * 60)).toBe("5 hours");
  });
});
