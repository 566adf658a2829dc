import { z } from "zod";
import { giftPackageSchema } from "../gifts/schemas";
import { tierSchema } from "../membership/schemas";
import { merchandiseSchema } from "../merchandise/schemas";
import { moneyString } from "../money-schemas";
import { wineSchema } from "../wines/schemas";
import { CUSTOM_MESSAGE_MAX, cartLineTypes, packagingOptions } from "./rules";

export const cartLineTypeSchema = z.enum(cartLineTypes);
export const packagingIdSchema = z.enum(packagingOptions.map((p) => p.id) as [string, ...string[]]);

export const packagingSchema = z.object({ id: z.string(), name: z.string(), price: moneyString });
export type Packaging = z.infer<typeof packagingSchema>;

export const cartLineSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  /** Absent for a plain wine line (the spec's shape). */
  type: cartLineTypeSchema.exclude(["wine"]).optional(),
  wine: wineSchema.optional(),
  giftPackage: giftPackageSchema.optional(),
  merchandise: merchandiseSchema.optional(),
  tier: tierSchema.optional(),
  customMessage: z.string().nullable(),
  packaging: packagingSchema.nullable(),
  /** Bottle or item price from the database. */
  unitPrice: moneyString,
  /** The line's price with case pricing, packaging excluded. */
  lineTotal: moneyString,
  /** True when at least one full case is charged at the case price. */
  casePricing: z.boolean(),
  /** The most this line may hold now (quantity bounds and stock). */
  maxQuantity: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

const ignored = z.unknown().optional().describe("Accepted and ignored: prices always come from the database");
const quantity = z.number({ error: "Quantity must be a number" }).int("Quantity must be a whole number");

/** One payload for every kind of line (the spec's variants); the server decides what it is. */
export const addToCartInput = z.object({
  wineId: z.string().min(1).max(64).optional(),
  quantity: quantity.optional(),
  type: cartLineTypeSchema.optional(),
  tier: tierSchema.optional(),
  productId: z.string().min(1).max(64).optional(),
  productType: z.enum(["merchandise"]).optional(),
  price: ignored,
  discount: ignored,
  isMembershipWine: z.boolean().optional(),
  name: ignored,
  imageUrl: ignored,
});
export type AddToCartInput = z.infer<typeof addToCartInput>;

export const cartItemIdInput = z.object({ itemId: z.string().min(1).max(64) });

export const updateQuantityInput = z.object({ itemId: z.string().min(1).max(64), quantity });

export const customizeInput = z
  .object({
    itemId: z.string().min(1).max(64),
    customMessage: z
      .string()
      .trim()
      .max(CUSTOM_MESSAGE_MAX, `A gift message can be at most ${CUSTOM_MESSAGE_MAX} characters`)
      .nullable()
      .optional(),
    packaging: z.object({ id: packagingIdSchema, name: ignored, price: ignored }).nullable().optional(),
  })
  .refine((v) => v.customMessage !== undefined || v.packaging !== undefined, {
    message: "Send a customMessage or a packaging choice",
  });
export type CustomizeInput = z.infer<typeof customizeInput>;

export const summaryInput = z.object({ coupon: z.string().trim().max(40).optional() }).optional();

export const cartSummaryOutput = z.object({
  subtotal: moneyString,
  packaging: moneyString,
  discount: moneyString,
  discountPercent: z.number(),
  /** "coupon", "member" (club discount) or null. */
  discountSource: z.enum(["coupon", "member"]).nullable(),
  tax: moneyString,
  shipping: moneyString,
  total: moneyString,
  freeShippingRemaining: moneyString,
  itemCount: z.number().int(),
  /** The coupon applied, when the one asked for is valid. */
  couponCode: z.string().nullable(),
  /** Why the coupon asked for was not applied. */
  couponError: z.string().nullable(),
  /** The coupon the cart keeps (or the one asked for), applied or not. */
  cartCoupon: z.string().nullable(),
});
export type CartSummaryOutput = z.infer<typeof cartSummaryOutput>;

export const validateCouponInput = z.object({
  code: z.string().trim().min(1, "Enter a coupon code").max(40),
});
export const applyCouponInput = validateCouponInput;
export const couponOutput = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(["percentage", "fixed"]),
  /** The percentage ("10.00" = 10 %) or the amount off in dollars, by `type`. */
  value: moneyString,
  discountPercent: z.number(),
});
export type CouponOutput = z.infer<typeof couponOutput>;
