import {
  listWinesInput,
  memberSelectionWinesInput,
  memberWinesInput,
  removeOutput,
  updateWineInput,
  wineFormInput,
  wineIdInput,
  wineSchema,
} from "contracts";
import { z } from "zod";
import { adminProcedure, memberProcedure, publicProcedure, router } from "../../trpc/procedures";
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
  membership: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/wines/membership",
        tags,
        summary: "Club wines of one member category (curated, premium, rare_vintage)",
      },
    })
    .input(memberWinesInput)
    .output(z.array(wineSchema))
    .query(({ ctx, input }) => wines.byMemberCategory(ctx, [input.category])),
  memberSelection: memberProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/wines/member-selection",
        tags,
        protect: true,
        summary: "The club wines the member's tier (or a lower ?tier) may pick",
      },
    })
    .input(memberSelectionWinesInput)
    .output(z.array(wineSchema))
    .query(({ ctx, input }) => wines.forTier(ctx, input?.tier, ctx.tier)),
  byId: publicProcedure
    .meta({ openapi: { method: "GET", path: "/wines/{id}", tags, summary: "One wine; 404 when missing" } })
    .input(wineIdInput)
    .output(wineSchema)
    .query(({ ctx, input }) => wines.byId(ctx, input.id)),
  create: adminProcedure
    .meta({
      scope: "catalogue:write",
      openapi: { method: "POST", path: "/wines", tags, summary: "Add a wine (admin)", protect: true },
    })
    .input(wineFormInput)
    .output(wineSchema)
    .mutation(({ ctx, input }) => wines.create(ctx, input)),
  update: adminProcedure
    .meta({
      scope: "catalogue:write",
      openapi: { method: "PUT", path: "/wines/{id}", tags, summary: "Edit a wine (admin)", protect: true },
    })
    .input(updateWineInput)
    .output(wineSchema)
    .mutation(({ ctx, input }) => wines.update(ctx, input)),
  remove: adminProcedure
    .meta({
      scope: "catalogue:write",
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
