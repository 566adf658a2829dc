// The feature's public parts. Other features use it only through this file (scripts/check-deps.mjs);
// routes import its files directly, so each route's chunk holds only what it shows.
export { AuthorBadge } from "./author-badge";
export { CategoryIcon } from "./category-icon";
export { countOf, formatAgo, formatPostTime } from "./format";
export { topicPath } from "./forum-search";
