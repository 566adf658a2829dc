import { z } from "zod";
import { lineKindSchema } from "../cart/schemas";
import { tierSchema } from "../membership/schemas";
import { merchandiseSizeSchema } from "../merchandise/schemas";
import { moneyString } from "../money-schemas";
import { phoneSchema } from "../phone";
import { carriers, orderEventKinds, orderStatuses, usStates } from "./labels";

export {
  type Carrier,
  type CustomerType,
  carrierLabels,
  carriers,
  customerTypeLabels,
  customerTypes,
  type OrderEventKind,
  type OrderStatus,
  orderEventKinds,
  orderNumber,
  orderStatuses,
  orderStatusLabels,
  type PaymentStatus,
  paymentStatuses,
  paymentStatusLabels,
  RECEIPT_EVENT_PREFIX,
  receiptEmailIn,
  usStates,
} from "./labels";

export const orderStatusSchema = z.enum(orderStatuses);

const stateCodes = usStates.map(([code]) => code) as [string, ...string[]];

const required = (label: string, max = 100) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const shippingAddressInput = z.object({
  address: required("Street address", 200),
  city: required("City", 100),
  state: z.enum(stateCodes, { error: "Choose a state" }),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "ZIP code must be 5 digits"),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressInput>;

export const customerInfoSchema = shippingAddressInput.extend({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid e-mail address")),
  firstName: required("First name", 60),
  lastName: required("Last name", 60),
  phone: phoneSchema,
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** Signed-in customers send only the address (their name and e-mail come from the account). */
export const processPaymentInput = z.object({
  paymentMethodId: z
    .string()
    .trim()
    .min(3, "Card information missing: Please enter your card details.")
    .max(200),
  amount: z.number().int("amount is in whole cents").min(0),
  customerInfo: z
    .object({
      email: z.string().trim().max(254).optional(),
      firstName: z.string().trim().max(60).optional(),
      lastName: z.string().trim().max(60).optional(),
      phone: z.string().trim().max(30).optional(),
      address: z.string().trim().max(200).optional(),
      city: z.string().trim().max(100).optional(),
      state: z.string().trim().max(2).optional(),
      zipCode: z.string().trim().max(10).optional(),
      /** "pickup": collected at the tasting room (no address needed, Ohio's tax); "ship" when left out. */
      delivery: z.enum(["ship", "pickup"], { error: 'delivery is "ship" or "pickup"' }).optional(),
      /** yyyy-MM-dd. A guest always sends it; an account sends it once when it has none yet. */
      dateOfBirth: z.string().trim().max(10).optional(),
    })
    .optional(),
  couponCode: z.string().trim().max(40).nullable().optional(),
  /**
   * Required (true) when the cart holds a club membership: the member agreed to be charged the
   * tier's price with tax every month on the day they join, until they cancel.
   */
  renewalConsent: z
    .boolean()
    .optional()
    .describe(
      "Required (true) when the cart holds a club membership: the member agreed to the monthly renewal (tier price plus tax, on the day they join, until cancelled)",
    ),
  idempotencyKey: z
    .string()
    .trim()
    .min(8, "idempotencyKey must be at least 8 characters")
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "idempotencyKey may use letters, digits, - and _"),
});
export type ProcessPaymentInput = z.infer<typeof processPaymentInput>;

export const processPaymentOutput = z.object({
  success: z.boolean(),
  orderNumber: z.string(),
  orderId: z.string(),
  /** Opens the order at /order-success and GET /api/orders/{id}?token= without signing in. */
  orderToken: z.string(),
  paymentIntentId: z.string().nullable(),
  /** The address the receipt e-mail was queued for, or null when none was (round 2). */
  receiptEmail: z.string().nullable(),
  error: z.string().optional(),
  message: z.string().optional(),
});
export type ProcessPaymentOutput = z.infer<typeof processPaymentOutput>;

export const testPaymentMethodInput = z.object({
  cardNumber: z.string().trim().min(1, "Card number is required").max(23),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "Expiry must be MM/YY"),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "CVC must be 3 or 4 digits"),
  name: required("Cardholder name", 100),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "Billing ZIP must be 5 digits"),
});
export type TestPaymentMethodInput = z.infer<typeof testPaymentMethodInput>;
export const testPaymentMethodOutput = z.object({
  paymentMethodId: z.string(),
  last4: z.string(),
  brand: z.string(),
});

