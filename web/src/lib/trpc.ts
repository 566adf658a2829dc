import { createTRPCClient, httpBatchLink, httpLink, type TRPCClient, TRPCClientError } from "@trpc/client";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "api";
import { TRPC_BATCH_MAX } from "contracts/transport";
import { queryClient } from "./query-client";

type Send = (url: string, init: RequestInit) => Promise<Response>;

/** How calls reach the api: the browser's fetch, or the server render's own (entry-server.tsx). */
let send: Send = (url, init) => fetch(url, { ...init, credentials: "include" });

/** The server render answers calls inside the api process, with the visitor's own cookies. */
export function sendCallsWith(fetcher: Send): void {
  send = fetcher;
}

const linkOptions = {
  url: "/trpc",
  fetch: (url: URL | RequestInfo, init?: RequestInit | null) => send(String(url), init ?? {}),
};

/** The plain client, for the few calls made outside React Query (the footer's lazily loaded sign-up). */
export const trpcClient: TRPCClient<AppRouter> = createTRPCClient<AppRouter>({
  // The server render must not batch: concurrent renders for different visitors would share a call.
  // A batch holds at most what the api accepts: a screen asking for more (the club run's orders)
  // sends several batches instead of one the api refuses.
  links: [
    import.meta.env.SSR ? httpLink(linkOptions) : httpBatchLink({ ...linkOptions, maxItems: TRPC_BATCH_MAX }),
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

/** True when the server answered that the thing asked for does not exist (404): not a failed call. */
export function isNotFound(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.code === "NOT_FOUND";
}
