import { createFileRoute } from "@tanstack/react-router";
import { MerchandisePage } from "../features/merchandise/merchandise-page";
import { merchandiseListInput, parseMerchandiseSearch } from "../features/merchandise/merchandise-search";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/merchandise")({
  validateSearch: parseMerchandiseSearch,
  loaderDeps: ({ search }) => merchandiseListInput(search),
  loader: async ({ context, deps }) => {
    // A failed prefetch is shown by the page (with a retry), not as a route error.
    await context.queryClient
      .ensureQueryData(trpc.merchandise.list.queryOptions(deps))
      .catch(() => undefined);
  },
  component: MerchandisePage,
});
