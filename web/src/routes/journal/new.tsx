import { createFileRoute, redirect } from "@tanstack/react-router";
import { JournalFormPage } from "../../features/journal/form/journal-form-page";
import { getSessionUser } from "../../lib/auth";
import { searchText } from "../../lib/search-params";
import { trpc } from "../../lib/trpc";

export interface NewEntrySearch {
  /** The wine the note is about, when the page was opened for one. */
  wine?: string | undefined;
}

export const Route = createFileRoute("/journal/new")({
  validateSearch: (search: Record<string, unknown>): NewEntrySearch => ({
    wine: searchText(search.wine, 64),
  }),
  beforeLoad: async ({ context }) => {
    const user = await getSessionUser(context.queryClient);
    if (!user) throw redirect({ to: "/membership" });
  },
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(trpc.journal.wines.queryOptions()).catch(() => undefined);
  },
  component: NewEntryRoute,
});

function NewEntryRoute() {
  const { wine } = Route.useSearch();
  return <JournalFormPage initialWineId={wine} />;
}
