import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { CartLine } from "contracts";
import { useCallback } from "react";
import { toast } from "../components/ui/toast";
import { paths } from "./paths";
import { errorMessage, trpc } from "./trpc";

/** The header badge's number: the total quantity across the cart's lines. */
export function cartQuantity(lines: readonly Pick<CartLine, "quantity">[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Refetches every cart answer (lines, summaries, the header badge) after a change. They share the
 * `cart` key prefix, so one invalidation reaches all of them.
 */
export function useRefreshCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(trpc.cart.pathFilter()), [queryClient]);
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
