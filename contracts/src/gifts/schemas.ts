import { z } from "zod";
import { moneyInput, moneyString } from "../money-schemas";
import { occasions } from "./labels";

export { type Occasion, occasionLabels } from "./labels";

export const occasionSchema = z.enum(occasions);

export const giftWineSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  vintage: z.number().int(),
  imageUrl: z.string().nullable(),
});

export const giftPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: moneyString,
  imageUrl: z.string().nullable(),
  occasion: occasionSchema,
  giftNote: z.string().nullable(),
  wineIds: z.array(z.string()),
  /** The wines the package holds, in order. */
  wines: z.array(giftWineSchema),
  isActive: z.boolean(),
  /** False when a wine it holds is out of stock. */
  inStock: z.boolean(),
});
export type GiftPackage = z.infer<typeof giftPackageSchema>;

export const listGiftPackagesInput = z.object({ occasion: occasionSchema.optional() }).optional();

export const giftPackageFormInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(120),
  description: z.string().trim().min(1, "Description is required").max(2000),
  price: moneyInput("Enter an amount like 49.99"),
  imageUrl: z.string().trim().max(500).nullable().optional(),
  occasion: z.enum(occasionSchema.options, { error: "Choose an occasion" }),
  giftNote: z.string().trim().max(500).nullable().optional(),
  wineIds: z.array(z.string().min(1)).min(1, "Choose at least one wine").max(12),
  isActive: z.boolean().default(true),
});
export type GiftPackageFormInput = z.infer<typeof giftPackageFormInput>;

export const giftPackageIdInput = z.object({ id: z.string().min(1).max(64) });

export const updateGiftPackageInput = giftPackageFormInput.extend({ id: z.string().min(1).max(64) });
export type UpdateGiftPackageInput = z.infer<typeof updateGiftPackageInput>;
