import { createFileRoute } from "@tanstack/react-router";
import { CartPage } from "../features/cart/cart-page";
import { parseCartSearch } from "../features/cart/cart-search";
import { prefetchCart } from "../lib/cart";

export const Route = createFileRoute("/cart")({
  validateSearch: parseCartSearch,
  loaderDeps: ({ search }) => ({ coupon: search.coupon }),
  loader: ({ context, deps }) => prefetchCart(context.queryClient, deps.coupon),
  component: CartPage,
});
