import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminHome } from "../../features/admin/admin-home";
import { getSessionUser } from "../../lib/auth";

export const Route = createFileRoute("/admin/")({
  beforeLoad: async ({ context }) => {
    const user = await getSessionUser(context.queryClient);
    if (!user) throw redirect({ to: "/membership" });
    if (user.role !== "admin") throw redirect({ to: "/" });
  },
  component: AdminHome,
});
