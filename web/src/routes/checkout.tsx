import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "../features/checkout/checkout-page";
import { parseCheckoutSearch } from "../features/checkout/checkout-search";
import { prefetchCart } from "../lib/cart";

export const Route = createFileRoute("/checkout")({
  validateSearch: parseCheckoutSearch,
  loader: ({ context }) => prefetchCart(context.queryClient),
  component: CheckoutPage,
});
