import { z } from "zod";
import { merchandiseSizeSchema } from "../merchandise/schemas";
import { STOCK_CHANGE_MAX, stockItemKinds, stockReasons } from "./labels";

export {
  STOCK_CHANGE_MAX,
  type StockItemKind,
  type StockReason,
  signedChange,
  stockItemKinds,
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
