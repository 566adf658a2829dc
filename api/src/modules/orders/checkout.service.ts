import { TRPCError } from "@trpc/server";
import {
  canBuyWine,
  customerInfoSchema,
  EXCLUSIVE_WINE_MESSAGE,
  formatCents,
  isValidPhone,
  lineSubtotalCents,
  orderNumber,
  PHONE_MESSAGE,
  type ProcessPaymentInput,
  type ProcessPaymentOutput,
  RENEWAL_CONSENT_REQUIRED,
  renewalConsentText,
  type ShippingAddressInput,
  shippingAddressInput,
  type TestPaymentMethodInput,
  tiers,
} from "contracts";
import {
  columnParams,
  type Executor,
  isUniqueViolation,
  newId,
  orderItems,
  orders,
  param,
  prepared,
  type Tx,
} from "db";
import { eq } from "drizzle-orm";
import { giveBackIn, limits, type Taken, takeOrThrow, tooManyRequests } from "../../auth/rate-limit";
import { type DeclineCode, declineMessages, type SavedMethod } from "../../payments/gateway";
import { type Claim, releaseClaim, takeClaim } from "../../shared/claims";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, forbidden, notFound } from "../../trpc/errors";
import * as cart from "../cart/cart.service";
import { reserveUse } from "../coupons/coupons.service";
import { giftPackagesWithWines } from "../gifts/gifts.service";
import * as merchandiseStock from "../merchandise/merchandise.service";
import { recordMoves } from "../stock/stock.service";
import * as wineStock from "../wines/wines.service";
import { bottlesOf, checkBuyer, countBottles, type Sale } from "./lawful-sale";
import { receiptEmailOf } from "./order-emails";
import { announceStock, cancelUnpaid, markPaid, movesOf, stockOfOrder } from "./order-payments";
import { addOrderEvent, issueOrderToken, type OrderRow, PaymentError } from "./orders.service";

export const CART_CHANGED = "Your cart changed. Please review your order total.";
const GATEWAY_UNREACHABLE =
  "We could not reach the payment service. Your order is on hold: if your card was charged it will be confirmed, otherwise nothing is taken. Please try again in a few minutes.";
const IDEMPOTENCY_KEY_TAKEN = "This idempotency key was already used for another checkout. Send a new key.";

/** Who buys and where it goes: `address` is null for a pickup at the tasting room. */
interface Customer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: ShippingAddressInput | null;
}

const firstIssue = (error: { issues: { message: string }[] }, fallback: string) =>
  error.issues[0]?.message ?? fallback;

/** The customer's details: a signed-in user's own name and e-mail, the address from the form. */
function resolveCustomer(ctx: Context, input: ProcessPaymentInput): Customer {
  const given = input.customerInfo ?? {};
  let address: ShippingAddressInput | null = null;
  if (given.delivery !== "pickup") {
    const parsed = shippingAddressInput.safeParse(given);
    if (!parsed.success) throw badRequest(firstIssue(parsed.error, "Please enter your shipping address"));
    address = parsed.data;
  }
  if (ctx.user) {
    const phone = given.phone?.trim() || ctx.user.phone || "";
    if (given.phone?.trim() && !isValidPhone(given.phone)) throw badRequest(PHONE_MESSAGE);
    return {
      email: ctx.user.email,
      firstName: ctx.user.firstName || given.firstName || ctx.user.username,
      lastName: ctx.user.lastName || given.lastName || "",
      phone,
      address,
    };
  }
  const parsed = guestSchema.safeParse(given);
  if (!parsed.success) throw badRequest(firstIssue(parsed.error, "Please fill in all required fields"));
  return { ...parsed.data, address };
}

/** A guest's name and contact (the address is checked on its own: a pickup has none). */
const guestSchema = customerInfoSchema.pick({ email: true, firstName: true, lastName: true, phone: true });

function lineName(row: cart.LoadedRow): string {
  if (row.wine) return `${row.wine.name} ${row.wine.vintage}`;
  if (row.gift) return row.gift.name;
  if (row.merch) return row.merch.name;
  return row.item.tier ? `Wine Club ${tiers[row.item.tier].name} Membership` : "Item";
}

