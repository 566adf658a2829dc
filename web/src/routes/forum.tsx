import { createFileRoute } from "@tanstack/react-router";
import { ForumPage } from "../features/forum/forum-page";
import { parseForumSearch, topicListInput } from "../features/forum/forum-search";
import { getSessionUser } from "../lib/auth";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/forum")({
  // Zod-free on purpose: route options load with the entry chunk. Anything odd opens the whole forum.
  validateSearch: parseForumSearch,
  // Opening a topic (`topic`) leaves the list where it is: only the list's own address reloads it.
  loaderDeps: ({ search }) => topicListInput(search),
  loader: async ({ context, deps }) => {
    // A failed prefetch must not take the page down: the page shows its own errors and retries.
    // The session is known before the page shows, so a signed-in reader's first press of New Topic,
    // Post Reply or a like acts instead of asking them to sign in.
    await Promise.all([
      getSessionUser(context.queryClient),
      context.queryClient.ensureQueryData(trpc.forum.categories.queryOptions()).catch(() => undefined),
      context.queryClient.ensureQueryData(trpc.forum.topics.queryOptions(deps)).catch(() => undefined),
    ]);
  },
  component: ForumPage,
});
