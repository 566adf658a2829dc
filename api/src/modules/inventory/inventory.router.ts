import {
  stockAdjustedOutput,
  stockAdjustmentInput,
  stockAdjustmentSchema,
  stockAdjustmentsInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, router } from "../../trpc/procedures";
import * as inventory from "./inventory.service";

const tags = ["admin"];

/** The Products screen's stock adjustments (`admin.adjustStock`, under /api/admin/stock-adjustments). */
export const inventoryAdminRouter = router({
  adjustStock: adminProcedure
    .meta({
      scope: "catalogue:write",
      openapi: {
        method: "POST",
        path: "/admin/stock-adjustments",
        tags,
        protect: true,
        summary: "Change a wine's or an item's stock (apparel: one size's) by a signed number, with a reason",
      },
    })
    .input(stockAdjustmentInput)
    .output(stockAdjustedOutput)
    .mutation(({ ctx, input }) => inventory.adjust(ctx, input)),
  stockAdjustments: adminProcedure
    .meta({
      scope: "catalogue:read",
      openapi: {
        method: "GET",
        path: "/admin/stock-adjustments",
        tags,
        protect: true,
        summary: "A wine's or an item's latest stock adjustments, newest first",
      },
    })
    .input(stockAdjustmentsInput)
    .output(z.array(stockAdjustmentSchema))
    .query(({ ctx, input }) => inventory.recent(ctx, input)),
});
