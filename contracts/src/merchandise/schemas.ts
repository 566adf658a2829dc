import { z } from "zod";
import { lowStockInput } from "../inventory/low-stock";
import { moneyInput, moneyString } from "../money-schemas";
import { hasSizes, merchandiseCategories, merchandiseSizes, merchandiseSorts, SIZE_MESSAGE } from "./labels";

export {
  hasSizes,
  isMerchandiseSize,
  type MerchandiseCategory,
  type MerchandiseSize,
  type MerchandiseSort,
  merchandiseSizes,
  merchandiseSortLabels,
  SIZE_MESSAGE,
} from "./labels";

export const merchandiseCategorySchema = z.enum(merchandiseCategories);
export const merchandiseSortSchema = z.enum(merchandiseSorts);
export const merchandiseSizeSchema = z.enum(merchandiseSizes, { error: SIZE_MESSAGE });

const stockCount = z
  .number({ error: "Stock must be a number" })
  .int("Stock must be a whole number")
  .min(0, "Stock cannot be negative");

export const sizeStockSchema = z.object({ size: merchandiseSizeSchema, stock: stockCount });
export type SizeStock = z.infer<typeof sizeStockSchema>;

export const merchandiseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  longDescription: z.string().nullable(),
  price: moneyString,
  imageUrl: z.string().nullable(),
  category: merchandiseCategorySchema,
  /** For apparel, the sum of its sizes' stock. */
  stock: z.number().int(),
  /** The back office's low-stock level; null is the default 12. */
  lowStockAt: z.number().int().nullable(),
  inStock: z.boolean(),
  /** Apparel: every size (S-XXL) with its stock; empty for items without sizes. */
  sizes: z.array(sizeStockSchema),
  rating: z.string().nullable(),
  reviews: z.number().int(),
  isActive: z.boolean(),
});
export type Merchandise = z.infer<typeof merchandiseSchema>;

/**
 * REST query strings carry "true"/"false" while tRPC callers send a boolean. trpc-to-openapi would
 * otherwise coerce a plain z.boolean() with Boolean(value), which turns "false" into true.
 */
const queryBoolean = z
  .union([z.boolean(), z.enum(["true", "false"])], { error: "Use true or false" })
  .transform((value) => value === true || value === "true");

export const listMerchandiseInput = z
  .object({
    category: merchandiseCategorySchema.optional(),
    /** true: only items with stock; false: only sold-out items. */
    inStock: queryBoolean.optional(),
    sort: merchandiseSortSchema.optional(),
  })
  .optional();
export type ListMerchandiseInput = z.infer<typeof listMerchandiseInput>;

const merchandiseFields = z.object({
  name: z.string().trim().min(1, "Name is required").max(120),
  description: z.string().trim().min(1, "Description is required").max(500),
  longDescription: z.string().trim().max(4000).nullable().optional(),
  price: moneyInput("Enter an amount like 24.99"),
  imageUrl: z.string().trim().max(500).nullable().optional(),
  category: z.enum(merchandiseCategorySchema.options, { error: "Choose a category" }),
  /** Items without sizes; apparel's stock is the sum of `sizes`. */
  stock: stockCount.optional(),
  /** Apparel: the stock of each size (a size left out has none). */
  sizes: z.array(sizeStockSchema).max(merchandiseSizes.length).optional(),
  lowStockAt: lowStockInput,
  rating: z
    .string()
    .trim()
    .regex(/^(5(\.0)?|[0-4](\.\d)?)$/, "Rating is a number from 0 to 5")
    .nullable()
    .optional(),
  reviews: z.number().int().min(0).default(0),
  isActive: z.boolean().default(true),
});

/** Apparel is stocked per size, everything else as one number. */
function checkStock(
  input: z.infer<typeof merchandiseFields>,
  ctx: z.RefinementCtx<z.infer<typeof merchandiseFields>>,
) {
  // It also runs when a field failed (see `always`): the sizes may not be a list then.
  const listed = Array.isArray(input.sizes) ? input.sizes : undefined;
  if (hasSizes(input.category)) {
    if (!listed) ctx.addIssue({ code: "custom", path: ["sizes"], message: "Enter the stock of each size" });
    const sizes = listed?.map((s) => s.size) ?? [];
    if (new Set(sizes).size !== sizes.length) {
      ctx.addIssue({ code: "custom", path: ["sizes"], message: "Each size can be listed once" });
    }
    return;
  }
  if (input.stock === undefined)
    ctx.addIssue({ code: "custom", path: ["stock"], message: "Stock is required" });
  if (listed && listed.length > 0) {
    ctx.addIssue({ code: "custom", path: ["sizes"], message: `Only apparel comes in sizes` });
  }
}

/**
 * The stock check runs even when another field failed, so the form shows every message at once
 * (zod skips a refinement after a failed field unless it is told `when`).
 */
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

export const merchandiseFormInput = merchandiseFields.superRefine(checkStock, always);
export type MerchandiseFormInput = z.infer<typeof merchandiseFormInput>;

export const merchandiseIdInput = z.object({ id: z.string().min(1).max(64) });

/**
 * An existing item: its stock (or sizes) may be left out, as the back office's form does (stock
 * changes through adjustments); sent, a difference is recorded as an adjustment.
 */
export const updateMerchandiseInput = merchandiseFields
  .extend({ id: z.string().min(1).max(64) })
  .superRefine((input, ctx) => {
    if (input.stock !== undefined || input.sizes !== undefined) checkStock(input, ctx);
  }, always);
export type UpdateMerchandiseInput = z.infer<typeof updateMerchandiseInput>;
