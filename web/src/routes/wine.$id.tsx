import { createFileRoute } from "@tanstack/react-router";
import { WineDetail } from "../features/wines/wine-detail";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/wine/$id")({
  loader: async ({ context, params }) => {
    // A missing wine is not a route error: the page shows "Wine not found" from the cached failure.
    await context.queryClient
      .ensureQueryData(trpc.wines.byId.queryOptions({ id: params.id }))
      .catch(() => undefined);
  },
  component: WineRoute,
});

function WineRoute() {
  const { id } = Route.useParams();
  return <WineDetail id={id} />;
}
