import { cartItemIdInput, cartLineSchema, giftPackageIdInput, successOutput } from "contracts";
import { publicProcedure, router } from "../../trpc/procedures";
import * as cart from "./cart.service";

const tags = ["gifts"];

/**
 * The gift package paths of docs/product/api.md that act on the cart. They live with the cart (gifts sit below
 * it) and are served under the `gifts` key by api/src/router.ts.
 */
export const giftLinesRouter = router({
  addToCart: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/gift-packages/{id}/add-to-cart",
        tags,
        summary: "Put a gift package in the caller's cart (its own line, quantity 1)",
      },
    })
    .input(giftPackageIdInput)
    .output(cartLineSchema)
    .mutation(({ ctx, input }) => cart.addGiftPackage(ctx, input.id)),
  removeFromCart: publicProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/gift-packages/cart/{itemId}",
        tags,
        summary: "Remove a gift package line from the caller's cart",
      },
    })
    .input(cartItemIdInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => cart.remove(ctx, input.itemId, ["gift-package"])),
});
