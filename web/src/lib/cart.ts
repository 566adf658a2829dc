import {
  keepPreviousData,
  type QueryClient,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { CartLine, CartSummaryOutput } from "contracts";
import { useCallback } from "react";
import { toast } from "../components/ui/toast";
import { paths } from "./paths";
import { errorMessage, trpc } from "./trpc";

/** The header badge's number: the total quantity across the cart's lines. */
export function cartQuantity(lines: readonly Pick<CartLine, "quantity">[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The header's badge: the cart's total quantity. Asked where it is shown, so a cart change redraws
 * the badge and not the page around it.
 */
export function useCartQuantity(): number {
  const { data = 0 } = useQuery({ ...trpc.cart.list.queryOptions(), select: cartQuantity });
  return data;
}

/**
 * The cart's totals, priced with the coupon the cart keeps on the server, and taxed for `state` (the
 * checkout's shipping state, or "pickup") once it is known.
 */
function cartSummaryOptions(state?: string) {
  return trpc.cart.summary.queryOptions(state ? { state } : undefined);
}

/** The cart's totals for /cart and /checkout (the cart's own coupon included). */
export function useCartSummary(state?: string): UseQueryResult<CartSummaryOutput, unknown> {
  // The totals of the state before stay on screen while the new state's are asked for.
  return useQuery({ ...cartSummaryOptions(state), placeholderData: keepPreviousData });
}

/**
 * Loads the cart's lines and totals before /cart or /checkout shows. A failure is left to the page,
 * which shows it with a retry, instead of becoming a route error.
 */
export async function prefetchCart(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(trpc.cart.list.queryOptions()),
    queryClient.ensureQueryData(cartSummaryOptions()),
  ]).catch(() => undefined);
}

/**
 * Refetches every cart answer (lines, summaries, the header badge) after a change. They share the
 * `cart` key prefix, so one invalidation reaches all of them. A first fetch still under way (the
 * badge's, when a page has just come alive) may have been answered before the change, and an
 * invalidation would wait for it and keep its answer: an empty cart after "Buy Now". So it is
 * dropped first.
 */
export async function refreshCart(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries(trpc.cart.pathFilter());
  await queryClient.invalidateQueries(trpc.cart.pathFilter());
}

export function useRefreshCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshCart(queryClient), [queryClient]);
}

/**
 * The notifications of an add-to-cart button: "Added to cart!" with View Cart and Keep Shopping,
 * or "Error" with the server's reason (or the caller's fallback).
 */
export function useCartToasts() {
  const navigate = useNavigate();
  const added = useCallback(
    (title: string, description: string, { keepShopping = true }: { keepShopping?: boolean } = {}) => {
      toast({
        title,
        description,
        action: { label: "View Cart", onClick: () => void navigate({ to: paths.cart }) },
        ...(keepShopping ? { secondaryAction: { label: "Keep Shopping" } } : {}),
      });
    },
    [navigate],
  );
  const failed = useCallback((error: unknown, fallback: string) => {
    toast({ title: "Error", description: errorMessage(error) ?? fallback, variant: "destructive" });
  }, []);
  return { added, failed };
}
