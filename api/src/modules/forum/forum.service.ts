/**
 * The forum's services, one file per subject: topics (lists, opening, posting, the dashboard's view),
 * replies (and likes), reports (the moderators' queue) and categories. Only these write the forum's
 * tables; the full-text index follows them by trigger (db migration 0005_forum).
 */
export { categories, createCategory, removeCategory, updateCategory } from "./forum-categories.service";
export { removeReply, reply, toggleLike, updateReply } from "./forum-replies.service";
export { openReportCount, report, reports, resolveReport } from "./forum-reports.service";
export { createTopic, list, mine, removeTopic, topic, updateTopic } from "./forum-topics.service";
