import { createFileRoute } from "@tanstack/react-router";
import { ShopPage } from "../features/wines/shop-page";
import { parseShopSearch, wineListInput } from "../features/wines/shop-search";
import { ShopWineCard } from "../features/wines/shop-wine-card";
import { WineCardSkeleton } from "../features/wines/wine-card-skeleton";
import { trpc } from "../lib/trpc";

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
  return <ShopPage renderWine={(wine) => <ShopWineCard wine={wine} />} skeleton={<WineCardSkeleton />} />;
}
