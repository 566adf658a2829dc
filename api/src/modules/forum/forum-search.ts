import { forumSearch } from "db";
import { sql } from "drizzle-orm";
import type { Context } from "../../trpc/context";

/** More words than this add nothing a person means: the rest are left out. */
const MAX_TERMS = 8;

/**
 * What a person typed, as an FTS5 query: its words (letters and digits in any script), each quoted
 * and matched as a prefix ("ries" finds Riesling), all of them required. Quoting every word means no
 * FTS5 operator or syntax can come from the box. Null when nothing searchable was typed.
 */
export function ftsQuery(text: string): string | null {
  const words = text.normalize("NFKC").match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, MAX_TERMS)
    .map((word) => `"${word}"*`)
    .join(" ");
}

/**
 * The topics whose title, post or live replies match, each with its best score (bm25: lower is a
 * better match; a title counts five times a post's words). A subquery to join topics with.
 */
export function matchingTopics(ctx: Context, query: string) {
  // bm25() only works in the query that does the MATCH, never inside an aggregate: score the rows
  // first, then keep each topic's best. A LIMIT (one no search reaches) stops SQLite from flattening
  // the two queries back into one.
  const hits = ctx.db
    .select({
      topicId: forumSearch.topicId,
      score: sql<number>`bm25(forum_search, 0.0, 0.0, 5.0, 1.0)`.as("hit_score"),
    })
    .from(forumSearch)
    .where(sql`forum_search match ${query}`)
    .limit(Number.MAX_SAFE_INTEGER)
    .as("hits");
  return ctx.db
    .select({ topicId: hits.topicId, score: sql<number>`min(${hits.score})`.as("score") })
    .from(hits)
    .groupBy(hits.topicId)
    .as("matches");
}
