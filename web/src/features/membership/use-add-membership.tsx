import { Button, HStack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { formatUsd } from "contracts/money";
import { type ReactNode, useCallback, useState } from "react";
import { AppDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { useRefreshCart } from "../../lib/cart";
import { paths } from "../../lib/paths";
import { errorMessage, trpc } from "../../lib/trpc";
import { replaceTierTexts } from "./tier-replace";

/**
 * Puts a club tier in the signed-in person's cart and goes to /cart, with the spec's notifications
 * ("Membership added to cart!", or "Failed to add membership to cart." with the server's reason).
 * A cart holds one membership: when it already holds another tier, the person is asked first
 * (`replacePrompt`, to render beside the buttons) instead of the tier being swapped silently.
 */
export function useAddMembership(): {
  addMembership: (tier: Tier) => Promise<boolean>;
  addingTier: Tier | undefined;
  replacePrompt: ReactNode;
} {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshCart = useRefreshCart();
  const { mutateAsync, isPending, variables } = useMutation(trpc.membership.addToCart.mutationOptions());
  const [replacing, setReplacing] = useState<{ from: Tier; to: Tier } | null>(null);

  const add = useCallback(
    async (tier: Tier, replaced: Tier | null): Promise<boolean> => {
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
        description: replaced
          ? replaceTierTexts(replaced, tier).added
          : `${info.name} membership, ${formatUsd(info.monthlyPriceCents)} per month.`,
      });
      await navigate({ to: paths.cart });
      return true;
    },
    [mutateAsync, refreshCart, navigate],
  );

  const addMembership = useCallback(
    async (tier: Tier): Promise<boolean> => {
      // The cart as the server has it (a visitor's cart joins the account at sign-in).
      const lines = await queryClient.fetchQuery(trpc.cart.list.queryOptions()).catch(() => null);
      const inCart = lines?.find((line) => line.type === "membership")?.tier ?? null;
      if (inCart === tier) {
        toast({
          title: `${tiers[tier].name} is already in your cart`,
          description: "Your membership starts when you check out.",
        });
        await navigate({ to: paths.cart });
        return true;
      }
      if (inCart) {
        setReplacing({ from: inCart, to: tier });
        return false;
      }
      return add(tier, null);
    },
    [queryClient, navigate, add],
  );

  // The last question stays on screen while the dialog animates closed.
  const [shown, setShown] = useState(replacing);
  if (replacing && replacing !== shown) setShown(replacing);
  const texts = shown ? replaceTierTexts(shown.from, shown.to) : null;
  const replacePrompt = (
    <AppDialog
      title={texts?.title ?? ""}
      open={replacing !== null}
      size="sm"
      onOpenChange={(open) => (open ? undefined : setReplacing(null))}
      footer={
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={() => setReplacing(null)}>
            {texts?.keep}
          </Button>
          <Button
            colorPalette="burgundy"
            loading={isPending}
            onClick={async () => {
              if (!replacing) return;
              await add(replacing.to, replacing.from);
              setReplacing(null);
            }}
          >
            {texts?.confirm}
          </Button>
        </HStack>
      }
    >
      <Text>{texts?.body}</Text>
    </AppDialog>
  );

  return { addMembership, addingTier: isPending ? variables?.tier : undefined, replacePrompt };
}
