import type { PublicJournalsInput } from "contracts";
import { JOURNAL_SEARCH_MAX, JOURNAL_TAG_MAX } from "contracts/journal/labels";
import { type WineType, wineTypes } from "contracts/wines/labels";
import { oneOf, searchText } from "../../lib/search-params";

export const journalTabs = ["mine", "community"] as const;
export type JournalTab = (typeof journalTabs)[number];

/** Cards per page of a list; "Show more" asks for the next page. */
export const JOURNAL_PAGE_SIZE = 12;

export interface JournalSearch {
  /** Signed-in people open on their own journal; visitors only have the community's. */
  tab?: JournalTab | undefined;
  q?: string | undefined;
  type?: WineType | undefined;
  tag?: string | undefined;
}

/**
 * /journal's address: `?tab=community&q=riesling&type=white&tag=patio`. A value that is not valid
 * falls back to its default, so an old or edited link always opens.
 */
export function parseJournalSearch(search: Record<string, unknown>): JournalSearch {
  return {
    tab: oneOf(journalTabs, search.tab),
    q: searchText(search.q, JOURNAL_SEARCH_MAX),
    type: oneOf(wineTypes, search.type),
    tag: searchText(search.tag, JOURNAL_TAG_MAX),
  };
}

/** The tab shown: a visitor always sees the community's entries. */
export function shownTab(search: JournalSearch, signedIn: boolean): JournalTab {
  return signedIn ? (search.tab ?? "mine") : "community";
}

/** What the community list asks `journal.public` for (one key for the loader and the page). */
export function publicListInput(search: JournalSearch, page: number): NonNullable<PublicJournalsInput> {
  return {
    ...(search.q ? { search: search.q } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(search.tag ? { tag: search.tag } : {}),
    page,
    pageSize: JOURNAL_PAGE_SIZE,
  };
}

export function myListInput(page: number) {
  return { page, pageSize: JOURNAL_PAGE_SIZE };
}
