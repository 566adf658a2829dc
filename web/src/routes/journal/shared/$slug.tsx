import { createFileRoute } from "@tanstack/react-router";
import { SharedEntryPage } from "../../../features/journal/entry-page";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/journal/shared/$slug")({
  loader: async ({ context, params }) => {
    await context.queryClient
      .ensureQueryData(trpc.journal.bySlug.queryOptions({ slug: params.slug }))
      .catch(() => undefined);
  },
  component: SharedRoute,
});

function SharedRoute() {
  const { slug } = Route.useParams();
  return <SharedEntryPage slug={slug} />;
}
