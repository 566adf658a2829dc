// The admin forum moderation: a screen of its own and the dashboard's Forum tab.
export { AdminForumPage } from "./admin-forum-page";
export { AdminForumTab } from "./admin-forum-tab";
