import { createFileRoute, redirect } from "@tanstack/react-router";
import { DashboardPage } from "../features/dashboard/dashboard-page";
import { getSessionUser } from "../lib/auth";

export const Route = createFileRoute("/dashboard")({
  beforeLoad: async ({ context }) => {
    const user = await getSessionUser(context.queryClient);
    if (!user) throw redirect({ to: "/membership" });
  },
  component: DashboardPage,
});
