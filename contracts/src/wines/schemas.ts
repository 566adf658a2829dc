import { z } from "zod";
import { lowStockInput } from "../inventory/low-stock";
import { memberCategorySchema } from "../membership/schemas";
import { amountPattern, moneyString } from "../money-schemas";
import { wineSorts, wineTypes } from "./labels";

export { type WineSort, type WineType, wineSortLabels, wineTypeLabels } from "./labels";

export const wineTypeSchema = z.enum(wineTypes);
export const wineSortSchema = z.enum(wineSorts);

export const wineSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: wineTypeSchema,
  vintage: z.number().int(),
  price: moneyString,
  casePrice: moneyString.nullable(),
  bottlesPerCase: z.number().int(),
  stock: z.number().int(),
  /** The back office's low-stock level: low at this many bottles or fewer; null is the default 12. */
  lowStockAt: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  tastingNotes: z.string().nullable(),
  pairingNotes: z.string().nullable(),
  alcoholContent: z.string().nullable(),
  region: z.string().nullable(),
  grapeVariety: z.string().nullable(),
  servingTemp: z.string().nullable(),
  rating: z.string().nullable(),
  isExclusive: z.boolean(),
  isAvailable: z.boolean(),
  membershipCategory: memberCategorySchema.nullable(),
  createdAt: z.string(),
});
export type Wine = z.infer<typeof wineSchema>;

export const listWinesInput = z
  .object({
    search: z.string().trim().max(100).optional(),
    type: wineTypeSchema.optional(),
    sort: wineSortSchema.optional(),
  })
  .optional();
export type ListWinesInput = z.infer<typeof listWinesInput>;

export const wineIdInput = z.object({ id: z.string().min(1).max(64) });

const optionalDecimal = (label: string, pattern: RegExp, hint: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : typeof v === "number" ? String(v) : v),
    z.string().trim().regex(pattern, `${label}: ${hint}`).nullable(),
  );

/** Nothing was typed: "required"; anything else that is not a number gets its own message. */
const missing = (input: unknown) => input === undefined || input === null || input === "";

/** The admin wine form (docs/spec part 2 §5): blank optional decimals become null. */
export const wineFormInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Name must be at most 120 characters"),
  type: z.enum(wineTypeSchema.options, { error: "Choose a wine type" }),
  description: z.string().trim().min(1, "Description is required").max(2000),
  vintage: z
    .number({ error: (issue) => (missing(issue.input) ? "Vintage is required" : "Vintage must be a year") })
    .int("Vintage must be a year")
    .min(1900, "Vintage must be 1900 or later")
    .max(2100, "Vintage must be 2100 or earlier"),
  price: z.preprocess(
    (v) => (typeof v === "number" ? v.toFixed(2) : v),
    z
      .string({ error: "Price is required" })
      .trim()
      .min(1, { error: "Price is required", abort: true })
      .regex(amountPattern, "Price must be an amount like 24.99"),
  ),
  casePrice: optionalDecimal("Case price", amountPattern, "an amount like 240.00").optional(),
  bottlesPerCase: z
    .union([z.literal(6), z.literal(12), z.literal(24)], { error: "Bottles per case is 6, 12 or 24" })
    .default(12),
  stock: z
    .number({
      error: (issue) => (missing(issue.input) ? "Stock is required" : "Stock must be a whole number"),
    })
    .int("Stock must be a whole number")
    .min(-1, "Stock is -1 (unlimited) or more"),
  lowStockAt: lowStockInput,
  imageUrl: z.preprocess((v) => (v === "" ? null : v), z.string().trim().max(500).nullable().optional()),
  tastingNotes: z.string().trim().max(2000).nullable().optional(),
  pairingNotes: z.string().trim().max(2000).nullable().optional(),
  alcoholContent: optionalDecimal("Alcohol", /^\d{1,2}(\.\d)?$/, "a percentage like 12.5").optional(),
  region: z.string().trim().max(120).nullable().optional(),
  grapeVariety: z.string().trim().max(120).nullable().optional(),
  servingTemp: z.string().trim().max(60).nullable().optional(),
  rating: optionalDecimal("Rating", /^(5(\.0)?|[0-4](\.\d)?)$/, "a number from 0 to 5").optional(),
  isExclusive: z.boolean().default(false),
  isAvailable: z.boolean().default(true),
  membershipCategory: z
    .preprocess((v) => (v === "none" || v === "" ? null : v), memberCategorySchema.nullable())
    .default(null),
});
export type WineFormInput = z.infer<typeof wineFormInput>;

/**
 * The form's fields for an existing wine. `stock` may be left out (the back office's form shows it
 * read-only: it changes through adjustments); sent and different, it is recorded as an adjustment.
 */
export const updateWineInput = wineFormInput.extend({
  id: z.string().min(1).max(64),
  stock: wineFormInput.shape.stock.optional(),
});
export type UpdateWineInput = z.infer<typeof updateWineInput>;

export const removeOutput = z.union([
  z.object({ deleted: z.literal(true) }),
  z.object({ deactivated: z.literal(true) }),
]);
