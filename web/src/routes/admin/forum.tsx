import { createFileRoute } from "@tanstack/react-router";
import { AdminForumPage } from "../../features/admin/forum/admin-forum-page";

/**
 * Guarded like /admin/reservations: non-admins see "Access Denied" in place, and the api refuses the
 * moderation calls to anyone but an admin anyway.
 */
export const Route = createFileRoute("/admin/forum")({
  component: AdminForumPage,
});
