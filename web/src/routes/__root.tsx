import { type QueryClient, useQuery } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { AppLayout } from "../components/layout/app-layout";
import { NotFoundPage } from "../components/not-found-page";
import { FooterSignup } from "../features/newsletter/footer-signup";
import { cartQuantity } from "../lib/cart";
import { trpc } from "../lib/trpc";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  // Shares its key with the cart page, so every cart change (which invalidates it) updates the badge.
  const { data: quantity = 0 } = useQuery({ ...trpc.cart.list.queryOptions(), select: cartQuantity });
  return (
    <AppLayout cartQuantity={quantity} footerSignup={<FooterSignup />}>
      <Outlet />
    </AppLayout>
  );
}
