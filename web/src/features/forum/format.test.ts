import { describe, expect, it } from "vitest";
import { countOf, formatAgo, formatPostTime } from "./format";
import { parseForumSearch, topicListInput, topicPath } from "./forum-search";

describe("forum dates", () => {
  const now = Date.parse("2026-11-20T15:00:00.000Z");
  it("say how long ago in words, then the date", () => {
    expect(formatAgo("2026-11-20T14:59:40.000Z", now)).toBe("just now");
    expect(formatAgo("2026-11-20T14:55:00.000Z", now)).toBe("5 minutes ago");
    expect(formatAgo("2026-11-20T14:00:00.000Z", now)).toBe("1 hour ago");
    expect(formatAgo("2026-11-19T12:00:00.000Z", now)).toBe("yesterday");
    expect(formatAgo("2026-11-16T12:00:00.000Z", now)).toBe("4 days ago");
    expect(formatAgo("2026-11-02T12:00:00.000Z", now)).toBe("Nov 2, 2026");
  });

  it("show a post's time in the winery's time zone", () => {
    expect(formatPostTime("2026-11-20T15:00:00.000Z")).toBe("Nov 20, 2026, 10:00 AM");
  });

  it("count in words", () => {
    expect(countOf(1, "reply", "replies")).toBe("1 reply");
    expect(countOf(1200, "view", "views")).toBe("1,200 views");
  });
});

describe("the forum's address", () => {
  it("keeps valid values and drops the rest", () => {
    expect(parseForumSearch({ category: "forum-general", q: " perch ", page: 2, topic: "abc" })).toEqual({
      category: "forum-general",
      q: "perch",
      page: 2,
      topic: "abc",
    });
    expect(parseForumSearch({ page: "0", q: "  ", topic: 12 })).toEqual({
      category: undefined,
      q: undefined,
      page: undefined,
      topic: "12",
    });
    expect(parseForumSearch({ page: 1.5 }).page).toBeUndefined();
  });

  it("asks for the first page of everything by default", () => {
    expect(topicListInput({})).toEqual({ page: 1, pageSize: 20 });
    expect(topicListInput({ category: "c", q: "wine", page: 3 })).toEqual({
      categoryId: "c",
      search: "wine",
      page: 3,
      pageSize: 20,
    });
    expect(topicPath("a b")).toBe("/forum?topic=a%20b");
  });
});
