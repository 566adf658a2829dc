import type { ApiError, JournalEntry, JournalEntryDetail, JournalWineChoice } from "contracts";
import { tastingJournals, wines } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { limits } from "../../auth/rate-limit";
import { createTestApp, rawRows } from "../../test/helpers";
import { buyWine, CABERNET, createEntry, fullForm, RIESLING } from "../../test/journal";

const PHOTO = `/uploads/${"ab".repeat(32)}.webp`;

describe("journal.create", () => {
  it("keeps the whole structured note, private by default, with real counts", async () => {
    const t = await createTestApp();
    const { client, user } = await t.signedIn();
    const res = await client.post<JournalEntryDetail>(
      "/api/journals",
      fullForm({ tags: [" riesling ", "Dinner", "dinner", ""], photos: [PHOTO] }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{16}$/),
      userId: user.id,
      user: { username: user.username },
      wineId: RIESLING,
      wine: {
        id: RIESLING,
        name: "Lakeshore Riesling",
        type: "white",
        vintage: 2022,
        imageUrl: "/images/wines/wine-lakeshore-riesling-2022.svg",
        isAvailable: true,
      },
      tastingDate: "2026-11-18",
      location: "The tasting room bar",
      occasion: "Anniversary",
      appearance: { clarity: "clear", intensity: "pale", color: "lemon-green" },
      aroma: {
        condition: "clean",
        intensity: "medium-plus",
        primary: "green apple, lime, white peach",
        secondary: null,
        tertiary: "honey",
        development: "developing",
      },
      taste: {
        sweetness: "off-dry",
        acidity: "high",
        tannin: "low",
        body: "medium-minus",
        alcohol: "low",
        flavorIntensity: "medium-plus",
        flavor_notes: "lime zest, slate",
      },
      finish: "medium-plus",
      conclusion: { quality: "very-good", readiness: "drink-or-hold" },
      personalRating: 8,
      personalNotes: "Bright and lively; the honey shows as it warms.",
      pairingNotes: "Lake Erie perch",
      wineCondition: "Chilled to 48°F",
      weatherCondition: "First snow",
      companionNotes: "With Dana and Lee",
      isPublic: false,
      shareableSlug: null,
      tags: ["riesling", "Dinner"],
      photos: [PHOTO],
      likes: 0,
      commentCount: 0,
      createdAt: "2026-11-20T15:00:00.000Z",
      updatedAt: "2026-11-20T15:00:00.000Z",
      comments: [],
      liked: false,
      isOwner: true,
    });
  });

  it("takes a quick note: a wine and a date are enough, over tRPC too", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    const res = await client.trpcMutation<JournalEntryDetail>("journal.create", {
      wineId: CABERNET,
      tastingDate: "2026-11-20",
    });
    expect(res.body.result?.data).toMatchObject({
      wineId: CABERNET,
      appearance: { clarity: null, intensity: null, color: null },
      finish: null,
      personalRating: null,
      isPublic: false,
      tags: [],
      photos: [],
    });
    const row = (await t.db.select().from(tastingJournals))[0];
    expect([row?.appearance, row?.aroma, row?.taste, row?.conclusion]).toEqual([null, null, null, null]);
  });

  it("refuses a form without a wine, a rating of 11 and 6,000-character notes, and stores nothing", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    const attempts: [Record<string, unknown>, string][] = [
      [{ wineId: "" }, "Please select a wine"],
      [{ wineId: undefined }, "Please select a wine"],
      [{ tastingDate: "" }, "Tasting date is required"],
      [{ tastingDate: "20/11/2026" }, "Tasting date must be a date written yyyy-MM-dd"],
      [{ personalRating: 11 }, "Rating must be a whole number from 1 to 10"],
      [{ personalRating: 0 }, "Rating must be a whole number from 1 to 10"],
      [{ personalNotes: "x".repeat(6000) }, "Notes can be at most 5,000 characters"],
      [{ location: "x".repeat(201) }, "Location can be at most 200 characters"],
      [{ finish: "endless" }, "Choose the finish from the list"],
      [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "An entry can have at most 20 tags"],
      [{ photos: [PHOTO, PHOTO, PHOTO, PHOTO, PHOTO] }, "An entry can have at most 4 photos"],
      [{ photos: ["https://pixels.example/track.gif"] }, "Upload photos first"],
    ];
    for (const [change, message] of attempts) {
      const res = await client.post<ApiError>("/api/journals", { ...fullForm(), ...change });
      expect([res.status, res.body.message], JSON.stringify(change).slice(0, 60)).toEqual([400, message]);
    }
    expect(await t.db.select().from(tastingJournals)).toEqual([]);
  });

  it("checks the wine, its color and the date against the database and the clock", async () => {
    const t = await createTestApp();
    const { client, user } = await t.signedIn();
    const refused = async (change: Record<string, unknown>) => {
      const res = await client.post<ApiError>("/api/journals", { ...fullForm(), ...change });
      return [res.status, res.body.message];
    };
    expect(await refused({ wineId: "wine-that-never-was" })).toEqual([400, "Please select a wine"]);
    expect(await refused({ appearance: { color: "ruby" } })).toEqual([400, "Choose a color of a white wine"]);
    expect(await refused({ tastingDate: "2026-11-21" })).toEqual([
      400,
      "The tasting date cannot be in the future",
    ]);

    // A wine the shop stopped selling: only someone who bought it can write about it.
    await t.db.write((tx) => tx.update(wines).set({ isAvailable: false }).where(eq(wines.id, CABERNET)));
    expect(await refused({ wineId: CABERNET, appearance: null })).toEqual([400, "Please select a wine"]);
    await buyWine(t, user.id, CABERNET);
    const bought = await createEntry(client, { wineId: CABERNET, appearance: { color: "garnet" } });
    expect(bought.wine).toMatchObject({ id: CABERNET, isAvailable: false });
  });

  it("counts 30 entries an hour per person; refused forms do not count; admins are exempt", async () => {
    const t = await createTestApp();
    const { client, user } = await t.signedIn();
    expect((await client.post("/api/journals", { ...fullForm(), wineId: "nope" })).status).toBe(400);
    expect(await t.deps.rateLimiter.used(limits.journalEntries, user.id)).toBe(0);
    for (let i = 0; i < 30; i++) await createEntry(client, { tastingDate: "2026-11-01" });
    const res = await client.post<ApiError>("/api/journals", fullForm());
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("3600");
    expect(res.body.message).toBe("Too many journal entries. Please try again in 60 minutes.");
    t.clock.advance(60 * 60 * 1000);
    expect((await client.post("/api/journals", fullForm())).status).toBe(200);

    const { client: admin, user: adminUser } = await t.signedIn({ role: "admin" });
    for (let i = 0; i < 31; i++) await createEntry(admin);
    expect(await t.deps.rateLimiter.used(limits.journalEntries, adminUser.id)).toBe(0);
  });
});

