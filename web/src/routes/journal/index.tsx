import { createFileRoute } from "@tanstack/react-router";
import { JournalPage } from "../../features/journal/journal-page";
import {
  myListInput,
  parseJournalSearch,
  publicListInput,
  shownTab,
} from "../../features/journal/journal-search";
import { getSessionUser } from "../../lib/auth";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/journal/")({
  // Zod-free on purpose: route options load with the entry chunk.
  validateSearch: parseJournalSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const user = await getSessionUser(context.queryClient);
    // The first page of the tab shown; a failure is the list's to show, with its retry.
    const first =
      shownTab(deps, user !== null) === "mine"
        ? trpc.journal.mine.queryOptions(myListInput(1))
        : trpc.journal.public.queryOptions(publicListInput(deps, 1));
    await context.queryClient.ensureQueryData(first).catch(() => undefined);
  },
  component: JournalPage,
});
