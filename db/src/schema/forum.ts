import type { Tier } from "contracts";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("forum_topics_category_idx").on(t.categoryId)],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("forum_replies_topic_idx").on(t.topicId)],
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

/** A topic's view is counted once per viewer session (docs/product/decisions.md). */
export const forumTopicViews = sqliteTable(
  "forum_topic_views",
  {
    id: id(),
    topicId: text("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("forum_topic_views_unique").on(t.topicId, t.viewerKey)],
);
