import { TRPCError } from "@trpc/server";
import {
  type CustomerInfo,
  canBuyWine,
  customerInfoSchema,
  EXCLUSIVE_WINE_MESSAGE,
  formatCents,
  isPaid,
  isValidPhone,
  lineSubtotalCents,
  moveRefusal,
  type Order,
  orderNumber,
  PHONE_MESSAGE,
  type ProcessPaymentInput,
  type ProcessPaymentOutput,
  shippingAddressInput,
  type TestPaymentMethodInput,
  type Tier,
  type UpdateOrderInput,
} from "contracts";
import { coupons, type Db, type Executor, newId, orderItems, orders, orderTokens, type Tx } from "db";
import { and, desc, eq, gt, isNull, lt, not, or, type SQL, sql } from "drizzle-orm";
import { limits, takeOrThrow } from "../../auth/rate-limit";
import { generateSessionToken, sessionIdFromToken } from "../../auth/sessions";
import type { Clock } from "../../clock";
import { type DeclineCode, declineMessages, type PaymentGateway } from "../../payments/gateway";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, forbidden, notFound } from "../../trpc/errors";
import * as cart from "../cart/cart.service";
import { giftPackagesWithWines } from "../gifts/gifts.service";
import { applyPaidOrder } from "../membership/membership.service";
import * as merchandiseStock from "../merchandise/merchandise.service";
import * as wineStock from "../wines/wines.service";

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export const CART_CHANGED = "Your cart changed. Please review your order total.";

/** An error a client can act on, carrying the machine-readable reason (card_declined, ...). */
export class PaymentError extends TRPCError {
  constructor(
    readonly reason: DeclineCode,
    message: string,
  ) {
    super({ code: "PAYMENT_REQUIRED", message });
  }
}

function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: row.id,
    orderNumber: orderNumber(row.id),
    userId: row.userId,
    status: row.status,
    subtotal: row.subtotal,
    packaging: row.packaging,
    discount: row.discount,
    tax: row.tax,
    shipping: row.shipping,
    total: row.total,
    couponCode: row.couponCode,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    shippingAddress: row.shippingAddress ?? null,
    stripePaymentIntentId: row.stripePaymentIntentId,
    trackingNumber: row.trackingNumber,
    notes: row.notes,
    paidAt: row.paidAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    items: items.map((i) => ({
      id: i.id,
      kind: i.kind,
      name: i.name,
      quantity: i.quantity,
      price: i.price,
      lineTotal: i.lineTotal,
      wineId: i.wineId,
      giftPackageId: i.giftPackageId,
      merchandiseId: i.merchandiseId,
      tier: i.tier,
      customMessage: i.customMessage,
      packaging: i.packaging ?? null,
    })),
  };
}

