import { z } from "zod";
import { tierSchema } from "../membership/schemas";
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  EMPTY_REPLY_MESSAGE,
  FORUM_SEARCH_MAX,
  forumIcons,
  INCOMPLETE_TOPIC_MESSAGE,
  REPLY_MAX,
  REPORT_REASON_MAX,
  reportStatuses,
  TOPIC_CONTENT_MAX,
  TOPIC_TITLE_MAX,
  TOPICS_PAGE_SIZE_MAX,
} from "./labels";

const id = z.string().min(1).max(64);
const count = z.number().int();

export const forumIconSchema = z.enum(forumIcons, { error: "Choose one of the icons" });
export const reportStatusSchema = z.enum(reportStatuses);

// ---------------------------------------------------------------- answers

/** Who wrote a post: their username, their club tier (the badge) and whether they are the winery's staff. */
export const forumAuthorSchema = z.object({
  id: z.string(),
  username: z.string(),
  tier: tierSchema.nullable(),
  isStaff: z.boolean(),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

export const forumCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: forumIconSchema.nullable(),
  membershipTierRequired: tierSchema.nullable(),
  sortOrder: count,
  /** Hidden categories are listed for admins only. */
  isVisible: z.boolean(),
  topicCount: count,
  /** For the caller: true when the category is above their tier (it cannot be read or posted in). */
  locked: z.boolean(),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;

/** A topic as lists show it: a plain-text excerpt instead of the whole post. */
export const forumTopicSummarySchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  category: z.object({ id: z.string(), name: z.string() }),
  title: z.string(),
  excerpt: z.string(),
  author: forumAuthorSchema,
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  viewCount: count,
  replyCount: count,
  lastReplyAt: z.string().nullable(),
  lastReplyBy: z.object({ id: z.string(), username: z.string() }).nullable(),
  /** One reply is marked as the answer. */
  hasAnswer: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the author last changed the title or the post (null when never). */
  editedAt: z.string().nullable(),
  /** For a signed-in reader: replies arrived since they last opened the topic. */
  unread: z.boolean(),
});
export type ForumTopicSummary = z.infer<typeof forumTopicSummarySchema>;

/** A topic with its whole post (Markdown). */
export const forumTopicSchema = forumTopicSummarySchema.extend({ content: z.string() });
export type ForumTopic = z.infer<typeof forumTopicSchema>;

export const forumReplySchema = z.object({
  id: z.string(),
  topicId: z.string(),
  /** Markdown; "[deleted]" once deleted. */
  content: z.string(),
  /** Null once deleted. */
  author: forumAuthorSchema.nullable(),
  likes: count,
  /** Whether the caller likes it. */
  liked: z.boolean(),
  isAnswer: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

/** One page of a list (docs/product/api.md: lists new in round 2 answer `{ items, total, page, pageSize }`). */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: count, page: count, pageSize: count });
}

export const forumTopicPageSchema = pageSchema(forumTopicSummarySchema);
export type ForumTopicPage = z.infer<typeof forumTopicPageSchema>;

export const forumTopicDetailSchema = forumTopicSchema.extend({ replies: pageSchema(forumReplySchema) });
export type ForumTopicDetail = z.infer<typeof forumTopicDetailSchema>;

/** A reply to one of the caller's topics, for the dashboard. */
export const forumActivityReplySchema = z.object({
  id: z.string(),
  topicId: z.string(),
  topicTitle: z.string(),
  excerpt: z.string(),
  author: forumAuthorSchema,
  createdAt: z.string(),
});
export type ForumActivityReply = z.infer<typeof forumActivityReplySchema>;

export const myForumOutput = z.object({
  topics: z.array(forumTopicSummarySchema),
  /** How many topics the caller started (the list holds the latest ones). */
  topicCount: count,
  replies: z.array(forumActivityReplySchema),
});
export type MyForum = z.infer<typeof myForumOutput>;

export const likeOutput = z.object({ liked: z.boolean(), likes: count });
export type LikeOutput = z.infer<typeof likeOutput>;

const person = z.object({ id: z.string(), username: z.string() });

export const forumReportSchema = z.object({
  id: z.string(),
  status: reportStatusSchema,
  reason: z.string(),
  createdAt: z.string(),
  reporter: person.nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: person.nullable(),
  /** What was reported, as it read when it was reported. */
  target: z.object({
    kind: z.enum(["topic", "reply"]),
    topicId: z.string().nullable(),
    replyId: z.string().nullable(),
    topicTitle: z.string().nullable(),
    excerpt: z.string(),
    author: person.nullable(),
    /** The post is gone (deleted by its author or removed by a moderator). */
    removed: z.boolean(),
  }),
});
export type ForumReport = z.infer<typeof forumReportSchema>;

// ---------------------------------------------------------------- inputs

const pageNumber = z
  .number({ error: "Page must be a number" })
  .int("Page must be a whole number")
  .min(1, "Page must be 1 or more")
  .max(100_000, "Page must be at most 100000");

export const listTopicsInput = z
  .object({
    categoryId: id.optional(),
    search: z
      .string()
      .trim()
      .max(FORUM_SEARCH_MAX, `Search can be at most ${FORUM_SEARCH_MAX} characters`)
      .optional(),
    page: pageNumber.optional(),
    pageSize: z
      .number({ error: "Page size must be a number" })
      .int("Page size must be a whole number")
      .min(1, `Page size must be between 1 and ${TOPICS_PAGE_SIZE_MAX}`)
      .max(TOPICS_PAGE_SIZE_MAX, `Page size must be between 1 and ${TOPICS_PAGE_SIZE_MAX}`)
      .optional(),
  })
  .optional();
