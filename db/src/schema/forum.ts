import type { ReportStatus, Tier } from "contracts";
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

export const forumCategories = sqliteTable("forum_categories", {
  id: id(),
  name: text("name").notNull(),
  description: text("description"),
  icon: text("icon"),
  membershipTierRequired: text("membership_tier_required").$type<Tier>(),
  isVisible: bool("is_visible").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const forumTopics = sqliteTable(
  "forum_topics",
  {
    id: id(),
    categoryId: text("category_id")
      .notNull()
      .references(() => forumCategories.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isPinned: bool("is_pinned").notNull().default(false),
    isLocked: bool("is_locked").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    replyCount: integer("reply_count").notNull().default(0),
    lastReplyAt: text("last_reply_at"),
    lastReplyUserId: text("last_reply_user_id").references(() => users.id, { onDelete: "set null" }),
    /** When the author last changed the title or the post (pins, locks and replies do not count). */
    editedAt: text("edited_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("forum_topics_category_idx").on(t.categoryId),
    index("forum_topics_user_idx").on(t.userId),
    // forum_topics_activity_idx (pinned first, then the last reply or the creation) is an index on an
    // expression, which drizzle-kit writes wrongly: it is created by hand in migration 0005_forum.
  ],
);

export const forumReplies = sqliteTable(
  "forum_replies",
  {
    id: id(),
    topicId: text("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    isAnswer: bool("is_answer").notNull().default(false),
    /** When the author last changed the text. */
    editedAt: text("edited_at"),
    /** A deleted reply keeps its place in the thread and shows "[deleted]". */
    deletedAt: text("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("forum_replies_topic_idx").on(t.topicId, t.createdAt),
    // One answer per topic, whatever the concurrency.
    // A bare boolean column is a condition both engines read (SQLite stores it as 0/1).
    uniqueIndex("forum_replies_one_answer").on(t.topicId).where(sql`${t.isAnswer}`),
  ],
);

/** One like per user per reply; toggled. */
export const forumReplyLikes = sqliteTable(
  "forum_reply_likes",
  {
    id: id(),
    replyId: text("reply_id")
      .notNull()
      .references(() => forumReplies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("forum_reply_likes_unique").on(t.replyId, t.userId)],
);

/**
 * A topic's view is counted once per reader per New York day (docs/product/decisions.md): a signed-in reader by
 * their user id, a visitor by the hash of their visitor cookie. The unique key makes the count an
 * insert-or-ignore, so two processes count a reader's day once.
 */
export const forumTopicViews = sqliteTable(
  "forum_topic_views",
  {
    id: id(),
    topicId: text("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    /** The New York date of the view (yyyy-MM-dd). */
    day: text("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("forum_topic_views_day_unique").on(t.topicId, t.viewerKey, t.day)],
);

/** When a signed-in reader last opened a topic: replies after it make the topic unread for them. */
export const forumTopicReads = sqliteTable(
  "forum_topic_reads",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topicId: text("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    readAt: text("read_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] })],
);

/**
 * A post someone reported, for the moderators' queue. It keeps what the post said when it was
 * reported, so the record stays readable after the post is edited or removed.
 */
export const forumReports = sqliteTable(
  "forum_reports",
  {
    id: id(),
    targetKind: text("target_kind").$type<"topic" | "reply">().notNull(),
    /** The reported post's id, kept after the post is gone (the two links below are then null). */
    targetId: text("target_id").notNull(),
    topicId: text("topic_id").references(() => forumTopics.id, { onDelete: "set null" }),
    replyId: text("reply_id").references(() => forumReplies.id, { onDelete: "set null" }),
    postAuthorId: text("post_author_id").references(() => users.id, { onDelete: "set null" }),
    topicTitle: text("topic_title"),
    excerpt: text("excerpt").notNull(),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    status: text("status").$type<ReportStatus>().notNull().default("open"),
    resolvedById: text("resolved_by_id").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: text("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("forum_reports_status_idx").on(t.status, t.createdAt),
    // One open report per reader per post: reporting again changes nothing.
    uniqueIndex("forum_reports_open_unique").on(t.reporterId, t.targetId).where(sql`${t.status} = 'open'`),
  ],
);
