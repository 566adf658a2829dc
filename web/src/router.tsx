import { Center, Spinner } from "@chakra-ui/react";
import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { RouteError } from "./components/route-error";
import { routeTree } from "./routeTree.gen";

/** Where a router runs (web/src/main.tsx and web/src/entry-server.tsx). */
export type RouterStart =
  /** The browser renders the page itself, from an empty index.html. */
  | { on: "browser" }
  /** The browser takes over a page the server rendered, which may already be scrolled. */
  | { on: "hydration" }
  /** The server render, one router per request, at the request's address. */
  | { on: "server"; history: RouterHistory };

/**
 * The app's router. New pages open at the top and back/forward restores where the person was; a
 * page taken over from the server keeps the scroll the person already has, and the server render
 * restores nothing (its restoration script would not be in the browser's markup).
 */
export function createAppRouter(queryClient: QueryClient, start: RouterStart = { on: "browser" }) {
  let keepScroll = start.on === "hydration";
  return createRouter({
    routeTree,
    context: { queryClient },
    history: start.on === "server" ? start.history : undefined,
    scrollRestoration:
      start.on === "server"
        ? false
        : () => {
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