type NewOrderRow = Required<Pick<typeof orders.$inferInsert, (typeof orderColumns)[number]>>;
type NewItemRow = Required<Pick<typeof orderItems.$inferInsert, (typeof itemColumns)[number]>>;
// The checkout's inserts, built once (db/src/prepared.ts).
const orderColumns = [
  "id",
  "userId",
  "status",
  "subtotal",
  "packaging",
  "discount",
  "tax",
  "shipping",
  "total",
  "couponCode",
  "customerEmail",
  "customerName",
  "customerPhone",
  "shippingAddress",
  "pickup",
  "taxState",
  "taxRate",
  "bottles",
  "adultSignature",
  "idempotencyKey",
  "ownerKey",
  "createdAt",
  "updatedAt",
] as const;
const itemColumns = [
  "id",
  "orderId",
  "kind",
  "wineId",
  "giftPackageId",
  "giftWineIds",
  "merchandiseId",
  "tier",
  "size",
  "name",
  "quantity",
  "price",
  "lineTotal",
  "customMessage",
  "packaging",
  "createdAt",
] as const;
const insertOrder = prepared((tx: Tx) => tx.insert(orders).values(columnParams(orderColumns)).prepare());
const insertItem = prepared((tx: Tx) => tx.insert(orderItems).values(columnParams(itemColumns)).prepare());
const orderWithKey = prepared((db: Executor) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, param("key")))
    .prepare(),
);

interface PendingOrder {
  orderId: string;
  amountCents: number;
  email: string;
  cartLineIds: string[];
  /** The cart starts a club membership: its card is saved for the renewals. */
  startsMembership: boolean;
  /** Opens the order without signing in (the success page, the receipt); only its hash is kept. */
  token: string;
}

/** Checks and takes stock and writes the pending order, all in one immediate transaction. */
/** A checkout whose idempotency key another request's order already holds. */
class RepeatedKey extends Error {
  constructor(readonly order: OrderRow) {
    super("The idempotency key already has its order.");
  }
}

