import {
  giftPackageFormInput,
  giftPackageIdInput,
  giftPackageSchema,
  listGiftPackagesInput,
  removeOutput,
  updateGiftPackageInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "../../trpc/procedures";
import * as gifts from "./gifts.service";

const tags = ["gifts"];

/** The catalogue's gift packages. Putting one in the cart is the cart module's (cart/gift-lines.router.ts). */
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

  create: adminProcedure
    .meta({
      scope: "catalogue:write",
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
      scope: "catalogue:write",
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
      scope: "catalogue:write",
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
