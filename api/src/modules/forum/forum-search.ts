import { forumReplies, forumSearch, forumTopics } from "db";
import { and, isNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/sqlite-core";
import type { Context } from "../../trpc/context";

/** More words than this add nothing a person means: the rest are left out. */
const MAX_TERMS = 8;

/**
 * What a person typed, as an FTS5 query: its words (letters and digits in any script), each quoted
 * and matched as a prefix ("ries" finds Riesling), all of them required. Quoting every word means no
 * FTS5 operator or syntax can come from the box. Null when nothing searchable was typed.
 */
export function ftsQuery(text: string): string | null {
  const words = searchWords(text);
  return words ? words.map((word) => `"${word}"*`).join(" ") : null;
}

/** The words of what a person typed (letters and digits in any script), at most 8; null for none. */
function searchWords(text: string): string[] | null {
  const words = text.normalize("NFKC").match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.slice(0, MAX_TERMS);
}

/**
 * What a person typed, as PostgreSQL's text query: each word a prefix (`ries:*`), all required.
 * Only letters and digits reach it, so no operator can come from the box. Null for no words.
 */
export function tsQuery(text: string): string | null {
  const words = searchWords(text);
  return words ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/**
 * The topics whose title, post or live replies match, each with its best score (bm25: lower is a
 * better match; a title counts five times a post's words). A subquery to join topics with.
 */
export function matchingTopics(ctx: Context, text: string) {
  return ctx.db.engine === "postgres" ? postgresMatches(ctx, text) : sqliteMatches(ctx, text);
}

function sqliteMatches(ctx: Context, text: string) {
  const query = ftsQuery(text);
  // bm25() only works in the query that does the MATCH, never inside an aggregate: score the rows
  // first, then keep each topic's best. A LIMIT (one no search reaches) stops SQLite from flattening
  // the two queries back into one.
  const hits = ctx.db
    .select({
      topicId: forumSearch.topicId,
      score: sql<number>`bm25(forum_search, 0.0, 0.0, 5.0, 1.0)`.as("hit_score"),
    })
    .from(forumSearch)
    .where(query ? sql`forum_search match ${query}` : sql`0`)
    .limit(Number.MAX_SAFE_INTEGER)
    .as("hits");
  return ctx.db
    .select({ topicId: hits.topicId, score: sql<number>`min(${hits.score})`.as("score") })
    .from(hits)
    .groupBy(hits.topicId)
    .as("matches");
}

/**
 * The same on PostgreSQL (migration 0001's GIN indexes): a topic's title and post, and its live
 * replies, matched against the words with English stemming; the score is the negated rank (lower is
 * better, as bm25's), a word in the title weighing more than one in the post.
 */
function postgresMatches(ctx: Context, text: string) {
  const query = sql`to_tsquery('english', ${tsQuery(text) ?? ""})`;
  // The conditions are the indexes' own expressions, so PostgreSQL answers from them.
  const topicText = sql`to_tsvector('english', coalesce(${forumTopics.title}, '') || ' ' || ${forumTopics.content})`;
  const replyText = sql`to_tsvector('english', ${forumReplies.content})`;
  const titleFirst = sql`setweight(to_tsvector('english', coalesce(${forumTopics.title}, '')), 'A')
    || to_tsvector('english', ${forumTopics.content})`;
  const hits = unionAll(
    ctx.db
      .select({
        topicId: forumTopics.id,
        score: sql<number>`-ts_rank(${titleFirst}, ${query})`.as("hit_score"),
      })
      .from(forumTopics)
      .where(sql`${topicText} @@ ${query}`),
    ctx.db
      .select({
        topicId: forumReplies.topicId,
        score: sql<number>`-ts_rank(${replyText}, ${query})`.as("hit_score"),
      })
      .from(forumReplies)
      .where(and(isNull(forumReplies.deletedAt), sql`${replyText} @@ ${query}`)),
  ).as("hits");
  return ctx.db
    .select({ topicId: hits.topicId, score: sql<number>`min(${hits.score})`.as("score") })
    .from(hits)
    .groupBy(hits.topicId)
    .as("matches");
}
