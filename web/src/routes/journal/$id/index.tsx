import { createFileRoute } from "@tanstack/react-router";
import { EntryByIdPage } from "../../../features/journal/entry-page";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/journal/$id/")({
  loader: async ({ context, params }) => {
    // A private or missing entry is not a route error: the page says "Journal entry not found".
    await context.queryClient
      .ensureQueryData(trpc.journal.byId.queryOptions({ id: params.id }))
      .catch(() => undefined);
  },
  component: EntryRoute,
});

function EntryRoute() {
  const { id } = Route.useParams();
  return <EntryByIdPage id={id} />;
}
