import { createFileRoute, notFound } from "@tanstack/react-router";
import { WineDetail, WineNotFoundPage } from "../features/wines/wine-detail";
import { isNotFound, trpc } from "../lib/trpc";

export const Route = createFileRoute("/wine/$id")({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(trpc.wines.byId.queryOptions({ id: params.id }));
    } catch (error) {
      // No such wine: the route's not-found page, answered with a 404 when the server renders it.
      // A failed load is not a route error: the page shows "Wine not found" from the cached failure.
      if (isNotFound(error)) throw notFound();
    }
  },
  notFoundComponent: WineNotFoundPage,
  component: WineRoute,
});

function WineRoute() {
  const { id } = Route.useParams();
  return <WineDetail id={id} />;
}