describe("journal.update and journal.remove", () => {
  it("saves the owner's changes; the entry keeps its id and creation time", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    const entry = await createEntry(client);
    t.clock.advance(60_000);
    const res = await client.put<JournalEntryDetail>(`/api/journals/${entry.id}`, {
      ...fullForm({ personalRating: 9, tags: ["keeper"], finish: "long" }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: entry.id,
      personalRating: 9,
      tags: ["keeper"],
      finish: "long",
      createdAt: "2026-11-20T15:00:00.000Z",
      updatedAt: "2026-11-20T15:01:00.000Z",
    });
  });

  it("deletes an entry with its comments and likes", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    const entry = await createEntry(client, { isPublic: true });
    const { client: friend } = await t.signedIn();
    await friend.post(`/api/journals/${entry.id}/comments`, { content: "Lovely note" });
    await friend.post(`/api/journals/${entry.id}/like`);
    expect((await client.delete(`/api/journals/${entry.id}`)).body).toEqual({ success: true });
    expect((await client.get(`/api/journals/${entry.id}`)).status).toBe(404);
    expect(await rawRows(t.db, "select count(*) as n from journal_comments")).toEqual([{ n: 0 }]);
    expect(await rawRows(t.db, "select count(*) as n from journal_likes")).toEqual([{ n: 0 }]);
  });
});

