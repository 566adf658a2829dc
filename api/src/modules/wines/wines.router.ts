import {
  listWinesInput,
  removeOutput,
  updateWineInput,
  wineFormInput,
  wineIdInput,
  wineSchema,
} from "contracts";
import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "../../trpc/procedures";
import * as wines from "./wines.service";

const tags = ["wines"];

export const winesRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/wines",
        tags,
        summary: "Wines in the shop: search (name, description, grape, region), type, sort",
      },
    })
    .input(listWinesInput)
    .output(z.array(wineSchema))
    .query(({ ctx, input }) => wines.list(ctx, input)),
  byId: publicProcedure
    .meta({ openapi: { method: "GET", path: "/wines/{id}", tags, summary: "One wine; 404 when missing" } })
    .input(wineIdInput)
    .output(wineSchema)
    .query(({ ctx, input }) => wines.byId(ctx, input.id)),
  create: adminProcedure
    .meta({ openapi: { method: "POST", path: "/wines", tags, summary: "Add a wine (admin)", protect: true } })
    .input(wineFormInput)
    .output(wineSchema)
    .mutation(({ ctx, input }) => wines.create(ctx, input)),
  update: adminProcedure
    .meta({
      openapi: { method: "PUT", path: "/wines/{id}", tags, summary: "Edit a wine (admin)", protect: true },
    })
    .input(updateWineInput)
    .output(wineSchema)
    .mutation(({ ctx, input }) => wines.update(ctx, input)),
  remove: adminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/wines/{id}",
        tags,
        summary:
          "Delete a wine, or mark it unavailable when orders, journals or gift packages name it (admin)",
        protect: true,
      },
    })
    .input(wineIdInput)
    .output(removeOutput)
    .mutation(({ ctx, input }) => wines.remove(ctx, input.id)),
});
