import { createFileRoute, redirect } from "@tanstack/react-router";
import { HomePage } from "../features/home/home-page";
import { SignatureWines } from "../features/wines/signature-wines";
import { getSessionUser } from "../lib/auth";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/")({
  beforeLoad: async ({ context }) => {
    const user = await getSessionUser(context.queryClient);
    // Admins run the business from their panel; the storefront home is not their landing page.
    if (user?.role === "admin") throw redirect({ to: "/admin" });
  },
  loader: async ({ context }) => {
    // A failed prefetch must not take the home page down: the wines section shows its own error.
    await context.queryClient.ensureQueryData(trpc.wines.list.queryOptions()).catch(() => undefined);
  },
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage signatureWines={<SignatureWines />} />;
}
