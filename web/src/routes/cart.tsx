import { createFileRoute } from "@tanstack/react-router";
import { CartPage } from "../features/cart/cart-page";
import { parseCartSearch } from "../features/cart/cart-search";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/cart")({
  validateSearch: parseCartSearch,
  loaderDeps: ({ search }) => ({ coupon: search.coupon }),
  loader: async ({ context, deps }) => {
    // Failed prefetches are shown by the page itself (with a retry), not as a route error.
    await Promise.all([
      context.queryClient.ensureQueryData(trpc.cart.list.queryOptions()),
      context.queryClient.ensureQueryData(
        trpc.cart.summary.queryOptions(deps.coupon ? { coupon: deps.coupon } : undefined),
      ),
    ]).catch(() => undefined);
  },
  component: CartPage,
});
