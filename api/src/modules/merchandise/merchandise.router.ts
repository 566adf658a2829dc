import {
  listMerchandiseInput,
  merchandiseFormInput,
  merchandiseIdInput,
  merchandiseSchema,
  removeOutput,
  updateMerchandiseInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "../../trpc/procedures";
import * as items from "./merchandise.service";

const tags = ["merchandise"];

export const merchandiseRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/merchandise",
        tags,
        summary: "Merchandise by category and stock, sorted (featured, name, price, rating); admins see all",
      },
    })
    .input(listMerchandiseInput)
    .output(z.array(merchandiseSchema))
    .query(({ ctx, input }) => items.list(ctx, input)),
  create: adminProcedure
    .meta({
      scope: "catalogue:write",
      openapi: {
        method: "POST",
        path: "/merchandise",
        tags,
        summary: "Add a merchandise item (admin)",
        protect: true,
      },
    })
    .input(merchandiseFormInput)
    .output(merchandiseSchema)
    .mutation(({ ctx, input }) => items.create(ctx, input)),
  update: adminProcedure
    .meta({
      scope: "catalogue:write",
      openapi: {
        method: "PUT",
        path: "/merchandise/{id}",
        tags,
        summary: "Edit a merchandise item (admin)",
        protect: true,
      },
    })
    .input(updateMerchandiseInput)
    .output(merchandiseSchema)
    .mutation(({ ctx, input }) => items.update(ctx, input)),
  remove: adminProcedure
    .meta({
      scope: "catalogue:write",
      openapi: {
        method: "DELETE",
        path: "/merchandise/{id}",
        tags,
        summary: "Delete a merchandise item, or make it inactive when orders name it (admin)",
        protect: true,
      },
    })
    .input(merchandiseIdInput)
    .output(removeOutput)
    .mutation(({ ctx, input }) => items.remove(ctx, input.id)),
});
