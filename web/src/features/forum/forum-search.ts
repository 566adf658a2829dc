import { FORUM_SEARCH_MAX, TOPICS_PAGE_SIZE } from "contracts/forum/labels";
import { searchText } from "../../lib/search-params";

/**
 * /forum's address: `?category=forum-general&q=riesling&page=2`, and `topic=ID` while a topic is open
 * (so it can be linked, reloaded and closed with Back). Anything odd falls back to the default.
 */
export interface ForumSearch {
  category?: string | undefined;
  q?: string | undefined;
  page?: number | undefined;
  topic?: string | undefined;
}

const ID_MAX = 64;

export function parseForumSearch(search: Record<string, unknown>): ForumSearch {
  const page = typeof search.page === "number" ? search.page : Number(searchText(search.page, 6));
  return {
    category: searchText(search.category, ID_MAX),
    q: searchText(search.q, FORUM_SEARCH_MAX),
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
    topic: searchText(search.topic, ID_MAX),
  };
}

/** What the topic list asks `forum.topics` for (one key for the route's loader and the page). */
export function topicListInput(search: ForumSearch) {
  return {
    ...(search.category ? { categoryId: search.category } : {}),
    ...(search.q ? { search: search.q } : {}),
    page: search.page ?? 1,
    pageSize: TOPICS_PAGE_SIZE,
  };
}

/** The link to a topic, for the dashboard and the admin screens. */
export function topicPath(topicId: string): string {
  return `/forum?topic=${encodeURIComponent(topicId)}`;
}
