import type { Wine } from "contracts";
import { AddToCartButton } from "./add-to-cart-button";
import { WineCard } from "./wine-card";

/** A wine card with an Add to Cart button (one bottle), for the shop's grid. */
export function ShopWineCard({ wine, priority }: { wine: Wine; priority?: boolean }) {
  return (
    <WineCard wine={wine} headingAs="h2" priority={priority} actions={<AddToCartButton wine={wine} />} />
  );
}
