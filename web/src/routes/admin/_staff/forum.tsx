import { createFileRoute } from "@tanstack/react-router";
import { AdminForumPage } from "../../../features/admin/forum/admin-forum-page";

export const Route = createFileRoute("/admin/_staff/forum")({
  component: AdminForumPage,
});
