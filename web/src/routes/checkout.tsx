import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "../features/checkout/checkout-page";
import { parseCheckoutSearch } from "../features/checkout/checkout-search";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/checkout")({
  validateSearch: parseCheckoutSearch,
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
  component: CheckoutPage,
});
