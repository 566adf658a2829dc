import { Center, Spinner } from "@chakra-ui/react";
import { createRouter } from "@tanstack/react-router";
import { RouteError } from "./components/route-error";
import { queryClient } from "./lib/query-client";
import { routeTree } from "./routeTree.gen";

export const router = createRouter({
  routeTree,
  context: { queryClient },
  // New pages open at the top; back/forward restores where the person was.
  scrollRestoration: true,
  defaultPreload: "intent",
  // TanStack Query owns freshness: the router always asks it, and it answers from cache.
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: ({ error }) => <RouteError error={error} />,
  defaultPendingComponent: () => (
    <Center py="24">
      <Spinner size="lg" color="burgundy.700" aria-label="Loading" />
    </Center>
  ),
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
