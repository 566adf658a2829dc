import type { Analytics, ForumCategory, ForumReport } from "contracts";
import { describe, expect, it } from "vitest";
import {
  admin,
  forumApp,
  GENERAL,
  listTopics,
  openTopic,
  reader,
  replyOf,
  topicOf,
  topicRow,
} from "../../test/forum";
import { firstIssueOf } from "../../test/helpers";
import { openReportCount } from "./forum.service";

async function reportedReply() {
  const t = await forumApp();
  const { client: author, user: authorUser } = await reader(t);
  const { client: spammer, user: spammerUser } = await reader(t);
  const { client: witness, user: witnessUser } = await reader(t);
  const topic = await topicOf(author, { title: "Cellar temperatures" });
  const spam = await replyOf(spammer, topic.id, "Buy **cheap** bottles at example.com");
  const { client: staff, user: staffUser } = await admin(t);
  return { t, author, authorUser, spammer, spammerUser, witness, witnessUser, topic, spam, staff, staffUser };
}

describe("reports", () => {
  it("reach the moderators' queue with what the post said, once per reader", async () => {
    const { t, witness, witnessUser, author, topic, spam, spammerUser, staff } = await reportedReply();
    const res = await witness.post("/api/forum/reports", { replyId: spam.id, reason: "Spam or advertising" });
    expect(res.body).toEqual({ success: true });
    expect((await witness.post("/api/forum/reports", { replyId: spam.id, reason: "Again" })).status).toBe(
      200,
    );
    await author.post("/api/forum/reports", { replyId: spam.id, reason: "Advertising" });
    expect(await openReportCount(t.db)).toBe(2);
    // The dashboard's to-do panel counts them for the staff.
    expect((await staff.get<Analytics>("/api/admin/analytics")).body.todo.openForumReports).toBe(2);

    const queue = await staff.get<ForumReport[]>("/api/admin/forum/reports");
    expect(queue.body).toHaveLength(2);
    expect(queue.body[0]).toEqual({
      id: expect.any(String),
      status: "open",
      reason: "Spam or advertising",
      createdAt: "2026-11-20T15:00:00.000Z",
      reporter: { id: witnessUser.id, username: witnessUser.username },
      resolvedAt: null,
      resolvedBy: null,
      target: {
        kind: "reply",
        topicId: topic.id,
        replyId: spam.id,
        topicTitle: "Cellar temperatures",
        excerpt: "Buy cheap bottles at example.com",
        author: { id: spammerUser.id, username: spammerUser.username },
        removed: false,
      },
    });
    expect((await witness.get("/api/admin/forum/reports")).status).toBe(403);
    expect((await t.client().post("/api/forum/reports", { replyId: spam.id, reason: "x" })).status).toBe(401);
  });

  it("refuse a report of one's own post or without a reason", async () => {
    const { spammer, spam, witness } = await reportedReply();
    const own = await spammer.post<{ message: string }>("/api/forum/reports", {
      replyId: spam.id,
      reason: "Oops",
    });
    expect([own.status, own.body.message]).toEqual([400, "You cannot report your own post."]);
    const blank = await witness.post<{ message: string }>("/api/forum/reports", {
      replyId: spam.id,
      reason: " ",
    });
    expect([blank.status, blank.body.message]).toEqual([400, "Please tell us what is wrong with this post."]);
  });

  it("dismissed, leave the post and close every open report about it", async () => {
    const { t, witness, author, spam, staff, staffUser, topic } = await reportedReply();
    await witness.post("/api/forum/reports", { replyId: spam.id, reason: "Spam" });
    await author.post("/api/forum/reports", { replyId: spam.id, reason: "Ads" });
    const [first] = (await staff.get<ForumReport[]>("/api/admin/forum/reports")).body;
    t.clock.advance(60_000);
    const res = await staff.patch<ForumReport>(`/api/admin/forum/reports/${first?.id}`, {
      action: "dismiss",
    });
    expect(res.body).toMatchObject({
      status: "dismissed",
      resolvedAt: "2026-11-20T15:01:00.000Z",
      resolvedBy: { id: staffUser.id, username: staffUser.username },
      target: { removed: false },
    });
    expect(await openReportCount(t.db)).toBe(0);
    expect((await staff.get<ForumReport[]>("/api/admin/forum/reports")).body).toEqual([]);
    const resolved = await staff.get<ForumReport[]>("/api/admin/forum/reports?status=resolved");
    expect(resolved.body.map((r) => r.status)).toEqual(["dismissed", "dismissed"]);
    expect((await openTopic(t.client(), topic.id)).body.replies.items[0]?.content).toBe(
      "Buy **cheap** bottles at example.com",
    );
    const again = await staff.patch<{ message: string }>(`/api/admin/forum/reports/${first?.id}`, {
      action: "remove",
    });
    expect([again.status, again.body.message]).toEqual([409, "This report was already resolved."]);
  });

  it("removing a reply leaves [deleted] in the thread; removing a topic deletes it", async () => {
    const { t, witness, spam, staff, topic, author } = await reportedReply();
    await witness.post("/api/forum/reports", { replyId: spam.id, reason: "Spam" });
    const [replyReport] = (await staff.get<ForumReport[]>("/api/admin/forum/reports")).body;
    const removed = await staff.patch<ForumReport>(`/api/admin/forum/reports/${replyReport?.id}`, {
      action: "remove",
    });
    expect(removed.body).toMatchObject({
      status: "removed",
      target: { removed: true, excerpt: expect.any(String) },
    });
    const thread = (await openTopic(t.client(), topic.id)).body;
    expect(thread.replies.items[0]).toMatchObject({ content: "[deleted]", deleted: true });
    // The placeholder stays in the thread, and the count says what the thread shows.
    expect(thread.replyCount).toBe(1);
    expect(thread.replies.total).toBe(1);

    const other = await topicOf(witness, { title: "Off-topic rant" });
    await author.post("/api/forum/reports", { topicId: other.id, reason: "Off-topic" });
    const [topicReport] = (await staff.get<ForumReport[]>("/api/admin/forum/reports")).body;
    const gone = await staff.patch<ForumReport>(`/api/admin/forum/reports/${topicReport?.id}`, {
      action: "remove",
    });
    expect(gone.body).toMatchObject({
      status: "removed",
      target: { kind: "topic", topicId: null, topicTitle: "Off-topic rant", removed: true },
    });
    expect(await topicRow(t, other.id)).toBeUndefined();
    expect(await openReportCount(t.db)).toBe(0);
  });

  it("about a post its author then deletes, leave the queue as removed", async () => {
    const { t, witness, spammer, spam } = await reportedReply();
    await witness.post("/api/forum/reports", { replyId: spam.id, reason: "Spam" });
    await spammer.delete(`/api/forum/replies/${spam.id}`);
    expect(await openReportCount(t.db)).toBe(0);
  });
});

