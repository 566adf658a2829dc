import { z } from "zod";
import { destinationSchema } from "../compliance/schemas";
import { giftPackageSchema } from "../gifts/schemas";
import { tierSchema } from "../membership/schemas";
import { merchandiseSchema, merchandiseSizeSchema, SIZE_MESSAGE } from "../merchandise/schemas";
import { moneyString } from "../money-schemas";
import { wineSchema } from "../wines/schemas";
import { lineKinds } from "./kinds";
import { CUSTOM_MESSAGE_MAX, packagingOptions } from "./rules";

export const lineKindSchema = z.enum(lineKinds);
export const packagingIdSchema = z.enum(packagingOptions.map((p) => p.id) as [string, ...string[]]);

export const packagingSchema = z.object({ id: z.string(), name: z.string(), price: moneyString });
export type Packaging = z.infer<typeof packagingSchema>;

export const cartLineSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  /** The line's kind, absent for a plain wine line (the spec's client shape calls it `type`). */
  type: lineKindSchema.exclude(["wine"]).optional(),
  wine: wineSchema.optional(),
  giftPackage: giftPackageSchema.optional(),
  merchandise: merchandiseSchema.optional(),
  /** Apparel's size: the same item in two sizes is two lines. */
  size: merchandiseSizeSchema.optional(),
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
const itemId = z.string().min(1).max(64);
const required = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(64);
/** What clients may send besides the line itself (the spec's variants): read by nobody. */
const extras = { price: ignored, discount: ignored, name: ignored, imageUrl: ignored };

/**
 * POST /api/cart: the four shapes of docs/product/api.md, one per kind of line. They are told apart by their
 * fields (`type`, `productType`, `isMembershipWine`), then parsed as one union on `kind`.
 */
const addLineUnion = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("wine"), wineId: required("wineId"), quantity: quantity.optional(), ...extras }),
  z.object({
    kind: z.literal("membership_wine"),
    wineId: required("wineId"),
    quantity: quantity.optional(),
    ...extras,
  }),
  z.object({
    kind: z.literal("membership"),
    tier: z.enum(tierSchema.options, { error: "Choose a membership tier" }),
    ...extras,
  }),
  z.object({
    kind: z.literal("merchandise"),
    productId: required("productId"),
    quantity: quantity.optional(),
    /** Required for items with sizes (apparel), refused on the rest (the cart service knows which). */
    size: z
      .string({ error: SIZE_MESSAGE })
      .trim()
      .max(8, SIZE_MESSAGE)
      .transform((v) => v.toUpperCase())
      .pipe(merchandiseSizeSchema)
      .optional(),
    ...extras,
  }),
]);

/** Which kind of line a request asks for, from the fields the spec's shapes use. */
function withKind(body: AddToCartRequest): Record<string, unknown> {
  if (body.productType === "merchandise" || body.type === "merchandise") {
    return { ...body, kind: "merchandise", productId: body.productId ?? body.wineId };
  }
  if (body.type === "membership") return { ...body, kind: "membership" };
  if (body.type === "membership_wine" || body.isMembershipWine === true) {
    return { ...body, kind: "membership_wine" };
  }
  return { ...body, kind: "wine" };
}

/** The fields of every request shape (docs/product/api.md's four variants and the spec's extras). */
const addToCartRequest = z.object({
  wineId: itemId.optional(),
  quantity: quantity.optional(),
  type: lineKindSchema.optional(),
  tier: tierSchema.optional(),
  productId: itemId.optional(),
  productType: z.enum(["merchandise"]).optional(),
  size: z.string({ error: SIZE_MESSAGE }).trim().max(8, SIZE_MESSAGE).optional(),
  isMembershipWine: z.boolean().optional(),
  ...extras,
});
export type AddToCartRequest = z.input<typeof addToCartRequest>;

/**
 * POST /api/cart's input: any of the request shapes in, one line of the union on `kind` out, with
 * the messages of the shape it matched ("Choose a membership tier" when a membership has none).
 */
export const addToCartInput = addToCartRequest.transform((body, ctx): AddToCartInput => {
  const parsed = addLineUnion.safeParse(withKind(body));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }
  return z.NEVER;
});
export type AddToCartInput = z.infer<typeof addLineUnion>;

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

export const summaryInput = z
  .object({
    coupon: z.string().trim().max(40).optional(),
    /** The shipping state once the address is known, or "pickup": the tax follows it. */
    state: destinationSchema.optional(),
  })
  .optional();

export const cartSummaryOutput = z.object({
  subtotal: moneyString,
  packaging: moneyString,
  discount: moneyString,
  discountPercent: z.number(),
  /** "coupon", "member" (club discount) or null. */
  discountSource: z.enum(["coupon", "member"]).nullable(),
  /** The kept coupon's kind when the coupon won: a fixed coupon has discountPercent 0. */
  couponType: z.enum(["percentage", "fixed"]).nullable(),
  /**
   * Set when a coupon and the member's club discount both apply: which one was kept (the larger
   * amount; the club discount on a tie, leaving the coupon unspent) and what each would take off.
   */
  discountChoice: z
    .object({
      kept: z.enum(["coupon", "member"]),
      reason: z.enum(["larger", "equal"]),
      couponDiscount: moneyString,
      memberDiscount: moneyString,
      memberPercent: z.number(),
    })
    .nullable(),
  tax: moneyString,
  /** The rate the tax was reckoned at ("0.0800"): the destination's, or 8 % before it is known. */
  taxRate: z.string(),
  /** The state whose rate applies (OH for a pickup), or null while the address is not known. */
  taxState: z.string().nullable(),
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
  /** The percentage for a percentage coupon; 0 for a fixed amount. */
  discountPercent: z.number(),
});
export type CouponOutput = z.infer<typeof couponOutput>;
