import { describe, expect, it } from "vitest";
import { forumApp, listTopics, reader, replyOf, TASTING, topicOf } from "../../test/forum";
import { ftsQuery, tsQuery } from "./forum-search";

describe("the search box's words as an FTS5 query", () => {
  it("quotes every word as a prefix and leaves out everything else", () => {
    expect(ftsQuery("Riesling perch")).toBe('"Riesling"* "perch"*');
    expect(ftsQuery(`"NEAR(wine AND -cheese)" OR *`)).toBe('"NEAR"* "wine"* "AND"* "cheese"* "OR"*');
    expect(ftsQuery("Grüner Veltliner, 2019!")).toBe('"Grüner"* "Veltliner"* "2019"*');
    expect(ftsQuery(" ?! ")).toBeNull();
    expect(ftsQuery("a b c d e f g h i j")).toBe('"a"* "b"* "c"* "d"* "e"* "f"* "g"* "h"*');
  });
});

describe("the search box's words as a PostgreSQL text query", () => {
  it("makes every word a required prefix and leaves out every operator", () => {
    expect(tsQuery("Riesling perch")).toBe("Riesling:* & perch:*");
    expect(tsQuery(`"NEAR(wine AND -cheese)" | !red <-> *`)).toBe(
      "NEAR:* & wine:* & AND:* & cheese:* & red:*",
    );
    expect(tsQuery(" ?! ")).toBeNull();
  });
});

describe("searching the forum", () => {
  async function forumWithPosts() {
    const t = await forumApp();
    const { client: dana } = await reader(t);
    const { client: sam } = await reader(t);
    const perch = await topicOf(dana, {
      title: "Lake Erie perch and Riesling",
      content: "Our Friday fish fry needs a wine.",
    });
    t.clock.advance(2 * 60_000);
    const oak = await topicOf(dana, {
      categoryId: TASTING,
      title: "Oak on the Chardonnay",
      content: "Is the barrel too strong this year?",
    });
    await replyOf(sam, oak.id, "I found notes of butterscotch and vanilla.");
    return { t, dana, sam, perch, oak };
  }

  it("finds topics by their title, their post and their replies, by the start of a word", async () => {
    const { t, perch, oak } = await forumWithPosts();
    const visitor = t.client();
    const titles = async (search: string) =>
      (await listTopics(visitor, `search=${encodeURIComponent(search)}`)).body.items.map((topic) => topic.id);
    expect(await titles("riesling")).toEqual([perch.id]);
    expect(await titles("fish fry")).toEqual([perch.id]);
    expect(await titles("butterscotch")).toEqual([oak.id]);
    expect(await titles("butter")).toEqual([oak.id]);
    expect(await titles("chardonnays")).toEqual([oak.id]);
    expect(await titles("perch butterscotch")).toEqual([]);
    const inCategory = await listTopics(visitor, `search=perch&categoryId=${TASTING}`);
    expect(inCategory.body).toMatchObject({ items: [], total: 0 });
  });

  it("follows edits and deletions", async () => {
    const { t, dana, sam, perch, oak } = await forumWithPosts();
    const visitor = t.client();
    await dana.patch(`/api/forum/topics/${perch.id}`, { title: "Walleye and Riesling" });
    expect((await listTopics(visitor, "search=perch")).body.total).toBe(0);
    expect((await listTopics(visitor, "search=walleye")).body.total).toBe(1);
    const reply = (await visitor.get<{ replies: { items: { id: string }[] } }>(`/api/forum/topics/${oak.id}`))
      .body.replies.items[0];
    await sam.delete(`/api/forum/replies/${reply?.id}`);
    expect((await listTopics(visitor, "search=butterscotch")).body.total).toBe(0);
    await dana.delete(`/api/forum/topics/${oak.id}`);
    expect((await listTopics(visitor, "search=chardonnay")).body.total).toBe(0);
  });

  it("puts the best match first: a word in the title over one in a reply", async () => {
    const { t, sam, perch, oak } = await forumWithPosts();
    t.clock.advance(60_000);
    await replyOf(sam, perch.id, "Chardonnay works with perch too.");
    const res = await listTopics(t.client(), "search=chardonnay");
    expect(res.body.items.map((topic) => topic.id)).toEqual([oak.id, perch.id]);
    expect(res.body.total).toBe(2);
  });

  it("answers a search with no words, or with FTS5 syntax, without an error", async () => {
    const { t } = await forumWithPosts();
    for (const search of ['"', "*", "NEAR(", "-", "a OR", ")(", "💥"]) {
      const res = await listTopics(t.client(), `search=${encodeURIComponent(search)}`);
      expect(res.status, search).toBe(200);
    }
    expect((await listTopics(t.client(), `search=${"x".repeat(101)}`)).status).toBe(400);
  });
});
