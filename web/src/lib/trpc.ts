import { createTRPCClient, httpBatchLink, type TRPCClient, TRPCClientError } from "@trpc/client";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "api";
import { queryClient } from "./query-client";

/** The plain client, for the few calls made outside React Query (the footer's lazily loaded sign-up). */
export const trpcClient: TRPCClient<AppRouter> = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: "/trpc",
      fetch: (url, options) => fetch(url, { ...options, credentials: "include" }),
    }),
  ],
});

/**
 * `trpc.wines.list.queryOptions()` / `trpc.auth.login.mutationOptions()`: plain TanStack Query
 * options, usable in components (useQuery/useMutation) and in route loaders (ensureQueryData).
 */
export const trpc: TRPCOptionsProxy<AppRouter> = createTRPCOptionsProxy<AppRouter>({
  client: trpcClient,
  queryClient,
});

/**
 * The human message the server put in an error ("Invalid username or password"), or undefined
 * when the failure did not come from the server (network down, proxy error page), so callers
 * fall back to their own wording instead of showing a parser message.
 */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof TRPCClientError && error.shape && error.message) {
    return error.message;
  }
  return undefined;
}