export const postalAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

export const orderItemSchema = z.object({
  id: z.string(),
  kind: lineKindSchema,
  name: z.string(),
  quantity: z.number().int(),
  price: moneyString,
  lineTotal: moneyString,
  wineId: z.string().nullable(),
  giftPackageId: z.string().nullable(),
  merchandiseId: z.string().nullable(),
  tier: tierSchema.nullable(),
  /** Apparel's size when ordered. */
  size: merchandiseSizeSchema.nullable(),
  /** The wine, gift package or merchandise ordered (null for a membership); orders/sku.ts. */
  productId: z.string().nullable(),
  sku: z.string().nullable(),
  customMessage: z.string().nullable(),
  packaging: z.object({ id: z.string(), name: z.string(), price: moneyString }).nullable(),
});

/** One line of an order's timeline (customers see their own order's customer-visible ones). */
export const orderEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(orderEventKinds),
  /** "customer", "system", or the staff member's username. */
  by: z.string(),
  detail: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  userId: z.string().nullable(),
  status: orderStatusSchema,
  subtotal: moneyString,
  packaging: moneyString,
  discount: moneyString,
  tax: moneyString,
  shipping: moneyString,
  total: moneyString,
  couponCode: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  shippingAddress: postalAddressSchema.nullable(),
  /** Collected at the tasting room instead of shipped (no shipping address, Ohio's tax). */
  pickup: z.boolean(),
  /** The state whose sales-tax rate was charged (the shipping state, or OH for a pickup). */
  taxState: z.string().nullable(),
  /** The rate charged, four places ("0.0800"). */
  taxRate: z.string(),
  /** It holds wine: the carrier needs the signature of a person 21 or older. */
  adultSignature: z.boolean(),
  stripePaymentIntentId: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  carrier: z.enum(carriers).nullable(),
  /** Given back to the card so far. */
  refunded: moneyString,
  notes: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(orderItemSchema),
  /** The order's timeline, oldest first (for a customer: the events they may see). */
  events: z.array(orderEventSchema),
  /** Where the receipt was e-mailed, or null when none was (round 2). */
  receiptEmail: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderByIdInput = z.object({
  id: z.string().min(1).max(64),
  /** A guest reads their own order with the e-mail it was placed with. */
  email: z.string().trim().max(254).optional(),
  /** The order's link token (the success page, the receipt e-mail). */
  token: z.string().trim().max(100).optional(),
});

const carrierCodes = carriers.join(", ");

/**
 * A carrier code as the staff and partners send it ("UPS", "ups"): read in any case; an unknown code
 * is refused with the list of codes (docs/product/decisions.md, Round 3).
 */
export const carrierSchema = z
  .string({ error: `Choose the carrier: one of ${carrierCodes}` })
  .trim()
  .toLowerCase()
  .pipe(
    z.enum(carriers, {
      error: (issue) => `Unknown carrier "${String(issue.input)}": use one of ${carrierCodes}`,
    }),
  )
  .describe(`One of ${carrierCodes}, in any case`);

export const updateOrderInput = z.object({
  id: z.string().min(1).max(64),
  status: orderStatusSchema,
  trackingNumber: z.string().trim().max(100).nullable().optional(),
  /** Who carries it (optional); shipping needs a tracking number unless it is "pickup". */
  carrier: carrierSchema.nullable().optional(),
  notes: z.string().trim().max(2000).nullable().optional(),
});
export type UpdateOrderInput = z.infer<typeof updateOrderInput>;
