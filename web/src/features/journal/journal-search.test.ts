import { describe, expect, it } from "vitest";
import { parseJournalSearch, publicListInput, shownTab } from "./journal-search";

describe("the journal's address", () => {
  it("keeps valid filters and drops anything else", () => {
    expect(parseJournalSearch({ tab: "community", q: "  riesling ", type: "rosé", tag: "Patio" })).toEqual({
      tab: "community",
      q: "riesling",
      type: "rosé",
      tag: "Patio",
    });
    expect(parseJournalSearch({ tab: "admin", q: "", type: "orange", tag: 7 })).toEqual({
      tab: undefined,
      q: undefined,
      type: undefined,
      tag: "7",
    });
  });

  it("opens a signed-in person's own journal, and the community's for a visitor", () => {
    expect(shownTab({}, true)).toBe("mine");
    expect(shownTab({ tab: "community" }, true)).toBe("community");
    expect(shownTab({ tab: "mine" }, false)).toBe("community");
  });

  it("asks the api for one page of the filtered community list", () => {
    expect(publicListInput({ q: "cedar", tag: "steak" }, 2)).toEqual({
      search: "cedar",
      tag: "steak",
      page: 2,
      pageSize: 12,
    });
  });
});
