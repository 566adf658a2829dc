import { createFileRoute } from "@tanstack/react-router";
import { GiftsPage } from "../features/gifts/gifts-page";
import { parseGiftsSearch } from "../features/gifts/gifts-search";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/gifts")({
  validateSearch: parseGiftsSearch,
  loaderDeps: ({ search }) => ({ occasion: search.occasion }),
  loader: async ({ context, deps }) => {
    const input = deps.occasion ? { occasion: deps.occasion } : undefined;
    // A failed prefetch is shown by the page (with a retry), not as a route error.
    await context.queryClient.ensureQueryData(trpc.gifts.list.queryOptions(input)).catch(() => undefined);
  },
  component: GiftsPage,
});
