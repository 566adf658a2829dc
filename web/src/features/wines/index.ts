// The feature's public parts. Other features use it only through this file (scripts/check-deps.mjs);
// routes import its files directly, so each route's chunk holds only what it shows.
export { AddToCartButton } from "./add-to-cart-button";
export { JoinToBuyButton, MembersOnlyPanel } from "./members-only";
export { ShopPage } from "./shop-page";
export { SignatureWines } from "./signature-wines";
export { useAddWineToCart } from "./use-add-wine-to-cart";
export { WineCard } from "./wine-card";
export { WineDetail } from "./wine-detail";
