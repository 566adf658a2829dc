/** Zod-free constants and labels of the forum: the web imports these without loading zod. */

/** Length limits (docs/product/decisions.md, "Forum and journal"). */
export const TOPIC_TITLE_MAX = 150;
export const TOPIC_CONTENT_MAX = 10_000;
export const REPLY_MAX = 5_000;
export const REPORT_REASON_MAX = 500;
export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_DESCRIPTION_MAX = 300;
export const FORUM_SEARCH_MAX = 100;

/** Lists are paginated: topics 20 to a page (at most 50), a topic's replies 20 to a page. */
export const TOPICS_PAGE_SIZE = 20;
export const TOPICS_PAGE_SIZE_MAX = 50;
export const REPLIES_PAGE_SIZE = 20;

/** The spec's messages (docs/spec part 2 §5). */
export const INCOMPLETE_TOPIC_MESSAGE = "Incomplete form: Please fill in all fields.";
export const EMPTY_REPLY_MESSAGE = "Empty reply: Please write something before posting.";

/** What a deleted reply shows in its place, so the thread keeps its shape. */
export const DELETED_REPLY_TEXT = "[deleted]";

/**
 * The icons a category may show: lucide icon names (kebab-case), which the web maps to their
 * components. A closed list, so the admin form offers a choice and the web never meets a name it
 * cannot draw.
 */
export const forumIcons = [
  "message-circle",
  "wine",
  "grape",
  "utensils",
  "calendar",
  "crown",
  "book-open",
  "users",
  "sparkles",
  "map-pin",
  "sprout",
  "help-circle",
] as const;
export type ForumIcon = (typeof forumIcons)[number];

export const forumIconLabels: Record<ForumIcon, string> = {
  "message-circle": "Speech bubble",
  wine: "Wine glass",
  grape: "Grapes",
  utensils: "Knife and fork",
  calendar: "Calendar",
  crown: "Crown",
  "book-open": "Open book",
  users: "People",
  sparkles: "Sparkles",
  "map-pin": "Map pin",
  sprout: "Sprout",
  "help-circle": "Question mark",
};

/** open: waiting for a moderator; dismissed: the post stays; removed: the post was taken down. */
export const reportStatuses = ["open", "dismissed", "removed"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportStatusLabels: Record<ReportStatus, string> = {
  open: "Open",
  dismissed: "Dismissed",
  removed: "Post removed",
};

/** The reasons the report dialog offers (the reason is free text; these fill it in). */
export const reportReasons = [
  "Spam or advertising",
  "Rude or offensive",
  "Off-topic",
  "Wrong information",
] as const;
