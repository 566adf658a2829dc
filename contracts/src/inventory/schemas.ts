import { z } from "zod";
import { merchandiseSizeSchema } from "../merchandise/schemas";
import { listPaging } from "../paging";
import { syncFilters } from "../partners/sync";
import {
  STOCK_CHANGE_MAX,
  stockItemKinds,
  stockMovementReasons,
  stockProductKinds,
  stockReasons,
} from "./labels";

export {
  isLowStock,
  lowStockAt,
  STOCK_CHANGE_MAX,
  type StockItemKind,
  type StockMovementReason,
  type StockProductKind,
  type StockReason,
  signedChange,
  stockItemKinds,
  stockMovementReasonLabels,
  stockMovementReasons,
  stockProductKinds,
  stockReasonLabels,
  stockReasons,
} from "./labels";

const itemRef = {
  kind: z.enum(stockItemKinds, { error: "Choose wine or merchandise" }),
  itemId: z.string().min(1).max(64),
};

/** POST /api/admin/stock-adjustments: a signed change with its reason (and apparel's size). */
export const stockAdjustmentInput = z.object({
  ...itemRef,
  size: merchandiseSizeSchema.optional(),
  change: z
    .number({ error: "Enter a change like 12 or -3" })
    .int("The change must be a whole number")
    .min(-STOCK_CHANGE_MAX, `A change can be at most ${STOCK_CHANGE_MAX} either way`)
    .max(STOCK_CHANGE_MAX, `A change can be at most ${STOCK_CHANGE_MAX} either way`)
    .refine((n) => n !== 0, "The change cannot be 0"),
  reason: z.enum(stockReasons, { error: "Choose a reason" }),
  note: z.string().trim().max(200, "A note can be at most 200 characters").nullable().optional(),
});
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentInput>;

export const stockAdjustmentsInput = z.object(itemRef);
export type StockAdjustmentsInput = z.infer<typeof stockAdjustmentsInput>;

export const stockAdjustmentSchema = z.object({
  id: z.string(),
  size: merchandiseSizeSchema.nullable(),
  change: z.number().int(),
  /** The stock (of the size, for apparel) right after the change. */
  stockAfter: z.number().int(),
  reason: z.enum(stockReasons),
  note: z.string().nullable(),
  /** The staff member's username. */
  by: z.string(),
  at: z.string(),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockAdjustedOutput = z.object({
  adjustment: stockAdjustmentSchema,
  /** The item's stock now (apparel: the sum of its sizes). */
  stock: z.number().int(),
});
export type StockAdjustedOutput = z.infer<typeof stockAdjustedOutput>;

// ---------------------------------------------------------------- movements

/** GET /api/admin/stock-movements: newest first, filtered by product and time, as JSON or CSV. */
export const stockMovementsInput = z.object({
  kind: z.enum(stockProductKinds, { error: "kind is wine, gift or merchandise" }).optional(),
  productId: z.string().trim().min(1).max(64).optional(),
  reason: z.enum(stockMovementReasons, { error: "Choose a reason from the list" }).optional(),
  createdFrom: syncFilters.createdFrom,
  createdTo: syncFilters.createdTo,
  format: z.enum(["json", "csv"]).optional(),
  ...listPaging,
});
export type StockMovementsInput = z.infer<typeof stockMovementsInput>;

/** One change of one product's stock (apparel: of one size), with who, why and when. */
export const stockMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(stockProductKinds),
  productId: z.string(),
  /** The wine's "name vintage" or the item's name, as it is now. */
  productName: z.string(),
  size: merchandiseSizeSchema.nullable(),
  change: z.number().int(),
  reason: z.enum(stockMovementReasons),
  /** An adjustment's reason as the Products screen gave it (received, breakage, ...). */
  adjustmentReason: z.enum(stockReasons).nullable(),
  orderId: z.string().nullable(),
  /** The staff member's username; null for the shop's own moves (a sale, a declined payment). */
  by: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** The stock (of the size, for apparel) right after the change; -1 is unlimited. */
  stockAfter: z.number().int(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** GET /api/admin/stock-movements/totals: how many movements the filters find and their net change. */
export const stockMovementTotalsSchema = z.object({
  count: z.number().int(),
  /** The sum of their changes: for one product and no dates, its counted stock. */
  change: z.number().int(),
});
export type StockMovementTotals = z.infer<typeof stockMovementTotalsSchema>;

export const stockMovementFiltersInput = stockMovementsInput.omit({
  format: true,
  page: true,
  pageSize: true,
});
export type StockMovementFiltersInput = z.infer<typeof stockMovementFiltersInput>;
