import type {
  ApiError,
  JournalComment,
  JournalEntry,
  JournalEntryDetail,
  JournalLikeOutput,
} from "contracts";
import { journalLikes } from "db";
import { describe, expect, it } from "vitest";
import { limits } from "../../auth/rate-limit";
import { createTestApp } from "../../test/helpers";
import { createEntry, fullForm } from "../../test/journal";

describe("likes", () => {
  it("are one per person, toggled, and counted on the entry and in the lists", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner, { isPublic: true });
    const { client: fan } = await t.signedIn();
    const like = await fan.post<JournalLikeOutput>(`/api/journals/${entry.id}/like`);
    expect(like.body).toEqual({ liked: true, likes: 1 });
    const seen = await fan.get<JournalEntryDetail>(`/api/journals/${entry.id}`);
    expect(seen.body).toMatchObject({ likes: 1, liked: true });
    const listed = await t.client().get<JournalEntry[]>("/api/journals/public");
    expect(listed.body[0]?.likes).toBe(1);
    const unlike = await fan.post<JournalLikeOutput>(`/api/journals/${entry.id}/like`);
    expect(unlike.body).toEqual({ liked: false, likes: 0 });
    expect((await t.client().post(`/api/journals/${entry.id}/like`)).status).toBe(401);
  });

  it("counts 20 people liking at once as exactly 20", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner, { isPublic: true });
    const fans = await Promise.all(Array.from({ length: 20 }, async () => (await t.signedIn()).client));
    const answers = await Promise.all(
      fans.map((fan) => fan.post<JournalLikeOutput>(`/api/journals/${entry.id}/like`)),
    );
    expect(answers.map((res) => [res.status, res.body.liked])).toEqual(Array(20).fill([200, true]));
    expect(answers.map((res) => res.body.likes).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const after = await owner.get<JournalEntryDetail>(`/api/journals/${entry.id}`);
    expect(after.body.likes).toBe(20);
    expect(await t.db.select().from(journalLikes)).toHaveLength(20);
  });

  it("never double-counts one person tapping many times at once", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner, { isPublic: true });
    const { client: fan } = await t.signedIn();
    const taps = await Promise.all(
      Array.from({ length: 9 }, () => fan.post<JournalLikeOutput>(`/api/journals/${entry.id}/like`)),
    );
    expect(taps.filter((res) => res.body.liked)).toHaveLength(5);
    const after = await fan.get<JournalEntryDetail>(`/api/journals/${entry.id}`);
    expect(after.body).toMatchObject({ likes: 1, liked: true });
  });
});

describe("comments", () => {
  it("are kept in order on public entries, with who may delete each", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner, { isPublic: true });
    const { client: guest, user: guestUser } = await t.signedIn();
    const res = await guest.post<JournalComment>(`/api/journals/${entry.id}/comments`, {
      content: "  Perch and Riesling, yes!  ",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{16}$/),
      journalId: entry.id,
      content: "Perch and Riesling, yes!",
      user: { username: guestUser.username },
      createdAt: "2026-11-20T15:00:00.000Z",
      canDelete: true,
    });
    t.clock.advance(1000);
    await owner.post(`/api/journals/${entry.id}/comments`, { content: "Thank you!" });
    const seenByVisitor = await t.client().get<JournalEntryDetail>(`/api/journals/${entry.id}`);
    expect(seenByVisitor.body.commentCount).toBe(2);
    expect(seenByVisitor.body.comments.map((c) => [c.content, c.canDelete])).toEqual([
      ["Perch and Riesling, yes!", false],
      ["Thank you!", false],
    ]);
    const seenByOwner = await owner.get<JournalEntryDetail>(`/api/journals/${entry.id}`);
    expect(seenByOwner.body.comments.map((c) => c.canDelete)).toEqual([true, true]);
    const seenByGuest = await guest.get<JournalEntryDetail>(`/api/journals/${entry.id}`);
    expect(seenByGuest.body.comments.map((c) => c.canDelete)).toEqual([true, false]);
  });

  it("refuses an empty or 5,001-character comment, and a visitor's", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner, { isPublic: true });
    const empty = await owner.post<ApiError>(`/api/journals/${entry.id}/comments`, { content: "   " });
    const long = await owner.post<ApiError>(`/api/journals/${entry.id}/comments`, {
      content: "x".repeat(5001),
    });
    expect([empty.status, empty.body.message]).toEqual([400, "Please write a comment"]);
    expect([long.status, long.body.message]).toEqual([400, "A comment can be at most 5,000 characters"]);
    expect((await t.client().post(`/api/journals/${entry.id}/comments`, { content: "Hi" })).status).toBe(401);
  });

  it("are deleted by their author, the entry's owner or an admin, and no one else", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner, { isPublic: true });
    const { client: author } = await t.signedIn();
    const { client: stranger } = await t.signedIn();
    const { client: admin } = await t.signedIn({ role: "admin" });
    const post = async () =>
      (await author.post<JournalComment>(`/api/journals/${entry.id}/comments`, { content: "Lovely" })).body
        .id;

    const first = await post();
    const refused = await stranger.delete<ApiError>(`/api/journals/comments/${first}`);
    expect([refused.status, refused.body.message]).toEqual([
      403,
      "You can only delete your own comments, or comments on your own entries",
    ]);
    expect((await t.client().delete(`/api/journals/comments/${first}`)).status).toBe(401);
    for (const remover of [author, owner, admin]) {
      const id = remover === author ? first : await post();
      expect((await remover.delete(`/api/journals/comments/${id}`)).body).toEqual({ success: true });
    }
    expect((await owner.delete("/api/journals/comments/no-such-comment")).status).toBe(404);
    const after = await owner.get<JournalEntryDetail>(`/api/journals/${entry.id}`);
    expect(after.body.commentCount).toBe(0);
  });

  it("hides comments of an entry made private from everyone but its owner", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner, { isPublic: true });
    const { client: author } = await t.signedIn();
    const comment = await author.post<JournalComment>(`/api/journals/${entry.id}/comments`, {
      content: "Hi",
    });
    await owner.put(`/api/journals/${entry.id}`, fullForm({ isPublic: false }));
    expect((await author.delete(`/api/journals/comments/${comment.body.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/journals/comments/${comment.body.id}`)).status).toBe(200);
  });

  it("count 30 an hour per person; admins are exempt", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner, { isPublic: true });
    const { client: chatty, user } = await t.signedIn();
    for (let i = 0; i < limits.journalComments.max; i++) {
      expect(
        (await chatty.post(`/api/journals/${entry.id}/comments`, { content: `Comment ${i}` })).status,
      ).toBe(200);
    }
    const res = await chatty.post<ApiError>(`/api/journals/${entry.id}/comments`, { content: "One more" });
    expect([res.status, res.body.message]).toEqual([
      429,
      "Too many comments. Please try again in 60 minutes.",
    ]);
    expect(await t.deps.rateLimiter.used(limits.journalComments, user.id)).toBe(30);
    const { client: admin, user: adminUser } = await t.signedIn({ role: "admin" });
    for (let i = 0; i < 31; i++) await admin.post(`/api/journals/${entry.id}/comments`, { content: "Staff" });
    expect(await t.deps.rateLimiter.used(limits.journalComments, adminUser.id)).toBe(0);
  });
});
