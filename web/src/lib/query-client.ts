import { QueryClient } from "@tanstack/react-query";

/**
 * Data is fetched once and kept until something changes it on purpose (a mutation invalidates
 * or sets it). No background refetching and no retries: a failed call is shown to the person
 * right away instead of being repeated behind their back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** The browser's one client (the server render makes one per request). */
export const queryClient = createQueryClient();
