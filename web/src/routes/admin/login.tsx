import { createFileRoute, redirect } from "@tanstack/react-router";
import { adminReturnPath } from "../../features/admin/routing/admin-return";
import { AdminLoginPage } from "../../features/admin/shell/admin-login-page";
import { getSessionUser } from "../../lib/auth";

export const Route = createFileRoute("/admin/login")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === "string" ? { redirect: adminReturnPath(search.redirect) } : {},
  beforeLoad: async ({ context, search }) => {
    const user = await getSessionUser(context.queryClient);
    if (user?.role === "admin") throw redirect({ href: adminReturnPath(search.redirect) });
    if (user) throw redirect({ to: "/" });
  },
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { redirect: returnTo } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminLoginPage
      returnTo={adminReturnPath(returnTo)}
      onAdmin={(href) => void navigate({ href, replace: true })}
      onCustomer={() => void navigate({ to: "/", replace: true })}
    />
  );
}