async function createPendingOrder(
  ctx: Context,
  input: ProcessPaymentInput,
  customer: Customer,
  owner: string,
): Promise<PendingOrder> {
  const now = ctx.clock.now().toISOString();
  const cartOwner = cart.ownerOf(ctx);
  return ctx.db.write(async (tx) => {
    // Read again in the transaction: a request with this key that committed since this one looked
    // (in another process, say) has emptied the cart, and this one is its repeat, not an empty cart.
    const earlier = await orderWithKey(tx).get({ key: input.idempotencyKey });
    if (earlier) throw new RepeatedKey(earlier);
    const destination = customer.address?.state ?? "pickup";
    const priced = await cart.priceCart(tx, cartOwner, {
      couponCode: input.couponCode,
      tier: ctx.user?.membershipTier ?? null,
      now: ctx.clock.now(),
      destination,
    });
    if (priced.rows.length === 0) throw badRequest("Your cart is empty");
    const gifts = await giftPackagesWithWines(
      tx,
      priced.rows.flatMap((r) => (r.gift ? [r.gift] : [])),
    );
    const giftWineIds = (row: cart.LoadedRow) =>
      gifts.find((g) => g.id === row.item.giftPackageId)?.wineIds ?? null;
    const sale: Sale = {
      kinds: priced.rows.map((r) => r.item.kind),
      bottles: priced.rows.reduce((sum, r) => sum + bottlesOf({ ...r.item, giftWineIds: giftWineIds(r) }), 0),
      destination,
      email: customer.email,
      dateOfBirth: input.customerInfo?.dateOfBirth,
    };
    // The age and the state come first: nothing is priced into an order for someone refused.
    await checkBuyer(tx, ctx, sale);
    // Joining renews every month: the card is charged again only with the member's consent.
    if (priced.rows.some((r) => r.item.kind === "membership") && input.renewalConsent !== true) {
      throw badRequest(RENEWAL_CONSENT_REQUIRED);
    }
    // A membership that ended after the wine went into the cart no longer buys an exclusive one.
    const tier = ctx.user?.membershipTier ?? null;
    if (priced.rows.some((r) => r.item.kind === "wine" && r.wine && !canBuyWine(r.wine, tier))) {
      throw forbidden(EXCLUSIVE_WINE_MESSAGE);
    }
    if (input.couponCode?.trim() && priced.couponError && priced.summary.discountSource !== "member") {
      throw conflict(priced.couponError);
    }
    if (priced.summary.totalCents !== input.amount) throw conflict(CART_CHANGED);
    // The coupon's use is taken now, with the stock, so a one-use coupon cannot be spent twice
    // by checkouts whose charges overlap; a failed payment gives it back.
    if (priced.couponCode && !(await reserveUse(tx, priced.couponCode))) {
      throw conflict("This coupon has been fully redeemed");
    }
    const s = priced.summary;
    const orderId = newId();
    const name = `${customer.firstName} ${customer.lastName}`.trim();
    await insertOrder(tx).run({
      id: orderId,
      userId: ctx.user?.id ?? null,
      status: "pending",
      subtotal: formatCents(s.subtotalCents),
      packaging: formatCents(s.packagingCents),
      discount: formatCents(s.discountCents),
      tax: formatCents(s.taxCents),
      shipping: formatCents(s.shippingCents),
      total: formatCents(s.totalCents),
      couponCode: priced.couponCode,
      customerEmail: customer.email,
      customerName: name,
      customerPhone: customer.phone || null,
      shippingAddress: customer.address && {
        name,
        line1: customer.address.address,
        line2: null,
        city: customer.address.city,
        state: customer.address.state,
        postalCode: customer.address.zipCode,
        country: "US",
      },
      pickup: customer.address === null,
      taxState: priced.taxState,
      taxRate: priced.taxRate,
      bottles: sale.bottles,
      adultSignature: sale.bottles > 0,
      idempotencyKey: input.idempotencyKey,
      ownerKey: owner,
      createdAt: now,
      updatedAt: now,
    } satisfies NewOrderRow);
    const token = await issueOrderToken(tx, orderId, now);
    await addOrderEvent(tx, {
      orderId,
      kind: "status",
      by: "customer",
      detail: `Order placed for $${formatCents(s.totalCents)}`,
      now: ctx.clock.now(),
    });
    // What the person ticked, word for word: the record of their consent to the renewals.
    for (const row of priced.rows) {
      if (row.item.kind !== "membership" || !row.item.tier) continue;
      await addOrderEvent(tx, {
        orderId,
        kind: "note",
        by: "customer",
        detail: `Renewal agreed at checkout: “${renewalConsentText(row.item.tier, ctx.clock.now())}”`,
        now: ctx.clock.now(),
      });
    }
    for (const row of priced.rows) {
      const line = cart.summaryLine(row);
      await insertItem(tx).run({
        id: newId(),
        orderId,
        kind: row.item.kind,
        wineId: row.item.wineId,
        giftPackageId: row.item.giftPackageId,
        giftWineIds: giftWineIds(row),
        merchandiseId: row.item.merchandiseId,
        tier: row.item.tier,
        size: row.item.size,
        name: lineName(row),
        quantity: row.item.quantity,
        price: formatCents(line.unitPriceCents),
        lineTotal: formatCents(lineSubtotalCents(line)),
        customMessage: row.item.customMessage,
        packaging: row.item.packaging,
        createdAt: now,
      } satisfies NewItemRow);
    }
    // Stock is taken from the lines just written (a gift package takes the wines it holds), with
    // guarded updates; an out-of-stock line throws and the whole order rolls back.
    const taken = await stockOfOrder(tx, orderId);
    for (const [wineId, quantity] of taken.wines) {
      if (!(await wineStock.takeStock(tx, wineId, quantity))) {
        const name = priced.rows.find((r) => r.wine?.id === wineId)?.wine?.name ?? "A wine in your cart";
        throw conflict(`Sorry, ${name} is out of stock.`);
      }
    }
    for (const [id, quantity] of taken.merchandise) {
      if (!(await merchandiseStock.takeStock(tx, id, quantity))) {
        const name = priced.rows.find((r) => r.merch?.id === id)?.merch?.name ?? "An item in your cart";
        throw conflict(`Sorry, ${name} is out of stock.`);
      }
    }
    for (const { merchandiseId, size, quantity } of taken.sizes) {
      if (!(await merchandiseStock.takeSizeStock(tx, merchandiseId, size, quantity))) {
        const name = priced.rows.find((r) => r.merch?.id === merchandiseId)?.merch?.name ?? "An item";
        throw conflict(`Sorry, ${name} in size ${size} is out of stock.`);
      }
    }
    await recordMoves(tx, movesOf(taken, -1), { reason: "sale", orderId, at: ctx.clock.now() });
    await announceStock(tx, ctx.hooks, taken, ctx.clock.now());
    // The state's yearly limit, counted with the stock: parallel checkouts never pass it.
    await countBottles(tx, ctx, sale);
    // The payment is in flight until the checkout writes its answer: the settling job, in any
    // process, leaves the order alone while this claim lasts.
    await takeClaim(tx, paymentClaim(orderId), ctx.clock.now(), PAYMENT_CLAIM_MS);
    return {
      orderId,
      amountCents: s.totalCents,
      email: customer.email,
      cartLineIds: priced.rows.map((r) => r.item.id),
      startsMembership: priced.rows.some((r) => r.item.kind === "membership"),
      token,
    };
  });
}

