import { Button } from "@chakra-ui/react";
import type { Wine } from "contracts";
import { ShoppingCart } from "lucide-react";
import { JoinToBuyButton, useCanBuy } from "./members-only";
import { useAddWineToCart } from "./use-add-wine-to-cart";

/**
 * A card's Add to Cart button: one bottle; disabled and labelled "Out of stock" at stock 0; a way
 * into the club instead on an exclusive wine for someone without a tier.
 */
export function AddToCartButton({ wine }: { wine: Pick<Wine, "id" | "name" | "stock" | "isExclusive"> }) {
  const { add, isPending } = useAddWineToCart();
  const canBuy = useCanBuy(wine);
  const soldOut = wine.stock === 0;
  if (!canBuy) return <JoinToBuyButton wineName={wine.name} />;
  return (
    <Button
      flex="1"
      // A 44 px touch target on a phone.
      minH={{ base: "11", md: "10" }}
      colorPalette="burgundy"
      disabled={soldOut}
      loading={isPending}
      loadingText="Adding..."
      aria-label={soldOut ? `Out of stock: ${wine.name}` : `Add to Cart: ${wine.name}`}
      onClick={() => void add(wine, 1)}
    >
      {soldOut ? (
        "Out of stock"
      ) : (
        <>
          <ShoppingCart aria-hidden /> Add to Cart
        </>
      )}
    </Button>
  );
}
