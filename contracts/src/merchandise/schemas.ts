import { z } from "zod";
import { moneyInput, moneyString } from "../money-schemas";
import { merchandiseCategories, merchandiseSorts } from "./labels";

export {
  type MerchandiseCategory,
  type MerchandiseSize,
  type MerchandiseSort,
  merchandiseSizes,
  merchandiseSortLabels,
} from "./labels";

export const merchandiseCategorySchema = z.enum(merchandiseCategories);
export const merchandiseSortSchema = z.enum(merchandiseSorts);

export const merchandiseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  longDescription: z.string().nullable(),
  price: moneyString,
  imageUrl: z.string().nullable(),
  category: merchandiseCategorySchema,
  stock: z.number().int(),
  inStock: z.boolean(),
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

export const merchandiseFormInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(120),
  description: z.string().trim().min(1, "Description is required").max(500),
  longDescription: z.string().trim().max(4000).nullable().optional(),
  price: moneyInput("Enter an amount like 24.99"),
  imageUrl: z.string().trim().max(500).nullable().optional(),
  category: z.enum(merchandiseCategorySchema.options, { error: "Choose a category" }),
  stock: z.number().int("Stock must be a whole number").min(0, "Stock cannot be negative"),
  rating: z
    .string()
    .trim()
    .regex(/^(5(\.0)?|[0-4](\.\d)?)$/, "Rating is a number from 0 to 5")
    .nullable()
    .optional(),
  reviews: z.number().int().min(0).default(0),
  isActive: z.boolean().default(true),
});
export type MerchandiseFormInput = z.infer<typeof merchandiseFormInput>;

export const merchandiseIdInput = z.object({ id: z.string().min(1).max(64) });

export const updateMerchandiseInput = merchandiseFormInput.extend({ id: z.string().min(1).max(64) });
export type UpdateMerchandiseInput = z.infer<typeof updateMerchandiseInput>;
