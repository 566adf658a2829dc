import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The forum's full-text index: an SQLite FTS5 virtual table, one row per topic (title and post) and
 * per live reply (body), written only by the triggers of the forum migration, so it can never drift
 * from the posts. drizzle-kit cannot create virtual tables: the table and its triggers are written
 * by hand into that migration, and this declaration (outside `schema/`, so drizzle-kit never sees it)
 * only lets queries name its columns. Query it with `forum_search MATCH ...` and `bm25(forum_search)`.
 */
export const forumSearch = sqliteTable("forum_search", {
  topicId: text("topic_id").notNull(),
  /** Null for the topic's own row. */
  replyId: text("reply_id"),
  title: text("title"),
  body: text("body"),
});
