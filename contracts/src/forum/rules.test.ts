import { describe, expect, it } from "vitest";
import { canReadCategory, excerptOf, isNewAccount, lockedCategoryMessage } from "./rules";
import { createTopicInput, forumCategoryFormInput, replyInput, reportInput } from "./schemas";

const lounge = { membershipTierRequired: "essential" as const };
const premiumCellar = { membershipTierRequired: "premium" as const };
const open = { membershipTierRequired: null };

describe("who reads a forum category", () => {
  it("lets everyone, visitors included, read an open category", () => {
    expect(canReadCategory(open, null)).toBe(true);
    expect(canReadCategory(open, { role: "customer", membershipTier: null })).toBe(true);
  });

  it("keeps the Member Lounge from visitors and customers without a tier", () => {
    expect(canReadCategory(lounge, null)).toBe(false);
    expect(canReadCategory(lounge, { role: "customer", membershipTier: null })).toBe(false);
    expect(canReadCategory(lounge, { role: "customer", membershipTier: "essential" })).toBe(true);
    expect(canReadCategory(lounge, { role: "customer", membershipTier: "elite" })).toBe(true);
  });

  it("asks for the category's tier or a higher one", () => {
    expect(canReadCategory(premiumCellar, { role: "customer", membershipTier: "essential" })).toBe(false);
    expect(canReadCategory(premiumCellar, { role: "customer", membershipTier: "premium" })).toBe(true);
    expect(canReadCategory(premiumCellar, { role: "customer", membershipTier: "elite" })).toBe(true);
  });

  it("always lets admins in, hidden categories included; hides those from everyone else", () => {
    expect(
      canReadCategory({ membershipTierRequired: "elite" }, { role: "admin", membershipTier: null }),
    ).toBe(true);
    expect(canReadCategory({ ...open, isVisible: false }, { role: "admin", membershipTier: null })).toBe(
      true,
    );
    expect(
      canReadCategory({ ...open, isVisible: false }, { role: "customer", membershipTier: "elite" }),
    ).toBe(false);
  });

  it("says which tier a locked category needs", () => {
    expect(lockedCategoryMessage("essential")).toBe("This category is for wine club members.");
    expect(lockedCategoryMessage("premium")).toBe("This category is for Premium members and above.");
  });
});

describe("new accounts", () => {
  const now = new Date("2026-11-20T15:00:00.000Z");
  it("are younger than 24 hours", () => {
    expect(isNewAccount("2026-11-19T15:00:00.001Z", now)).toBe(true);
    expect(isNewAccount("2026-11-19T15:00:00.000Z", now)).toBe(false);
    expect(isNewAccount("2025-01-01T00:00:00.000Z", now)).toBe(false);
  });
});

describe("excerpts of Markdown posts", () => {
  it("keeps the words and drops the marks", () => {
    expect(excerptOf("**Bold** and *soft*, a [link](https://example.com) and `code`")).toBe(
      "Bold and soft, a link and code",
    );
    expect(excerptOf("> quoted\n\n- one\n- two\n1. three")).toBe("quoted one two three");
  });

  it("cuts long text at a word and marks the cut", () => {
    const text = "Riesling ".repeat(40);
    const excerpt = excerptOf(text, 50);
    expect(excerpt).toBe("Riesling Riesling Riesling Riesling Riesling…");
    expect(excerpt.length).toBeLessThanOrEqual(51);
  });
});

describe("the forum's forms", () => {
  it("gives a missing New Topic field the spec's message, once", () => {
    const result = createTopicInput.safeParse({ categoryId: "forum-general", title: "  ", content: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["title", "Incomplete form: Please fill in all fields."],
    ]);
    expect(createTopicInput.safeParse({}).error?.issues[0]?.message).toBe(
      "Incomplete form: Please fill in all fields.",
    );
  });

  it("limits titles to 150 and posts to 10,000 characters", () => {
    const base = { categoryId: "forum-general", title: "Hello", content: "Hi" };
    expect(createTopicInput.safeParse({ ...base, title: "t".repeat(150) }).success).toBe(true);
    expect(createTopicInput.safeParse({ ...base, title: "t".repeat(151) }).error?.issues[0]?.message).toBe(
      "A title can be at most 150 characters",
    );
    expect(
      createTopicInput.safeParse({ ...base, content: "c".repeat(10_001) }).error?.issues[0]?.message,
    ).toBe("A post can be at most 10,000 characters");
  });

  it("refuses an empty reply with the spec's message and limits replies to 5,000 characters", () => {
    expect(replyInput.safeParse({ id: "t1", content: " \n " }).error?.issues[0]?.message).toBe(
      "Empty reply: Please write something before posting.",
    );
    expect(replyInput.safeParse({ id: "t1", content: "r".repeat(5001) }).error?.issues[0]?.message).toBe(
      "A reply can be at most 5,000 characters",
    );
  });

  it("reports exactly one post", () => {
    expect(reportInput.safeParse({ topicId: "t", reason: "Spam" }).success).toBe(true);
    expect(reportInput.safeParse({ topicId: "t", replyId: "r", reason: "Spam" }).success).toBe(false);
    expect(reportInput.safeParse({ reason: "Spam" }).success).toBe(false);
  });

  it("reads the category form's blank tier and description as none, and its order typed as text", () => {
    expect(
      forumCategoryFormInput.parse({
        name: " Cellar ",
        description: " ",
        membershipTierRequired: "",
        sortOrder: "7",
      }),
    ).toEqual({
      name: "Cellar",
      description: null,
      icon: "message-circle",
      membershipTierRequired: null,
      sortOrder: 7,
      isVisible: true,
    });
    expect(forumCategoryFormInput.safeParse({ name: "Cellar\u0000" }).error?.issues[0]?.message).toBe(
      "Name can hold only letters, digits, spaces and punctuation",
    );
  });
});
