import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { Wine } from "contracts";
import { useEffect, useRef } from "react";
import { useCartToasts, useRefreshCart } from "../../lib/cart";
import { paths } from "../../lib/paths";
import { trpc } from "../../lib/trpc";

/** Buy Now waits this long after adding, so the person sees the confirmation before the cart opens. */
const BUY_NOW_DELAY_MS = 1000;

/** Adds bottles of a wine to the cart with the shop's notifications; Buy Now then opens the cart. */
export function useAddWineToCart() {
  const refreshCart = useRefreshCart();
  const { added, failed } = useCartToasts();
  const navigate = useNavigate();
  const mutation = useMutation(trpc.cart.add.mutationOptions());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function add(wine: Pick<Wine, "id" | "name">, quantity: number, options: { buyNow?: boolean } = {}) {
    try {
      await mutation.mutateAsync({ wineId: wine.id, quantity });
    } catch (error) {
      failed(error, "Failed to add wine to cart.");
      return;
    }
    void refreshCart();
    const bottles = quantity === 1 ? "1 bottle" : `${quantity} bottles`;
    added("Added to cart!", `${bottles} of ${wine.name} added to your cart.`);
    if (options.buyNow) {
      timer.current = setTimeout(() => void navigate({ to: paths.cart }), BUY_NOW_DELAY_MS);
    }
  }

  return { add, isPending: mutation.isPending };
}
