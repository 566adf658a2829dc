import type { ApiError, JournalEntry, JournalEntryDetail } from "contracts";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../test/helpers";
import { createEntry, fullForm } from "../../test/journal";

/** Everyone who is not the owner: a visitor, another customer, an admin. */
async function outsiders(t: TestApp): Promise<[string, TestClient][]> {
  return [
    ["visitor", t.client()],
    ["customer", (await t.signedIn()).client],
    ["admin", (await t.signedIn({ role: "admin" })).client],
  ];
}

async function publicIds(client: TestClient, query = ""): Promise<string[]> {
  const res = await client.get<JournalEntry[]>(`/api/journals/public${query}`);
  return res.body.map((entry) => entry.id);
}

describe("a private entry is its owner's alone", () => {
  it("is a 404 to everyone else by id, by tRPC, in lists and in search", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner, { personalNotes: "secret-cellar-note", tags: ["hidden"] });
    expect(entry.shareableSlug).toBeNull();
    expect((await owner.get(`/api/journals/${entry.id}`)).status).toBe(200);

    for (const [who, client] of await outsiders(t)) {
      const byId = await client.get<ApiError>(`/api/journals/${entry.id}`);
      expect([who, byId.status, byId.body.message]).toEqual([who, 404, "Journal entry not found"]);
      const trpc = await client.trpcQuery("journal.byId", { id: entry.id });
      expect([who, trpc.body.error?.data.httpStatus]).toEqual([who, 404]);
      expect(await publicIds(client)).toEqual([]);
      expect(await publicIds(client, "?search=secret-cellar")).toEqual([]);
      expect(await publicIds(client, "?tag=hidden")).toEqual([]);
      if (who !== "visitor") {
        const mine = await client.get<JournalEntry[]>("/api/journals");
        expect(mine.body).toEqual([]);
      }
    }
  });

  it("cannot be changed, deleted, liked or commented on by anyone else, and stays as it was", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner);
    for (const [who, client] of await outsiders(t)) {
      const attempts = [
        await client.put(`/api/journals/${entry.id}`, fullForm({ personalNotes: "changed" })),
        await client.delete(`/api/journals/${entry.id}`),
        await client.post(`/api/journals/${entry.id}/like`),
        await client.post(`/api/journals/${entry.id}/comments`, { content: "Hello" }),
      ];
      const expected = who === "visitor" ? [401, 401, 401, 401] : [404, 404, 404, 404];
      expect([who, ...attempts.map((res) => res.status)]).toEqual([who, ...expected]);
    }
    const after = await owner.get<JournalEntryDetail>(`/api/journals/${entry.id}`);
    expect(after.body).toMatchObject({ personalNotes: entry.personalNotes, likes: 0, commentCount: 0 });
  });

  it("takes no likes or comments even from its owner while private", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner);
    const like = await owner.post<ApiError>(`/api/journals/${entry.id}/like`);
    const comment = await owner.post<ApiError>(`/api/journals/${entry.id}/comments`, {
      content: "Note to self",
    });
    expect([like.status, like.body.message]).toEqual([409, "Only public entries take likes and comments"]);
    expect(comment.status).toBe(409);
  });
});

describe("sharing by link", () => {
  it("gives a public entry an unguessable link that anyone can open, signed in or not", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner, { isPublic: true });
    expect(entry.shareableSlug).toMatch(/^[0-9a-z]{16}$/);
    expect(entry.shareableSlug).not.toBe(entry.id);
    const shared = await t.client().get<JournalEntryDetail>(`/api/journals/shared/${entry.shareableSlug}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ id: entry.id, isOwner: false, liked: false, comments: [] });
    expect(await publicIds(t.client())).toEqual([entry.id]);
    expect((await t.client().get(`/api/journals/shared/${entry.id}`)).status).toBe(404);
    expect((await t.client().get("/api/journals/shared/aaaaaaaaaaaaaaaa")).status).toBe(404);
  });

  it("revokes the link when the entry turns private; a new link when it is shared again", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const entry = await createEntry(owner, { isPublic: true });
    const firstSlug = entry.shareableSlug;
    const kept = await owner.put<JournalEntryDetail>(
      `/api/journals/${entry.id}`,
      fullForm({ isPublic: true }),
    );
    expect(kept.body.shareableSlug).toBe(firstSlug);

    const hidden = await owner.put<JournalEntryDetail>(
      `/api/journals/${entry.id}`,
      fullForm({ isPublic: false }),
    );
    expect(hidden.body.shareableSlug).toBeNull();
    for (const [who, client] of await outsiders(t)) {
      expect([who, (await client.get(`/api/journals/shared/${firstSlug}`)).status]).toEqual([who, 404]);
      expect([who, (await client.get(`/api/journals/${entry.id}`)).status]).toEqual([who, 404]);
      expect(await publicIds(client)).toEqual([]);
    }

    const again = await owner.put<JournalEntryDetail>(
      `/api/journals/${entry.id}`,
      fullForm({ isPublic: true }),
    );
    expect(again.body.shareableSlug).toMatch(/^[0-9a-z]{16}$/);
    expect(again.body.shareableSlug).not.toBe(firstSlug);
    expect((await t.client().get(`/api/journals/shared/${firstSlug}`)).status).toBe(404);
    expect((await t.client().get(`/api/journals/shared/${again.body.shareableSlug}`)).status).toBe(200);
  });

  it("lets an admin remove a public entry (moderation) but not read or remove a private one", async () => {
    const t = await createTestApp();
    const { client: owner } = await t.signedIn();
    const shared = await createEntry(owner, { isPublic: true });
    const kept = await createEntry(owner);
    const { client: admin } = await t.signedIn({ role: "admin" });
    expect((await admin.delete(`/api/journals/${kept.id}`)).status).toBe(404);
    expect((await admin.put(`/api/journals/${shared.id}`, fullForm({ isPublic: true }))).status).toBe(404);
    expect((await admin.delete(`/api/journals/${shared.id}`)).body).toEqual({ success: true });
    const mine = await owner.get<JournalEntry[]>("/api/journals");
    expect(mine.body.map((e) => e.id)).toEqual([kept.id]);
  });
});
