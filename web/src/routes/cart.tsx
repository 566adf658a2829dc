import { createFileRoute } from "@tanstack/react-router";
import { CartPage } from "../features/cart/cart-page";
import { parseCartSearch } from "../features/cart/cart-search";
import { prefetchCart } from "../lib/cart";

export const Route = createFileRoute("/cart")({
  validateSearch: parseCartSearch,
  loader: ({ context }) => prefetchCart(context.queryClient),
  component: CartPage,
});