/** The approved payment's answer, with its attempt given back (an approved card counts nothing). */
async function confirmPaid(
  ctx: Context,
  pending: PendingOrder,
  paymentIntentId: string,
  savedMethod: SavedMethod | null,
  attempt: Taken,
): Promise<void> {
  await ctx.db.write(async (tx) => {
    const now = ctx.clock.now();
    if (await markPaid(tx, ctx.hooks, pending.orderId, paymentIntentId, now, "customer", savedMethod)) {
      await cart.convertCart(tx, cart.ownerOf(ctx), pending.orderId, now.toISOString());
    }
    await cart.removeLines(tx, pending.cartLineIds);
    // The coupon is spent with the order (a new cart starts without one).
    await cart.dropCoupon(tx, cart.ownerOf(ctx));
    await releaseClaim(tx, paymentClaim(pending.orderId));
    await giveBackIn(tx, attempt);
  });
}

/** The answer a finished order gives to a repeated request with the same idempotency key. */
async function replay(ctx: Context, row: OrderRow): Promise<ProcessPaymentOutput> {
  if (row.status === "pending") {
    throw conflict("This payment is still being processed. Please wait a moment.");
  }
  if (row.status === "cancelled" && !row.paidAt) {
    const [code, ...rest] = (row.notes ?? "processing_error").split(": ");
    const reason = (code && code in declineMessages ? code : "processing_error") as DeclineCode;
    throw new PaymentError(reason, rest.join(": ") || declineMessages[reason]);
  }
  return {
    success: true,
    orderNumber: orderNumber(row.id),
    orderId: row.id,
    // The first answer's token is kept only as a hash: the repeated answer gets a link of its own.
    orderToken: await ctx.db.write((tx) => issueOrderToken(tx, row.id, ctx.clock.now().toISOString())),
    paymentIntentId: row.stripePaymentIntentId,
    receiptEmail: await receiptEmailOf(ctx.db, row.id),
  };
}

/** The claim a checkout's payment holds from the pending order until its answer is written. */
export function paymentClaim(orderId: string): Claim {
  return { key: `payment:${orderId}`, holder: orderId };
}
/** Longer than the settling job's 30 minutes: only a checkout whose process died is settled. */
const PAYMENT_CLAIM_MS = 45 * 60 * 1000;
/** How long a repeated request waits for the first one's answer before saying it is in progress. */
const REPEAT_WAIT_MS = 10_000;

/**
 * Checkout: recompute the total, take stock and write the order pending (one transaction), charge
 * outside it with the request's idempotency key, then confirm or cancel. The same key sent again,
 * even at the same moment and to another process, gets the first answer (after waiting for it, or
 * a 409 saying it is in progress) and never a second charge; from another cart it is a 409. The
 * pending order's unique key is what decides which request pays: nothing is kept in memory.
 */
export async function processPayment(
  ctx: Context,
  input: ProcessPaymentInput,
): Promise<ProcessPaymentOutput> {
  const owner = cart.ownerKey(cart.ownerOf(ctx));
  const earlier = await orderByKey(ctx, input.idempotencyKey);
  if (earlier) return repeated(ctx, earlier, owner);
  try {
    return await checkout(ctx, input, owner);
  } catch (error) {
    if (error instanceof RepeatedKey) return repeated(ctx, error.order, owner);
    // Another request with this key wrote its pending order first: this one is its repeat.
    if (!isUniqueViolation(error)) throw error;
    const first = await orderByKey(ctx, input.idempotencyKey);
    if (!first) throw error;
    return repeated(ctx, first, owner);
  }
}

async function orderByKey(ctx: Context, idempotencyKey: string): Promise<OrderRow | undefined> {
  return orderWithKey(ctx.db).get({ key: idempotencyKey });
}

/** A repeated key: someone else's order is a 409; our own answers as the first request did. */
async function repeated(ctx: Context, earlier: OrderRow, owner: string): Promise<ProcessPaymentOutput> {
  // Someone else's request with the same key never gets their answer.
  if (earlier.ownerKey !== owner) throw conflict(IDEMPOTENCY_KEY_TAKEN);
  let row = earlier;
  // The first request is still paying (here or in another process): its answer is seconds away.
  for (let waited = 0; row.status === "pending" && waited < REPEAT_WAIT_MS; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    row = (await orderByKey(ctx, earlier.idempotencyKey ?? "")) ?? row;
  }
  return replay(ctx, row);
}

/**
 * Card testing: declines count per address and per cart. The attempt is counted before the charge
 * and given back when the card is approved or the checkout stops before charging.
 */
