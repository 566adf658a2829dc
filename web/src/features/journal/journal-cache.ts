import type { QueryClient } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";

/**
 * After an entry is written, changed or deleted: both lists and the entry pages are out of date (the
 * wine picker is not). Invalidation marks them at once; the ones on screen refetch, the others when
 * they are next shown, so callers need not wait for it before moving on.
 */
export function invalidateEntries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries(trpc.journal.mine.pathFilter()),
    queryClient.invalidateQueries(trpc.journal.public.pathFilter()),
    queryClient.invalidateQueries(trpc.journal.byId.pathFilter()),
    queryClient.invalidateQueries(trpc.journal.bySlug.pathFilter()),
  ]);
}
