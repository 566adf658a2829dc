import { createFileRoute } from "@tanstack/react-router";
import { ShopPage } from "../features/wines/shop-page";
import { parseShopSearch, wineListInput } from "../features/wines/shop-search";
import { ShopWineCard } from "../features/wines/shop-wine-card";
import { WineCardSkeleton } from "../features/wines/wine-card-skeleton";
import { trpc } from "../lib/trpc";

/** Cards in the first row on a desktop (one on a phone): their pictures are fetched first. */
const ABOVE_THE_FOLD = 3;

export const Route = createFileRoute("/shop")({
  validateSearch: parseShopSearch,
  loaderDeps: ({ search }) => wineListInput(search),
  loader: async ({ context, deps }) => {
    // A failed prefetch must not take the page down: the grid shows its own error and retry.
    await context.queryClient.ensureQueryData(trpc.wines.list.queryOptions(deps)).catch(() => undefined);
  },
  component: ShopRoute,
});

function ShopRoute() {
  return (
    <ShopPage
      renderWine={(wine, index) => <ShopWineCard wine={wine} priority={index < ABOVE_THE_FOLD} />}
      skeleton={<WineCardSkeleton />}
    />
  );
}