export function countPaymentAttempt(ctx: Context, cartKey: string) {
  return takeOrThrow(ctx, paymentAttemptHits(ctx, cartKey), "declined payments");
}

function paymentAttemptHits(ctx: Context, cartKey: string) {
  return [
    { rule: limits.declinesIp, subject: ctx.ip },
    { rule: limits.declinesCart, subject: cartKey },
  ];
}

async function checkout(
  ctx: Context,
  input: ProcessPaymentInput,
  owner: string,
): Promise<ProcessPaymentOutput> {
  const customer = resolveCustomer(ctx, input);
  const attempt = await countPaymentAttempt(ctx, owner);
  let declined = false;
  let given = false;
  // The payment's claim, until the answer that lets go of it is written (see `paymentClaim`).
  let claim: Claim | null = null;
  try {
    const pending = await createPendingOrder(ctx, input, customer, owner);
    claim = paymentClaim(pending.orderId);
    const savedMethod = await saveForRenewals(ctx, pending, input.paymentMethodId);
    const result = await ctx.payments
      .charge({
        customerId: savedMethod?.customerId ?? null,
        amountCents: pending.amountCents,
        paymentMethodId: input.paymentMethodId,
        idempotencyKey: input.idempotencyKey,
        description: `Ridge Road Vineyard order ${orderNumber(pending.orderId)}`,
        receiptEmail: pending.email,
        metadata: { orderId: pending.orderId },
      })
      .catch((error: unknown) => {
        console.error("The payment gateway failed:", error instanceof Error ? error.message : error);
        return null;
      });
    if (!result) {
      // Whether the card was charged is unknown: the order stays pending and the settling job asks
      // the gateway later, confirming it or giving its stock back.
      throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: GATEWAY_UNREACHABLE });
    }
    if (!result.ok) {
      declined = true;
      const reason = `${result.code}: ${result.message}`;
      await ctx.db.write(async (tx) => {
        await cancelUnpaid(tx, ctx.hooks, pending.orderId, reason, ctx.clock.now(), "customer");
        await releaseClaim(tx, paymentClaim(pending.orderId));
      });
      claim = null;
      throw new PaymentError(result.code, result.message);
    }
    await confirmPaid(ctx, pending, result.paymentIntentId, savedMethod, attempt);
    claim = null;
    given = true;
    return {
      success: true,
      orderNumber: orderNumber(pending.orderId),
      orderId: pending.orderId,
      orderToken: pending.token,
      paymentIntentId: result.paymentIntentId,
      // Said only when the receipt really went into the outbox with the payment.
      receiptEmail: await receiptEmailOf(ctx.db, pending.orderId),
    };
  } finally {
    // An answer that is not known (the gateway did not reply) leaves the order to the settling job.
    const open = claim;
    if (open) await ctx.db.write((tx) => releaseClaim(tx, open));
    if (!declined && !given) await ctx.rateLimiter.giveBack(attempt);
  }
}

/**
 * The first club payment keeps its card for the monthly renewals (Stripe: attached to a Customer
 * before the charge, which is then made for that Customer). A card that cannot be saved still pays
 * today; the club's preflight list then shows the membership without a payment method.
 */
async function saveForRenewals(
  ctx: Context,
  pending: PendingOrder,
  paymentMethodId: string,
): Promise<SavedMethod | null> {
  if (!pending.startsMembership || !ctx.user) return null;
  const saved = await ctx.payments
    .savePaymentMethod({ paymentMethodId, email: pending.email, customerId: null })
    .catch(() => null);
  return saved?.ok ? saved.method : null;
}

export async function createTestPaymentMethod(ctx: Context, input: TestPaymentMethodInput) {
  const gateway = ctx.payments;
  if (!gateway.createTestPaymentMethod) {
    throw notFound("Card tokens come from Stripe Elements on this site");
  }
  // Tokenising answers at once: a refused card is counted when it is refused (a card that passes
  // counts nothing, so it costs no write), and a caller at the limit is refused before trying.
  const hits = paymentAttemptHits(ctx, cart.ownerKey(cart.ownerOf(ctx)));
  const allowed = await ctx.rateLimiter.check(hits);
  if (!allowed.ok) throw tooManyRequests(ctx.responseHeaders, allowed.retryAfterSeconds, "declined payments");
  const result = gateway.createTestPaymentMethod(input);
  if (!result.ok) {
    await takeOrThrow(ctx, hits, "declined payments");
    throw new PaymentError(result.code, result.message);
  }
  return { paymentMethodId: result.paymentMethodId, last4: result.last4, brand: result.brand };
}
