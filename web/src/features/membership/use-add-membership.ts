import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { formatUsd } from "contracts/money";
import { useCallback } from "react";
import { toast } from "../../components/ui/toast";
import { useRefreshCart } from "../../lib/cart";
import { paths } from "../../lib/paths";
import { errorMessage, trpc } from "../../lib/trpc";

/**
 * Puts a club tier in the signed-in person's cart and goes to /cart, with the spec's notifications
 * ("Membership added to cart!", or "Failed to add membership to cart." with the server's reason).
 */
export function useAddMembership() {
  const navigate = useNavigate();
  const refreshCart = useRefreshCart();
  const { mutateAsync, isPending, variables } = useMutation(trpc.membership.addToCart.mutationOptions());

  const addMembership = useCallback(
    async (tier: Tier): Promise<boolean> => {
      try {
        await mutateAsync({ tier });
      } catch (error) {
        toast({
          title: "Failed to add membership to cart.",
          description: errorMessage(error) ?? "Please try again.",
          variant: "destructive",
        });
        return false;
      }
      await refreshCart();
      const info = tiers[tier];
      toast({
        title: "Membership added to cart!",
        description: `${info.name} membership, ${formatUsd(info.monthlyPriceCents)} per month.`,
      });
      await navigate({ to: paths.cart });
      return true;
    },
    [mutateAsync, refreshCart, navigate],
  );

  return { addMembership, addingTier: isPending ? variables?.tier : undefined };
}
