import {
  cartItemIdInput,
  cartLineSchema,
  giftPackageFormInput,
  giftPackageIdInput,
  giftPackageSchema,
  listGiftPackagesInput,
  removeOutput,
  successOutput,
  updateGiftPackageInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "../../trpc/procedures";
import * as cart from "../cart/cart.service";
import * as gifts from "./gifts.service";

const tags = ["gifts"];

export const giftsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/gift-packages",
        tags,
        summary: "Gift packages with their wines, by occasion (admins also see inactive ones)",
      },
    })
    .input(listGiftPackagesInput)
    .output(z.array(giftPackageSchema))
    .query(({ ctx, input }) => gifts.list(ctx, input)),

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

  create: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/gift-packages",
        tags,
        summary: "Add a gift package (admin)",
        protect: true,
      },
    })
    .input(giftPackageFormInput)
    .output(giftPackageSchema)
    .mutation(({ ctx, input }) => gifts.create(ctx, input)),
  update: adminProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/gift-packages/{id}",
        tags,
        summary: "Edit a gift package (admin)",
        protect: true,
      },
    })
    .input(updateGiftPackageInput)
    .output(giftPackageSchema)
    .mutation(({ ctx, input }) => gifts.update(ctx, input)),
  remove: adminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/gift-packages/{id}",
        tags,
        summary: "Delete a gift package, or make it inactive when orders name it (admin)",
        protect: true,
      },
    })
    .input(giftPackageIdInput)
    .output(removeOutput)
    .mutation(({ ctx, input }) => gifts.remove(ctx, input.id)),
});
