import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CartSummaryOutput } from "contracts";
import { useEffect, useRef } from "react";
import { trpc } from "../../lib/trpc";
import { toast } from "../ui/toast";
import { appliedCouponToast } from "./coupon-code";

/**
 * The cart keeps its coupon on the server: applying or removing it answers the new summary, which
 * every cart query then shows (the header, the cart, the checkout).
 */
export function useCartCoupon() {
  const queryClient = useQueryClient();
  const settle = (summary: CartSummaryOutput) => {
    queryClient.setQueryData(trpc.cart.summary.queryKey(), summary);
    void queryClient.invalidateQueries(trpc.cart.pathFilter());
  };
  const apply = useMutation(trpc.cart.applyCoupon.mutationOptions({ onSuccess: settle }));
  const remove = useMutation(trpc.cart.removeCoupon.mutationOptions({ onSuccess: settle }));
  return { apply, remove };
}

/**
 * A coupon in a shared link (`/cart?coupon=WINE1`, `/checkout?coupon=WINE1&discount=10`) is applied to
 * the cart once, as if typed, and then taken out of the address. The discount in a link is never read:
 * the server's summary decides it.
 */
export function useCouponFromLink(code: string | undefined, clearFromAddress: () => void): void {
  const applyCoupon = useCartCoupon().apply.mutateAsync;
  const handled = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!code || handled.current === code) return;
    handled.current = code;
    clearFromAddress();
    applyCoupon({ code })
      .then((summary) => toast(appliedCouponToast(summary)))
      .catch(() =>
        toast({
          title: "Invalid coupon",
          description: `The code ${code.toUpperCase()} from your link cannot be used.`,
          variant: "destructive",
        }),
      );
  }, [code, clearFromAddress, applyCoupon]);
}
