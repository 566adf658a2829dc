import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminLayout } from "../../features/admin/shell/admin-layout";
import { getSessionUser } from "../../lib/auth";

/**
 * Every admin screen sits under this guard (docs/spec part 2 §2.14, §6): visitors sign in at
 * /admin/login and come back to the page they wanted; signed-in customers are sent home.
 */
export const Route = createFileRoute("/admin/_staff")({
  beforeLoad: async ({ context, location }) => {
    const user = await getSessionUser(context.queryClient);
    if (!user) throw redirect({ to: "/admin/login", search: { redirect: location.href } });
    if (user.role !== "admin") throw redirect({ to: "/" });
  },
  component: AdminLayout,
});
