import { describe, expect, it } from "vitest";
import { colorsByType, JOURNAL_TAGS_MAX } from "./labels";
import { addTag, colorFitsType, normalizeTags, tagProblem, tastingDateProblem } from "./rules";
import { journalFormInput } from "./schemas";

describe("the tag box", () => {
  it("adds a trimmed tag at the end", () => {
    expect(addTag(["riesling"], "  lake erie  ")).toEqual(["riesling", "lake erie"]);
  });

  it("ignores a blank tag and a repeat in any case, returning the same list", () => {
    const tags = ["Riesling", "Lake Erie"];
    expect(addTag(tags, "   ")).toBe(tags);
    expect(addTag(tags, "riesling")).toBe(tags);
    expect(addTag(tags, "lake   erie")).toBe(tags);
  });

  it("says why a typed tag is not added", () => {
    expect(tagProblem(["Riesling"], "RIESLING")).toBe('"RIESLING" is already a tag');
    expect(tagProblem([], "x".repeat(41))).toBe("A tag can be at most 40 characters");
    const full = Array.from({ length: JOURNAL_TAGS_MAX }, (_, i) => `tag ${i}`);
    expect(tagProblem(full, "one more")).toBe("An entry can have at most 20 tags");
    expect(tagProblem([], "  ")).toBeNull();
    expect(tagProblem(["a"], "b")).toBeNull();
  });

  it("keeps the server's tags as the box would: no blanks, no repeats, in order", () => {
    expect(normalizeTags([" Dinner ", "", "dinner", "Friends", "  "])).toEqual(["Dinner", "Friends"]);
  });
});

describe("colors by wine type", () => {
  it("offers WSET's colors for each type", () => {
    expect(colorsByType.white).toEqual(["lemon-green", "lemon", "gold", "amber", "brown"]);
    expect(colorsByType.rosé).toEqual(["pink", "salmon", "orange"]);
    expect(colorsByType.red).toEqual(["purple", "ruby", "garnet", "tawny", "brown"]);
  });

  it("refuses a color the type does not have", () => {
    expect(colorFitsType("ruby", "red")).toBe(true);
    expect(colorFitsType("lemon-green", "red")).toBe(false);
    expect(colorFitsType("salmon", "sparkling")).toBe(true);
  });
});

describe("the tasting date", () => {
  it("is today or earlier", () => {
    expect(tastingDateProblem("2026-11-20", "2026-11-20")).toBeNull();
    expect(tastingDateProblem("2026-11-21", "2026-11-20")).toBe("The tasting date cannot be in the future");
    expect(tastingDateProblem("1899-12-31", "2026-11-20")).toBe("The tasting date must be 1900 or later");
  });
});

describe("the journal form", () => {
  const minimal = { wineId: "wine-1", tastingDate: "2026-11-20" };

  it("needs only a wine and a date; blanks read as not written", () => {
    const parsed = journalFormInput.parse({
      ...minimal,
      location: "  ",
      personalRating: "",
      appearance: { clarity: "", color: "ruby" },
    });
    expect(parsed).toMatchObject({
      location: null,
      personalRating: null,
      appearance: { clarity: null, color: "ruby" },
      isPublic: false,
      tags: [],
      photos: [],
    });
  });

  it("says the spec's messages", () => {
    const issue = (input: unknown) => journalFormInput.safeParse(input).error?.issues[0]?.message;
    expect(issue({ tastingDate: "2026-11-20" })).toBe("Please select a wine");
    expect(issue({ ...minimal, wineId: "" })).toBe("Please select a wine");
    expect(issue({ wineId: "wine-1", tastingDate: "" })).toBe("Tasting date is required");
    expect(issue({ ...minimal, personalRating: 11 })).toBe("Rating must be a whole number from 1 to 10");
    expect(issue({ ...minimal, personalRating: "7.5" })).toBe("Rating must be a whole number from 1 to 10");
    expect(issue({ ...minimal, personalNotes: "x".repeat(5001) })).toBe(
      "Notes can be at most 5,000 characters",
    );
    expect(issue({ ...minimal, finish: "endless" })).toBe("Choose the finish from the list");
    expect(issue({ ...minimal, photos: ["https://tracker.example/p.gif"] })).toBe("Upload photos first");
  });

  it("reads a rating typed in a box", () => {
    expect(journalFormInput.parse({ ...minimal, personalRating: "8" }).personalRating).toBe(8);
  });
});