/** Orders with their items, two queries in all. */
export function withItems(db: Executor, rows: OrderRow[]): Order[] {
  if (rows.length === 0) return [];
  const items = db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} in ${rows.map((r) => r.id)}`)
    .orderBy(sql`${orderItems}.rowid`)
    .all();
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((i) => i.orderId === row.id),
    ),
  );
}

function loadOrder(db: Executor, id: string): Order | null {
  const row = db.select().from(orders).where(eq(orders.id, id)).get();
  return row ? (withItems(db, [row])[0] ?? null) : null;
}

// ---------------------------------------------------------------- checkout

/** The customer's details: a signed-in user's own name and e-mail, the address from the form. */
function resolveCustomer(ctx: Context, input: ProcessPaymentInput): CustomerInfo {
  const given = input.customerInfo ?? {};
  if (ctx.user) {
    const address = shippingAddressInput.safeParse(given);
    if (!address.success)
      throw badRequest(address.error.issues[0]?.message ?? "Please enter your shipping address");
    const phone = given.phone?.trim() || ctx.user.phone || "";
    if (given.phone?.trim() && !isValidPhone(given.phone)) throw badRequest(PHONE_MESSAGE);
    return {
      ...address.data,
      email: ctx.user.email,
      firstName: ctx.user.firstName || given.firstName || ctx.user.username,
      lastName: ctx.user.lastName || given.lastName || "",
      phone,
    };
  }
  const parsed = customerInfoSchema.safeParse(given);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? "Please fill in all required fields");
  return parsed.data;
}

interface Taken {
  wines: Map<string, number>;
  merchandise: Map<string, number>;
}

function add(map: Map<string, number>, id: string, quantity: number) {
  map.set(id, (map.get(id) ?? 0) + quantity);
}

function lineName(row: cart.LoadedRow): string {
  if (row.wine) return `${row.wine.name} ${row.wine.vintage}`;
  if (row.gift) return row.gift.name;
  if (row.merch) return row.merch.name;
  return row.item.tier
    ? `Wine Club ${row.item.tier[0]?.toUpperCase()}${row.item.tier.slice(1)} Membership`
    : "Item";
}

function returnTaken(tx: Tx, taken: Taken) {
  for (const [wineId, quantity] of taken.wines) wineStock.returnStock(tx, wineId, quantity);
  for (const [id, quantity] of taken.merchandise) merchandiseStock.returnStock(tx, id, quantity);
}

/** What an order takes from stock: bottles for wine lines and free wines, each wine of a gift package. */
function stockOfOrder(db: Executor, orderId: string): Taken {
  const taken: Taken = { wines: new Map(), merchandise: new Map() };
  const items = db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).all();
  for (const item of items) {
    if ((item.kind === "wine" || item.kind === "membership_wine") && item.wineId)
      add(taken.wines, item.wineId, item.quantity);
    if (item.kind === "merchandise" && item.merchandiseId)
      add(taken.merchandise, item.merchandiseId, item.quantity);
    if (item.kind === "gift-package" && item.giftWineIds) {
      for (const wineId of item.giftWineIds) add(taken.wines, wineId, item.quantity);
    }
  }
  return taken;
}

/** Counts one use of a coupon unless it is used up (a guarded update). */
function reserveCouponUse(tx: Tx, couponId: string): boolean {
  const result = tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.maxUses), lt(coupons.usedCount, sql`${coupons.maxUses}`)),
      ),
    )
    .run();
  return result.changes === 1;
}

function releaseCouponUse(tx: Tx, which: SQL): void {
  tx.update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(which, gt(coupons.usedCount, 0)))
    .run();
}

interface PendingOrder {
  orderId: string;
  amountCents: number;
  email: string;
  cartLineIds: string[];
  couponId: string | null;
  /** Opens the order without signing in (the success page, the receipt); only its hash is kept. */
  token: string;
}

/** A new link token for an order: the token for the caller, its SHA-256 in the database. */
function issueOrderToken(tx: Executor, orderId: string, now: string): string {
  const token = generateSessionToken();
  tx.insert(orderTokens)
    .values({ tokenHash: sessionIdFromToken(token), orderId, createdAt: now })
    .run();
  return token;
}

/** Orders the customer never paid for (declined, abandoned): the staff see them, the customer does not. */
export const failedPayment: SQL = sql`(${orders.status} = 'cancelled' and ${orders.paidAt} is null)`;

/** Checks and takes stock and writes the pending order, all in one immediate transaction. */
function createPendingOrder(ctx: Context, input: ProcessPaymentInput, customer: CustomerInfo): PendingOrder {
  const now = ctx.clock.now().toISOString();
  const owner = cart.ownerOf(ctx);
  return ctx.db.transaction(
    (tx) => {
      const priced = cart.priceCart(tx, owner, {
        couponCode: input.couponCode,
        tier: ctx.user?.membershipTier ?? null,
        now: ctx.clock.now(),
      });
      if (priced.rows.length === 0) throw badRequest("Your cart is empty");
      // A membership that ended after the wine went into the cart no longer buys an exclusive one.
      const tier = ctx.user?.membershipTier ?? null;
      const exclusive = priced.rows.find(
        (r) => r.item.type === "wine" && r.wine && !canBuyWine(r.wine, tier),
      );
      if (exclusive) throw forbidden(EXCLUSIVE_WINE_MESSAGE);
      if (input.couponCode?.trim() && priced.couponError && priced.summary.discountSource !== "member") {
        throw conflict(priced.couponError);
      }
      if (priced.summary.totalCents !== input.amount) {
        throw conflict(CART_CHANGED);
      }
      // The coupon's use is taken now, with the stock, so a one-use coupon cannot be spent twice
      // by checkouts whose charges overlap; a failed payment gives it back.
      if (priced.couponId && !reserveCouponUse(tx, priced.couponId)) {
        throw conflict("This coupon has been fully redeemed");
      }
      const s = priced.summary;
      const orderId = newId();
      tx.insert(orders)
        .values({
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
          customerName: `${customer.firstName} ${customer.lastName}`.trim(),
          customerPhone: customer.phone || null,
          shippingAddress: {
            name: `${customer.firstName} ${customer.lastName}`.trim(),
            line1: customer.address,
            line2: null,
            city: customer.city,
            state: customer.state,
            postalCode: customer.zipCode,
            country: "US",
          },
          idempotencyKey: input.idempotencyKey,
          ownerKey: cart.ownerKey(owner),
          createdAt: now,
          updatedAt: now,
        })
        .run();
      const token = issueOrderToken(tx, orderId, now);
      const gifts = giftPackagesWithWines(
        tx,
        priced.rows.flatMap((r) => (r.gift ? [r.gift] : [])),
      );
      for (const row of priced.rows) {
        const line = cart.summaryLine(row);
        tx.insert(orderItems)
          .values({
            orderId,
            kind: row.item.type,
            wineId: row.item.wineId,
            giftPackageId: row.item.giftPackageId,
            giftWineIds: gifts.find((g) => g.id === row.item.giftPackageId)?.wineIds ?? null,
            merchandiseId: row.item.merchandiseId,
            tier: row.item.tier,
            name: lineName(row),
            quantity: row.item.quantity,
            price: formatCents(row.item.type === "membership_wine" ? 0 : line.unitPriceCents),
            lineTotal: formatCents(lineSubtotalCents(line)),
            customMessage: row.item.customMessage,
            packaging: row.item.packaging,
            createdAt: now,
          })
          .run();
      }
      // Stock is taken from the lines just written (a gift package takes the wines it holds), with
      // guarded updates; an out-of-stock line throws and the whole order rolls back.
      const taken = stockOfOrder(tx, orderId);
      for (const [wineId, quantity] of taken.wines) {
        if (!wineStock.takeStock(tx, wineId, quantity)) {
          const name = priced.rows.find((r) => r.wine?.id === wineId)?.wine?.name ?? "A wine in your cart";
          throw conflict(`Sorry, ${name} is out of stock.`);
        }
      }
      for (const [id, quantity] of taken.merchandise) {
        if (!merchandiseStock.takeStock(tx, id, quantity)) {
          const name = priced.rows.find((r) => r.merch?.id === id)?.merch?.name ?? "An item in your cart";
          throw conflict(`Sorry, ${name} is out of stock.`);
        }
      }
      return {
        orderId,
        amountCents: s.totalCents,
        email: customer.email,
        cartLineIds: priced.rows.map((r) => r.item.id),
        couponId: priced.couponId,
        token,
      };
    },
    { behavior: "immediate" },
  );
}

function confirmPaid(ctx: Context, pending: PendingOrder, paymentIntentId: string): void {
  const now = ctx.clock.now().toISOString();
  ctx.db.transaction(
    (tx) => {
      tx.update(orders)
        .set({ status: "confirmed", stripePaymentIntentId: paymentIntentId, paidAt: now, updatedAt: now })
        .where(and(eq(orders.id, pending.orderId), eq(orders.status, "pending")))
        .run();
      cart.removeLines(tx, pending.cartLineIds);
      // The coupon is spent with the order (a new cart starts without one).
      cart.dropCoupon(tx, cart.ownerOf(ctx));
      applyPaidOrder(tx, pending.orderId, ctx.clock.now());
    },
    { behavior: "immediate" },
  );
}

function cancelUnpaid(ctx: Context, pending: PendingOrder, reason: string): void {
  const now = ctx.clock.now().toISOString();
  ctx.db.transaction(
    (tx) => {
      const result = tx
        .update(orders)
        .set({ status: "cancelled", notes: reason, updatedAt: now })
        .where(and(eq(orders.id, pending.orderId), eq(orders.status, "pending")))
        .run();
      if (result.changes === 1) {
        returnTaken(tx, stockOfOrder(tx, pending.orderId));
        if (pending.couponId) releaseCouponUse(tx, eq(coupons.id, pending.couponId));
      }
    },
    { behavior: "immediate" },
  );
}

/** The answer a finished order gives to a repeated request with the same idempotency key. */
function replay(ctx: Context, row: OrderRow): ProcessPaymentOutput {
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
    orderToken: issueOrderToken(ctx.db, row.id, ctx.clock.now().toISOString()),
    paymentIntentId: row.stripePaymentIntentId,
  };
}

const GATEWAY_UNREACHABLE =
  "We could not reach the payment service. Your order is on hold: if your card was charged it will be confirmed, otherwise nothing is taken. Please try again in a few minutes.";

const IDEMPOTENCY_KEY_TAKEN = "This idempotency key was already used for another checkout. Send a new key.";

const inFlight = new WeakMap<Db, Map<string, { owner: string; promise: Promise<ProcessPaymentOutput> }>>();

/**
 * Checkout: recompute the total, take stock and write the order pending (one transaction), charge
 * outside it with the request's idempotency key, then confirm or cancel. The same key sent again,
 * even at the same moment, gets the same answer and never a second charge.
 */
export function processPayment(ctx: Context, input: ProcessPaymentInput): Promise<ProcessPaymentOutput> {
  let running = inFlight.get(ctx.db);
  if (!running) {
    running = new Map();
    inFlight.set(ctx.db, running);
  }
  const key = input.idempotencyKey;
  const owner = cart.ownerKey(cart.ownerOf(ctx));
  const existing = running.get(key);
  if (existing) {
    // Someone else's request with the same key never gets their answer.
    if (existing.owner !== owner) throw conflict(IDEMPOTENCY_KEY_TAKEN);
    return existing.promise;
  }
  const promise = checkout(ctx, input, owner).finally(() => running.delete(key));
  running.set(key, { owner, promise });
  return promise;
}

/**
 * Card testing: declines count per address and per cart. The attempt is counted before the charge
 * and given back when the card is approved or the checkout stops before charging.
 */
export function countPaymentAttempt(ctx: Context, cartKey: string) {
  return takeOrThrow(
    ctx,
    [
      { rule: limits.declinesIp, subject: ctx.ip },
      { rule: limits.declinesCart, subject: cartKey },
    ],
    "declined payments",
  );
}

async function checkout(
  ctx: Context,
  input: ProcessPaymentInput,
  owner: string,
): Promise<ProcessPaymentOutput> {
  const earlier = ctx.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)).get();
  if (earlier) {
    if (earlier.ownerKey !== owner) throw conflict(IDEMPOTENCY_KEY_TAKEN);
    return replay(ctx, earlier);
  }
  const customer = resolveCustomer(ctx, input);
  const attempt = countPaymentAttempt(ctx, owner);
  let declined = false;
  try {
    const pending = createPendingOrder(ctx, input, customer);
    const result = await ctx.payments
      .charge({
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
      cancelUnpaid(ctx, pending, `${result.code}: ${result.message}`);
      throw new PaymentError(result.code, result.message);
    }
    confirmPaid(ctx, pending, result.paymentIntentId);
    return {
      success: true,
      orderNumber: orderNumber(pending.orderId),
      orderId: pending.orderId,
      orderToken: pending.token,
      paymentIntentId: result.paymentIntentId,
    };
  } finally {
    if (!declined) ctx.rateLimiter.giveBack(attempt);
  }
}

export function createTestPaymentMethod(ctx: Context, input: TestPaymentMethodInput) {
  const gateway = ctx.payments;
  if (!gateway.createTestPaymentMethod) {
    throw notFound("Card tokens come from Stripe Elements on this site");
  }
  const attempt = countPaymentAttempt(ctx, cart.ownerKey(cart.ownerOf(ctx)));
  const result = gateway.createTestPaymentMethod(input);
  if (!result.ok) throw new PaymentError(result.code, result.message);
  ctx.rateLimiter.giveBack(attempt);
  return { paymentMethodId: result.paymentMethodId, last4: result.last4, brand: result.brand };
}

// ---------------------------------------------------------------- provider events (Stripe webhook)

interface ProviderDeps {
  db: Db;
  clock: Context["clock"];
}

/**
 * payment_intent.succeeded: confirms an order still pending (the server stopped between charging
 * and confirming). Guarded by the pending status, so a repeated event changes nothing.
 */
export function markPaidByProvider(deps: ProviderDeps, orderId: string, paymentIntentId: string): boolean {
  const now = deps.clock.now().toISOString();
  return deps.db.transaction(
    (tx) => {
      const result = tx
        .update(orders)
        .set({ status: "confirmed", stripePaymentIntentId: paymentIntentId, paidAt: now, updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
        .run();
      if (result.changes === 1) applyPaidOrder(tx, orderId, deps.clock.now());
      return result.changes === 1;
    },
    { behavior: "immediate" },
  );
}

/** payment_intent.payment_failed for a pending order: cancel it and give its stock back, once. */
export function markFailedByProvider(deps: ProviderDeps, orderId: string, reason: string): boolean {
  const now = deps.clock.now().toISOString();
  return deps.db.transaction(
    (tx) => {
      const result = tx
        .update(orders)
        .set({ status: "cancelled", notes: reason, updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
        .run();
      if (result.changes === 1) {
        returnTaken(tx, stockOfOrder(tx, orderId));
        const couponCode = tx
          .select({ code: orders.couponCode })
          .from(orders)
          .where(eq(orders.id, orderId))
          .get()?.code;
        if (couponCode) releaseCouponUse(tx, eq(coupons.code, couponCode));
      }
      return result.changes === 1;
    },
    { behavior: "immediate" },
  );
}

// ---------------------------------------------------------------- orders left pending

/** How long a checkout may stay between "stock taken" and "paid" before it is settled. */
export const PENDING_TIMEOUT_MS = 30 * 60 * 1000;
const ABANDONED = "payment_timeout: The payment was not completed within 30 minutes.";

export interface SettleDeps {
  db: Db;
  clock: Clock;
  payments: PaymentGateway;
}

/**
 * The job for orders left `pending` 30 minutes (the server stopped mid-checkout, a browser went
 * away during Stripe's confirmation): the gateway is asked first, so a charge that did go through
 * confirms its order; otherwise the order is cancelled and its stock and coupon use come back.
 */
export async function settlePendingOrders(
  deps: SettleDeps,
  now: Date,
): Promise<{ confirmed: number; cancelled: number; waiting: number }> {
  const cutoff = new Date(now.getTime() - PENDING_TIMEOUT_MS).toISOString();
  const stale = deps.db
    .select({ id: orders.id, idempotencyKey: orders.idempotencyKey })
    .from(orders)
    .where(and(eq(orders.status, "pending"), lt(orders.createdAt, cutoff)))
    .all();
  const running = inFlight.get(deps.db);
  const tally = { confirmed: 0, cancelled: 0, waiting: 0 };
  for (const order of stale) {
    // A checkout still waiting for its charge in this process settles itself.
    if (order.idempotencyKey && running?.has(order.idempotencyKey)) {
      tally.waiting++;
      continue;
    }
    let found: Awaited<ReturnType<PaymentGateway["lookup"]>>;
    try {
      found = await deps.payments.lookup({ orderId: order.id, idempotencyKey: order.idempotencyKey ?? "" });
    } catch (error) {
      console.error(
        "Asking the payment provider about a pending order failed:",
        error instanceof Error ? error.name : error,
      );
      tally.waiting++;
      continue;
    }
    if (found.status === "succeeded") {
      if (markPaidByProvider(deps, order.id, found.paymentIntentId)) tally.confirmed++;
    } else if (found.status === "processing") {
      tally.waiting++;
    } else if (markFailedByProvider(deps, order.id, ABANDONED)) {
      tally.cancelled++;
    }
  }
  return tally;
}

// ---------------------------------------------------------------- reading and managing orders

export function my(ctx: Context & { user: { id: string } }): Order[] {
  const rows = ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, ctx.user.id), not(failedPayment)))
    .orderBy(desc(orders.createdAt))
    .all();
  return withItems(ctx.db, rows);
}

function holdsToken(db: Executor, orderId: string, token: string | undefined): boolean {
  if (!token) return false;
  const row = db
    .select({ orderId: orderTokens.orderId })
    .from(orderTokens)
    .where(eq(orderTokens.tokenHash, sessionIdFromToken(token)))
    .get();
  return row?.orderId === orderId;
}

/**
 * Owner, admin, anyone holding one of the order's link tokens, or a guest with the e-mail of a guest
 * order; 404 for anyone else so ids do not leak.
 */
export function byId(ctx: Context, id: string, access: { email?: string; token?: string } = {}): Order {
  const order = loadOrder(ctx.db, id);
  const { email, token } = access;
  const isAdmin = ctx.user?.role === "admin";
  const isOwner = Boolean(order?.userId && ctx.user && order.userId === ctx.user.id);
  const isGuest =
    Boolean(order && !order.userId && email && order.customerEmail) &&
    order?.customerEmail?.toLowerCase() === email?.trim().toLowerCase();
  if (!order || !(isAdmin || isOwner || isGuest || holdsToken(ctx.db, id, token))) {
    throw notFound("Order not found");
  }
  return order;
}

export function update(ctx: Context, input: UpdateOrderInput): Order {
  const now = ctx.clock.now().toISOString();
  ctx.db.transaction(
    (tx) => {
      const row = tx.select().from(orders).where(eq(orders.id, input.id)).get();
      if (!row) throw notFound("Order not found");
      if (row.status !== input.status) {
        const refusal = moveRefusal(row.status, input.status);
        if (refusal) throw conflict(refusal);
      }
      const result = tx
        .update(orders)
        .set({
          status: input.status,
          ...(input.trackingNumber !== undefined ? { trackingNumber: input.trackingNumber || null } : {}),
          ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
          ...(input.status === "confirmed" && !row.paidAt ? { paidAt: now } : {}),
          updatedAt: now,
        })
        .where(and(eq(orders.id, input.id), eq(orders.status, row.status)))
        .run();
      if (result.changes !== 1) throw conflict("The order changed meanwhile. Please reload.");
      // A cancelled paid order gives its bottles back; an unpaid one never took them for good.
      if (input.status === "cancelled" && (isPaid(row.status) || row.status === "pending")) {
        returnTaken(tx, stockOfOrder(tx, row.id));
      }
    },
    { behavior: "immediate" },
  );
  const order = loadOrder(ctx.db, input.id);
  if (!order) throw notFound("Order not found");
  return order;
}

/** A charge made outside the cart (a club upgrade), kept as a paid order so the books stay whole. */
export function recordPaidCharge(
  tx: Tx,
  charge: {
    orderId: string;
    userId: string;
    email: string;
    name: string;
    itemName: string;
    tier: Tier;
    amountCents: number;
    paymentIntentId: string;
    idempotencyKey: string;
    now: string;
  },
): void {
  const amount = formatCents(charge.amountCents);
  tx.insert(orders)
    .values({
      id: charge.orderId,
      userId: charge.userId,
      status: "confirmed",
      subtotal: amount,
      total: amount,
      customerEmail: charge.email,
      customerName: charge.name,
      stripePaymentIntentId: charge.paymentIntentId,
      idempotencyKey: charge.idempotencyKey,
      paidAt: charge.now,
      createdAt: charge.now,
      updatedAt: charge.now,
    })
    .run();
  tx.insert(orderItems)
    .values({
      orderId: charge.orderId,
      kind: "membership",
      tier: charge.tier,
      name: charge.itemName,
      quantity: 1,
      price: amount,
      lineTotal: amount,
      createdAt: charge.now,
    })
    .run();
}