describe("categories", () => {
  const form = { name: "Cellar Talk", description: "Ageing and storage", icon: "grape", sortOrder: 6 };

  it("are added, edited, hidden and deleted by admins", async () => {
    const t = await forumApp();
    const { client: staff } = await admin(t);
    const created = await staff.post<ForumCategory>("/api/admin/forum/categories", {
      ...form,
      membershipTierRequired: "premium",
    });
    expect(created.body).toEqual({
      id: expect.any(String),
      name: "Cellar Talk",
      description: "Ageing and storage",
      icon: "grape",
      membershipTierRequired: "premium",
      sortOrder: 6,
      isVisible: true,
      topicCount: 0,
      locked: false,
    });
    const { client: customer } = await reader(t);
    const seen = (await customer.get<ForumCategory[]>("/api/forum/categories")).body;
    expect(seen.at(-1)).toMatchObject({ name: "Cellar Talk", locked: true });

    const hidden = await staff.put<ForumCategory>(`/api/admin/forum/categories/${created.body.id}`, {
      ...form,
      name: "Cellar Corner",
      isVisible: false,
    });
    expect(hidden.body).toMatchObject({
      name: "Cellar Corner",
      isVisible: false,
      membershipTierRequired: null,
    });
    expect(
      (await customer.get<ForumCategory[]>("/api/forum/categories")).body.map((c) => c.name),
    ).not.toContain("Cellar Corner");
    const all = await staff.get<ForumCategory[]>("/api/admin/forum/categories");
    expect(all.body.map((c) => c.name)).toContain("Cellar Corner");
    expect((await staff.delete(`/api/admin/forum/categories/${created.body.id}`)).body).toEqual({
      success: true,
    });
    expect((await staff.delete(`/api/admin/forum/categories/${created.body.id}`)).status).toBe(404);
    expect((await customer.post("/api/admin/forum/categories", form)).status).toBe(403);
  });

  it("with topics cannot be deleted until the topics are moved", async () => {
    const t = await forumApp();
    const { client } = await reader(t);
    await topicOf(client);
    const { client: staff } = await admin(t);
    const refused = await staff.delete<{ message: string }>(`/api/admin/forum/categories/${GENERAL}`);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      "This category still has 1 topic: move or delete it first, or hide the category.",
    ]);
    expect((await listTopics(t.client())).body.total).toBe(1);
  });

  it("check the form with clear messages", async () => {
    const t = await forumApp();
    const { client: staff } = await admin(t);
    const issue = firstIssueOf(staff, "/api/admin/forum/categories", form);
    expect(await issue({ name: " " })).toBe("Name is required");
    expect(await issue({ name: "n".repeat(61) })).toBe("Name can be at most 60 characters");
    expect(await issue({ icon: "skull" })).toBe("Choose one of the icons");
    expect(await issue({ membershipTierRequired: "gold" })).toBe("Choose who may read it");
    expect(await issue({ sortOrder: 1000 })).toBe("Order must be between 0 and 999");
  });
});