describe("journal.mine and journal.public lists", () => {
  it("pages the caller's own entries, latest tasting first, with the full count", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    for (const day of ["01", "05", "03"]) await createEntry(client, { tastingDate: `2026-11-${day}` });
    await createEntry((await t.signedIn()).client);
    const first = await client.get<JournalEntry[]>("/api/journals?page=1&pageSize=2");
    expect(first.headers.get("x-total-count")).toBe("3");
    expect(first.body.map((e) => e.tastingDate)).toEqual(["2026-11-05", "2026-11-03"]);
    const second = await client.get<JournalEntry[]>("/api/journals?page=2&pageSize=2");
    expect(second.body.map((e) => e.tastingDate)).toEqual(["2026-11-01"]);
    expect((await client.get<ApiError>("/api/journals?pageSize=101")).status).toBe(400);
    expect((await t.client().get("/api/journals")).status).toBe(401);
  });

  it("filters public entries by search, wine type, tag and wine, latest shared first", async () => {
    const t = await createTestApp();
    const { client: ana } = await t.signedIn({ username: "ana_tastes" });
    const { client: ben } = await t.signedIn({ username: "ben_sips" });
    const riesling = await createEntry(ana, { isPublic: true, tags: ["Patio"], location: "Harbor deck" });
    t.clock.advance(1000);
    const cabernet = await createEntry(ben, {
      isPublic: true,
      wineId: CABERNET,
      appearance: { color: "garnet" },
      tags: ["steak night"],
      personalNotes: "Cedar and cocoa; 100% worth the wait.",
    });
    await createEntry(ben, { isPublic: false, tags: ["Patio"] });
    const ids = async (query: string) => {
      const res = await t.client().get<JournalEntry[]>(`/api/journals/public${query}`);
      expect(res.status, query).toBe(200);
      return [res.headers.get("x-total-count"), ...res.body.map((e) => e.id)];
    };
    expect(await ids("")).toEqual(["2", cabernet.id, riesling.id]);
    expect(await ids("?type=white")).toEqual(["1", riesling.id]);
    expect(await ids("?tag=patio")).toEqual(["1", riesling.id]);
    expect(await ids(`?wineId=${CABERNET}`)).toEqual(["1", cabernet.id]);
    expect(await ids("?search=harbor")).toEqual(["1", riesling.id]);
    expect(await ids("?search=ben_sips")).toEqual(["1", cabernet.id]);
    expect(await ids("?search=100%25")).toEqual(["1", cabernet.id]);
    expect(await ids("?search=Reserve%20Cabernet")).toEqual(["1", cabernet.id]);
    expect(await ids("?search=white%20peach")).toEqual(["2", cabernet.id, riesling.id]);
    expect(await ids("?search=sweetness")).toEqual(["0"]);
    expect(await ids("?pageSize=1&page=2")).toEqual(["2", riesling.id]);
    const first = (await t.client().get<JournalEntry[]>("/api/journals/public")).body[0];
    expect(first?.user).toEqual({ username: "ben_sips" });
  });
});

describe("journal.wines (the picker)", () => {
  it("lists the wines the caller bought first, with the winemaker's notes", async () => {
    const t = await createTestApp();
    const { client, user } = await t.signedIn();
    await buyWine(t, user.id, CABERNET);
    const res = await client.get<JournalWineChoice[]>("/api/journals/wines");
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      id: CABERNET,
      name: "Ridge Road Reserve Cabernet Sauvignon",
      type: "red",
      vintage: 2020,
      imageUrl: "/images/wines/wine-ridge-road-reserve-cabernet-sauvignon-2020.svg",
      tastingNotes:
        "Blackcurrant, cedar and dark cocoa, with firm, polished tannins and a long, savory finish.",
      pairingNotes: "Grilled ribeye, braised short ribs, mushroom risotto or aged cheddar.",
      purchased: true,
    });
    expect(res.body.filter((w) => w.purchased)).toHaveLength(1);
    const names = res.body.slice(1).map((w) => w.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await t.client().get("/api/journals/wines")).status).toBe(401);
  });
});
