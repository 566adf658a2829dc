import { Center, Spinner } from "@chakra-ui/react";
import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { RouteError } from "./components/route-error";
import { routeTree } from "./routeTree.gen";

/**
 * The app's router; the browser makes one, the server render one per request (with its own history).
 * `serverRendered`: the page arrived as HTML and may already be scrolled when the app takes over, so
 * the first render leaves the scroll where the person put it.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, serverRendered = false) {
  let keepScroll = serverRendered;
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    // New pages open at the top; back/forward restores where the person was.
    scrollRestoration: () => {
      if (!keepScroll) return true;
      keepScroll = false;
      return false;
    },
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
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
