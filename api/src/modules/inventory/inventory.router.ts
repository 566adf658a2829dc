import {
  stockAdjustedOutput,
  stockAdjustmentInput,
  stockAdjustmentSchema,
  stockAdjustmentsInput,
  stockMovementFiltersInput,
  stockMovementSchema,
  stockMovementsInput,
  stockMovementTotalsSchema,
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
  stockMovementTotals: adminProcedure
    .meta({
      scope: "catalogue:read",
      openapi: {
        method: "GET",
        path: "/admin/stock-movements/totals",
        tags,
        protect: true,
        summary:
          "How many stock movements the filters find and the sum of their changes (one product, no dates: its counted stock)",
      },
    })
    .input(stockMovementFiltersInput)
    .output(stockMovementTotalsSchema)
    .query(({ ctx, input }) => inventory.movementTotals(ctx, input)),
  stockMovements: adminProcedure
    .meta({
      scope: "catalogue:read",
      openapi: {
        method: "GET",
        path: "/admin/stock-movements",
        tags,
        protect: true,
        summary:
          "Every change of stock (sale, cancellation, refund, adjustment, club run, import), newest first; a product's counted stock is the sum of its movements; format=csv answers every row found as a file; the full count in X-Total-Count",
      },
      produces: "text/csv",
      alsoJson: true,
    })
    .input(stockMovementsInput)
    .output(z.union([z.array(stockMovementSchema), z.string()]))
    .query(({ ctx, input }) => inventory.movements(ctx, input)),
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
