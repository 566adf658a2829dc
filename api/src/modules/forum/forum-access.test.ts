import type { ForumCategory, ForumTopicDetail, ForumTopicPage, MyForum } from "contracts";
import { forumCategories, users } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  admin,
  GENERAL,
  insertTopic,
  LOUNGE,
  LOUNGE_LOCKED,
  like,
  listTopics,
  member,
  openTopic,
  postReply,
  postTopic,
  reader,
  replyOf,
  topicOf,
} from "../../test/forum";
import { createTestApp } from "../../test/helpers";

/** A forum with one open topic and one Member Lounge topic, each with a reply. */
async function forumWithLounge() {
  const t = await createTestApp();
  const { client: memberClient, user: memberUser } = await member(t, "essential");
  const open = await topicOf(memberClient, { title: "Open harvest talk", content: "Harvest chatter" });
  t.clock.advance(3 * 60_000);
  const lounge = await topicOf(memberClient, {
    categoryId: LOUNGE,
    title: "Secret cellar release",
    content: "Harvest reserve for members",
  });
  t.clock.advance(60_000);
  const loungeReply = await replyOf(memberClient, lounge.id, "Harvest reserve is wonderful");
  return { t, memberClient, memberUser, open, lounge, loungeReply };
}

describe("who reads the forum", () => {
  it("lets a visitor read an open category, over REST and tRPC, and shows the lounge as locked", async () => {
    const { t, open } = await forumWithLounge();
    const visitor = t.client();
    const categories = await visitor.get<ForumCategory[]>("/api/forum/categories");
    expect(categories.body.map((c) => [c.name, c.locked, c.topicCount])).toEqual([
      ["General Discussion", false, 1],
      ["Wine Tasting Notes", false, 0],
      ["Food Pairings", false, 0],
      ["Events & Visits", false, 0],
      ["Member Lounge", true, 1],
    ]);
    const list = await listTopics(visitor, `categoryId=${GENERAL}`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((topic) => topic.title)).toEqual(["Open harvest talk"]);
    const opened = await openTopic(visitor, open.id);
    expect(opened.status).toBe(200);
    expect(opened.body.content).toBe("Harvest chatter");
    const viaTrpc = await visitor.trpcQuery<ForumTopicDetail>("forum.topic", { id: open.id });
    expect(viaTrpc.body.result?.data.title).toBe("Open harvest talk");
  });

  it("never shows the Member Lounge to a customer without a tier: REST, tRPC, lists, search, dashboard", async () => {
    const { t, lounge, loungeReply } = await forumWithLounge();
    const { client } = await reader(t);
    for (const who of [client, t.client()]) {
      const byCategory = await listTopics(who, `categoryId=${LOUNGE}`);
      expect(byCategory.status).toBe(403);
      expect(byCategory.body.message).toBe(LOUNGE_LOCKED);
      const opened = await openTopic(who, lounge.id);
      expect(opened.status).toBe(403);
      expect(opened.body.message).toBe(LOUNGE_LOCKED);
      expect(JSON.stringify(opened.body)).not.toContain("Harvest reserve");
      const viaTrpc = await who.trpcQuery("forum.topic", { id: lounge.id });
      expect(viaTrpc.body.error?.data.httpStatus).toBe(403);
      const viaTrpcList = await who.trpcQuery("forum.topics", { categoryId: LOUNGE });
      expect(viaTrpcList.body.error?.data.httpStatus).toBe(403);
      // Every category at once, and a search for the lounge's own words: nothing of it.
      const all = await listTopics(who);
      expect(all.body.items.map((topic) => topic.title)).toEqual(["Open harvest talk"]);
      const search = await listTopics(who, "search=reserve");
      expect(search.body).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
      const searchHarvest = await listTopics(who, "search=harvest");
      expect(searchHarvest.body.items.map((topic) => topic.title)).toEqual(["Open harvest talk"]);
    }
    // Nor can the customer post, reply, like or report there.
    const topic = await postTopic(client, { categoryId: LOUNGE });
    expect([topic.status, topic.body.message]).toEqual([403, LOUNGE_LOCKED]);
    const reply = await postReply(client, lounge.id);
    expect([reply.status, reply.body.message]).toEqual([403, LOUNGE_LOCKED]);
    expect((await like(client, loungeReply.id)).status).toBe(403);
    const reported = await client.post("/api/forum/reports", { replyId: loungeReply.id, reason: "Spam" });
    expect(reported.status).toBe(403);
  });

  it("hides a former member's lounge topics from their own dashboard once the tier is gone", async () => {
    const { t, memberClient, memberUser } = await forumWithLounge();
    const before = await memberClient.get<MyForum>("/api/forum/my");
    expect(before.body.topics.map((topic) => topic.title)).toEqual([
      "Secret cellar release",
      "Open harvest talk",
    ]);
    await t.db.write((tx) =>
      tx.update(users).set({ membershipTier: null }).where(eq(users.id, memberUser.id)),
    );
    const after = await memberClient.get<MyForum>("/api/forum/my");
    expect(after.body.topics.map((topic) => topic.title)).toEqual(["Open harvest talk"]);
    expect(after.body.topicCount).toBe(1);
    expect(JSON.stringify(after.body)).not.toContain("Harvest reserve");
  });

  it("lets an essential member read and post in the Member Lounge, and a premium category asks for premium", async () => {
    const { t, lounge } = await forumWithLounge();
    const { client } = await member(t, "essential");
    const categories = await client.get<ForumCategory[]>("/api/forum/categories");
    expect(categories.body.find((c) => c.id === LOUNGE)?.locked).toBe(false);
    expect((await openTopic(client, lounge.id)).body.replies.items.map((r) => r.content)).toEqual([
      "Harvest reserve is wonderful",
    ]);
    const search = await listTopics(client, "search=reserve");
    expect(search.body.items.map((topic) => topic.title)).toEqual(["Secret cellar release"]);
    expect((await postReply(client, lounge.id, "Count me in")).status).toBe(200);

    await t.db.write((tx) =>
      tx
        .update(forumCategories)
        .set({ membershipTierRequired: "premium" })
        .where(eq(forumCategories.id, LOUNGE)),
    );
    const refused = await openTopic(client, lounge.id);
    expect([refused.status, refused.body.message]).toEqual([
      403,
      "This category is for Premium members and above.",
    ]);
    const { client: premium } = await member(t, "premium");
    expect((await openTopic(premium, lounge.id)).status).toBe(200);
  });

  it("always lets an admin in, hidden categories included, which do not exist for anyone else", async () => {
    const { t, lounge, memberUser } = await forumWithLounge();
    await t.db.write((tx) =>
      tx
        .update(forumCategories)
        .set({ membershipTierRequired: "elite" })
        .where(eq(forumCategories.id, LOUNGE)),
    );
    const { client } = await admin(t);
    expect((await openTopic(client, lounge.id)).status).toBe(200);
    expect((await postReply(client, lounge.id, "From the staff")).status).toBe(200);

    await t.db.write((tx) =>
      tx.update(forumCategories).set({ isVisible: false }).where(eq(forumCategories.id, GENERAL)),
    );
    const hidden = await insertTopic(t, memberUser.id, {
      categoryId: GENERAL,
      title: "In a hidden category",
    });
    expect((await openTopic(client, hidden.id)).status).toBe(200);
    const adminCategories = await client.get<ForumCategory[]>("/api/forum/categories");
    expect(adminCategories.body.map((c) => c.id)).toContain(GENERAL);

    const { client: elite } = await member(t, "elite");
    const refused = await openTopic(elite, hidden.id);
    expect([refused.status, refused.body.message]).toEqual([404, "Topic not found"]);
    expect((await listTopics(elite, `categoryId=${GENERAL}`)).status).toBe(404);
    const categories = await elite.get<ForumCategory[]>("/api/forum/categories");
    expect(categories.body.map((c) => c.id)).not.toContain(GENERAL);
    const all = await elite.get<ForumTopicPage>("/api/forum/topics");
    expect(all.body.items.map((topic) => topic.title)).not.toContain("In a hidden category");
  });
});
