import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { AppLayout } from "../components/layout/app-layout";
import { NotFoundPage } from "../components/not-found-page";
import { AgeGate } from "../features/age-gate";
import { FooterSignup } from "../features/newsletter/footer-signup";
import { FooterPages } from "../features/pages/footer-pages";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <AppLayout footerSignup={<FooterSignup />} footerPages={<FooterPages />}>
        <Outlet />
      </AppLayout>
      <AgeGate />
    </>
  );
}