export type ListTopicsInput = z.infer<typeof listTopicsInput>;

/** A topic and the page of its replies to show. */
export const topicInput = z.object({ id, page: pageNumber.optional() });
export type TopicInput = z.infer<typeof topicInput>;

export const forumIdInput = z.object({ id });

const titleText = z
  .string({ error: INCOMPLETE_TOPIC_MESSAGE })
  .trim()
  .max(TOPIC_TITLE_MAX, `A title can be at most ${TOPIC_TITLE_MAX} characters`);
const topicText = z
  .string({ error: INCOMPLETE_TOPIC_MESSAGE })
  .trim()
  .max(TOPIC_CONTENT_MAX, `A post can be at most ${TOPIC_CONTENT_MAX.toLocaleString("en-US")} characters`);

/**
 * The New Topic form: every field is required, and a missing one gets the spec's one message, once,
 * on the first empty field (docs/spec part 2 §5).
 */
export const createTopicInput = z
  .object({
    categoryId: z.string({ error: INCOMPLETE_TOPIC_MESSAGE }).trim().max(64),
    title: titleText,
    content: topicText,
  })
  .superRefine((topic, ctx) => {
    const empty = (["categoryId", "title", "content"] as const).find((field) => topic[field] === "");
    if (empty) ctx.addIssue({ code: "custom", message: INCOMPLETE_TOPIC_MESSAGE, path: [empty] });
  });
export type CreateTopicInput = z.infer<typeof createTopicInput>;

/** The author changes the title and the post; admins also pin, lock and move. */
export const updateTopicInput = z.object({
  id,
  title: titleText.min(1, "Please write a title").optional(),
  content: topicText.min(1, "Please write something in the post").optional(),
  isPinned: z.boolean().optional(),
  isLocked: z.boolean().optional(),
  categoryId: id.optional(),
});
export type UpdateTopicInput = z.infer<typeof updateTopicInput>;

const replyText = z
  .string({ error: EMPTY_REPLY_MESSAGE })
  .trim()
  .min(1, EMPTY_REPLY_MESSAGE)
  .max(REPLY_MAX, `A reply can be at most ${REPLY_MAX.toLocaleString("en-US")} characters`);

/** The reply box (`id` is the topic's). */
export const replyInput = z.object({ id, content: replyText });
export type ReplyInput = z.infer<typeof replyInput>;

/** The author edits the text; the topic's author or an admin marks it as the answer. */
export const updateReplyInput = z.object({
  id,
  content: replyText.optional(),
  isAnswer: z.boolean().optional(),
});
export type UpdateReplyInput = z.infer<typeof updateReplyInput>;

export const reportInput = z
  .object({
    topicId: id.optional(),
    replyId: id.optional(),
    reason: z
      .string({ error: "Please tell us what is wrong with this post." })
      .trim()
      .min(1, "Please tell us what is wrong with this post.")
      .max(REPORT_REASON_MAX, `A reason can be at most ${REPORT_REASON_MAX} characters`),
  })
  .refine((report) => Boolean(report.topicId) !== Boolean(report.replyId), {
    message: "Report either a topic or a reply",
    path: ["topicId"],
  });
export type ReportInput = z.infer<typeof reportInput>;

export const listReportsInput = z.object({ status: z.enum(["open", "resolved"]).optional() }).optional();
export type ListReportsInput = z.infer<typeof listReportsInput>;

export const resolveReportInput = z.object({
  id,
  action: z.enum(["dismiss", "remove"], { error: "Choose dismiss or remove" }),
});
export type ResolveReportInput = z.infer<typeof resolveReportInput>;

/** No control characters, lone surrogates or non-characters: text every screen can show. */
const printable = /^[^\p{Cc}\p{Cs}\uFFFE\uFFFF]*$/u;

/** Blank text (a cleared form field) means "none". */
const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** The category form of the admin Forum tab. */
export const forumCategoryFormInput = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(CATEGORY_NAME_MAX, `Name can be at most ${CATEGORY_NAME_MAX} characters`)
    .regex(printable, "Name can hold only letters, digits, spaces and punctuation"),
  description: z.preprocess(
    blankAsNull,
    z
      .string()
      .trim()
      .max(CATEGORY_DESCRIPTION_MAX, `Description can be at most ${CATEGORY_DESCRIPTION_MAX} characters`)
      .nullable()
      .default(null),
  ),
  icon: forumIconSchema.default("message-circle"),
  membershipTierRequired: z.preprocess(
    blankAsNull,
    z.enum(tierSchema.options, { error: "Choose who may read it" }).nullable().default(null),
  ),
  sortOrder: z
    .preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
      z
        .number({ error: "Order must be a number" })
        .int("Order must be a whole number")
        .min(0, "Order must be between 0 and 999")
        .max(999, "Order must be between 0 and 999"),
    )
    .default(0),
  isVisible: z.boolean().default(true),
});
export type ForumCategoryFormInput = z.infer<typeof forumCategoryFormInput>;

export const updateForumCategoryInput = forumCategoryFormInput.extend({ id });
export type UpdateForumCategoryInput = z.infer<typeof updateForumCategoryInput>;
