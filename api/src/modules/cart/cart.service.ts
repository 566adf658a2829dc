import type { TRPCError } from "@trpc/server";
import {
  type AddToCartInput,
  type CartLine,
  type CartSummary,
  type CartSummaryOutput,
  type CouponOutput,
  type CustomizeInput,
  canBuyWine,
  cartSummary,
  casePricingApplies,
  couponPercent,
  couponProblem,
  EXCLUSIVE_WINE_MESSAGE,
  formatCents,
  INVALID_COUPON,
  maxQuantity,
  packagingOptions,
  QUANTITY_MAX,
  type SummaryLine,
  type Tier,
  tiers,
  toCents,
} from "contracts";
import {
  type CartLineType,
  cartCoupons,
  cartItems,
  coupons,
  type Executor,
  giftPackages,
  merchandise,
  newId,
  type Tx,
  wines,
} from "db";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { serializeCookie } from "../../auth/cookies";
import { limits, takeOrThrow } from "../../auth/rate-limit";
import { generateSessionToken, sessionIdFromToken } from "../../auth/sessions";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, forbidden, notFound } from "../../trpc/errors";
import { giftPackagesWithWines } from "../gifts/gifts.service";
import { toMerchandise } from "../merchandise/merchandise.service";

const CART_COOKIE_DAYS = 30;
/** The most lines one cart holds (DECISIONS.md, "Round 2": Hardening). */
export const CART_LINES_MAX = 50;
type CartRow = typeof cartItems.$inferSelect;

/**
 * Whose cart: the signed-in user's, or a visitor's. A visitor's cart is found by the SHA-256 of the
 * cart cookie's token, so the database never holds a token that would open someone's cart.
 */
export type Owner = { userId: string } | { cartToken: string };

const visitorOwner = (token: string): Owner => ({ cartToken: sessionIdFromToken(token) });

export function ownerOf(ctx: Context): Owner | null {
  if (ctx.user) return { userId: ctx.user.id };
  return ctx.cartToken ? visitorOwner(ctx.cartToken) : null;
}

/** One string per cart, for the coupon it keeps, the orders it made and the limits it counts. */
export function ownerKey(owner: Owner | null): string {
  if (!owner) return "none";
  return "userId" in owner ? `user:${owner.userId}` : `cart:${owner.cartToken}`;
}

/** A visitor's first add gets a cart cookie (http-only, like the session). */
function ensureOwner(ctx: Context): Owner {
  const owner = ownerOf(ctx);
  if (owner) return owner;
  const token = generateSessionToken();
  ctx.cartToken = token;
  ctx.responseHeaders.append(
    "Set-Cookie",
    serializeCookie(ctx.cookies.cart, token, { secure: ctx.secure, maxAgeSeconds: CART_COOKIE_DAYS * 86400 }),
  );
  return visitorOwner(token);
}

/** A new line is refused once the cart holds 50 (more of a line already there is fine). */
export function assertRoomForLine(tx: Executor, owner: Owner): void {
  const row = tx.select({ lines: sql<number>`count(*)` }).from(cartItems).where(ownedBy(owner)).get();
  if (Number(row?.lines ?? 0) >= CART_LINES_MAX) {
    throw conflict(
      `Your cart is full: it holds at most ${CART_LINES_MAX} different items. Remove one to add another.`,
    );
  }
}

function ownedBy(owner: Owner): SQL {
  return "userId" in owner ? eq(cartItems.userId, owner.userId) : eq(cartItems.cartToken, owner.cartToken);
}

function ownerColumns(owner: Owner): { userId: string | null; cartToken: string | null } {
  return "userId" in owner
    ? { userId: owner.userId, cartToken: null }
    : { userId: null, cartToken: owner.cartToken };
}

const lineNotFound = () => notFound("Cart item not found");

/** Lines with what they refer to, in the order they were added. */
export function loadRows(db: Executor, owner: Owner) {
  return db
    .select({ item: cartItems, wine: wines, gift: giftPackages, merch: merchandise })
    .from(cartItems)
    .leftJoin(wines, eq(cartItems.wineId, wines.id))
    .leftJoin(giftPackages, eq(cartItems.giftPackageId, giftPackages.id))
    .leftJoin(merchandise, eq(cartItems.merchandiseId, merchandise.id))
    .where(ownedBy(owner))
    .orderBy(cartItems.createdAt, sql`${cartItems}.rowid`)
    .all();
}
export type LoadedRow = ReturnType<typeof loadRows>[number];

export function unitPriceCents(row: LoadedRow): number {
  const type = row.item.type;
  // A member's free wine costs nothing, and its line says so.
  if (type === "membership_wine") return 0;
  if (type === "wine") return row.wine ? toCents(row.wine.price) : 0;
  if (type === "gift-package") return row.gift ? toCents(row.gift.price) : 0;
  if (type === "merchandise") return row.merch ? toCents(row.merch.price) : 0;
  return row.item.tier ? tiers[row.item.tier].monthlyPriceCents : 0;
}

export function summaryLine(row: LoadedRow): SummaryLine {
  return {
    type: row.item.type,
    quantity: row.item.quantity,
    unitPriceCents: unitPriceCents(row),
    casePriceCents: row.wine?.casePrice ? toCents(row.wine.casePrice) : null,
    bottlesPerCase: row.wine?.bottlesPerCase ?? null,
    packagingCents: row.item.packaging ? toCents(row.item.packaging.price) : 0,
  };
}

function lineMax(row: LoadedRow): number {
  switch (row.item.type) {
    case "wine":
      return maxQuantity(row.wine?.stock);
    case "merchandise":
      return maxQuantity(row.merch?.stock);
    default:
      return 1;
  }
}

function toCartLines(db: Executor, rows: LoadedRow[]): CartLine[] {
  const gifts = giftPackagesWithWines(
    db,
    rows.flatMap((r) => (r.gift ? [r.gift] : [])),
  );
  return rows.map((row) => {
    const line = summaryLine(row);
    const type = row.item.type;
    const gift = gifts.find((g) => g.id === row.item.giftPackageId);
    return {
      id: row.item.id,
      quantity: row.item.quantity,
      ...(type === "wine" ? {} : { type }),
      ...(row.wine ? { wine: row.wine } : {}),
      ...(gift ? { giftPackage: gift } : {}),
      ...(row.merch ? { merchandise: toMerchandise(row.merch) } : {}),
      ...(row.item.tier ? { tier: row.item.tier } : {}),
      customMessage: row.item.customMessage,
      packaging: row.item.packaging,
      unitPrice: formatCents(line.unitPriceCents),
      lineTotal: formatCents(cartSummary([{ ...line, packagingCents: 0 }]).subtotalCents),
      casePricing: casePricingApplies(line),
      maxQuantity: lineMax(row),
    };
  });
}

export function list(ctx: Context): CartLine[] {
  const owner = ownerOf(ctx);
  return owner ? toCartLines(ctx.db, loadRows(ctx.db, owner)) : [];
}

function lineById(db: Executor, owner: Owner, itemId: string): LoadedRow {
  const row = loadRows(db, owner).find((r) => r.item.id === itemId);
  if (!row) throw lineNotFound();
  return row;
}

function lineFor(db: Executor, itemId: string, owner: Owner): CartLine {
  const line = toCartLines(db, [lineById(db, owner, itemId)])[0];
  if (!line) throw lineNotFound();
  return line;
}

/** The clear message for a quantity over the bounds of part 1 §5. */
function tooMany(name: string, stock: number, inCart: number): TRPCError {
  if (stock === 0) return conflict(`${name} is out of stock`);
  const already = inCart > 0 ? ` (${inCart} already in your cart)` : "";
  if (stock > 0 && stock < QUANTITY_MAX) {
    return conflict(`Only ${stock} of ${name} available${already}`);
  }
  return conflict(`You can order at most ${QUANTITY_MAX} of ${name} at a time${already}`);
}

function addWine(
  tx: Tx,
  owner: Owner,
  buyer: Tier | null,
  wineId: string,
  quantity: number,
  now: string,
): string {
  const wine = tx.select().from(wines).where(eq(wines.id, wineId)).get();
  if (!wine?.isAvailable) throw notFound("Wine not found");
  if (!canBuyWine(wine, buyer)) throw forbidden(EXCLUSIVE_WINE_MESSAGE);
  const existing = tx
    .select()
    .from(cartItems)
    .where(and(ownedBy(owner), eq(cartItems.type, "wine"), eq(cartItems.wineId, wineId)))
    .get();
  const inCart = existing?.quantity ?? 0;
  if (inCart + quantity > maxQuantity(wine.stock)) throw tooMany(wine.name, wine.stock, inCart);
  return upsertQuantity(tx, owner, existing, { type: "wine", wineId }, inCart + quantity, now);
}

function addMerchandise(tx: Tx, owner: Owner, productId: string, quantity: number, now: string): string {
  const item = tx.select().from(merchandise).where(eq(merchandise.id, productId)).get();
  if (!item?.isActive) throw notFound("Item not found");
  const existing = tx
    .select()
    .from(cartItems)
    .where(and(ownedBy(owner), eq(cartItems.type, "merchandise"), eq(cartItems.merchandiseId, productId)))
    .get();
  const inCart = existing?.quantity ?? 0;
  if (inCart + quantity > maxQuantity(item.stock)) throw tooMany(item.name, item.stock, inCart);
  return upsertQuantity(
    tx,
    owner,
    existing,
    { type: "merchandise", merchandiseId: productId },
    inCart + quantity,
    now,
  );
}

function upsertQuantity(
  tx: Tx,
  owner: Owner,
  existing: CartRow | undefined,
  kind: { type: CartLineType; wineId?: string; merchandiseId?: string },
  quantity: number,
  now: string,
): string {
  if (existing) {
    tx.update(cartItems).set({ quantity, updatedAt: now }).where(eq(cartItems.id, existing.id)).run();
    return existing.id;
  }
  assertRoomForLine(tx, owner);
  const id = newId();
  tx.insert(cartItems)
    .values({ id, ...ownerColumns(owner), ...kind, quantity, createdAt: now, updatedAt: now })
    .run();
  return id;
}

export function add(ctx: Context, input: AddToCartInput): CartLine {
  const quantity = input.quantity ?? 1;
  if (quantity < 1) throw badRequest("Quantity must be at least 1");
  const isMerchandise = input.productType === "merchandise" || input.type === "merchandise";
  if (
    !isMerchandise &&
    (input.type === "membership" || input.type === "membership_wine" || input.isMembershipWine)
  ) {
    throw badRequest("Club memberships and free member wines need the wine club");
  }
  const productId = isMerchandise ? (input.productId ?? input.wineId) : undefined;
  if (isMerchandise && !productId) throw badRequest("productId is required");
  if (!isMerchandise && !input.wineId) throw badRequest("wineId is required");
  const owner = ensureOwner(ctx);
  const now = ctx.clock.now().toISOString();
  const id = ctx.db.transaction(
    (tx) =>
      productId
        ? addMerchandise(tx, owner, productId, quantity, now)
        : addWine(tx, owner, ctx.user?.membershipTier ?? null, input.wineId ?? "", quantity, now),
    { behavior: "immediate" },
  );
  return lineFor(ctx.db, id, owner);
}

/** A gift package is its own line, quantity 1, so each gift keeps its own message and packaging. */
export function addGiftPackage(ctx: Context, giftPackageId: string): CartLine {
  const owner = ensureOwner(ctx);
  const now = ctx.clock.now().toISOString();
  const id = ctx.db.transaction(
    (tx) => {
      const gift = tx.select().from(giftPackages).where(eq(giftPackages.id, giftPackageId)).get();
      if (!gift?.isActive) throw notFound("Gift package not found");
      const [withWines] = giftPackagesWithWines(tx, [gift]);
      if (!withWines?.inStock) throw conflict(`${gift.name} is out of stock`);
      assertRoomForLine(tx, owner);
      const lineId = newId();
      tx.insert(cartItems)
        .values({
          id: lineId,
          ...ownerColumns(owner),
          type: "gift-package",
          giftPackageId,
          quantity: 1,
          createdAt: now,
          updatedAt: now,
        })
        .run();
      return lineId;
    },
    { behavior: "immediate" },
  );
  return lineFor(ctx.db, id, owner);
}

export function updateQuantity(ctx: Context, itemId: string, quantity: number): CartLine {
  const owner = ownerOf(ctx);
  if (!owner) throw lineNotFound();
  if (quantity < 1) throw badRequest("Quantity must be at least 1");
  ctx.db.transaction(
    (tx) => {
      const row = lineById(tx, owner, itemId);
      if (row.item.type !== "wine" && row.item.type !== "merchandise") {
        throw conflict("This item has a fixed quantity of 1: remove it instead");
      }
      const stock = row.wine?.stock ?? row.merch?.stock ?? 0;
      if (quantity > lineMax(row)) throw tooMany(row.wine?.name ?? row.merch?.name ?? "this item", stock, 0);
      tx.update(cartItems)
        .set({ quantity, updatedAt: ctx.clock.now().toISOString() })
        .where(eq(cartItems.id, itemId))
        .run();
    },
    { behavior: "immediate" },
  );
  return lineFor(ctx.db, itemId, owner);
}

/** Removes a line of the given kinds (any kind when none is given). */
export function remove(ctx: Context, itemId: string, kinds?: CartLineType[]): { success: true } {
  const owner = ownerOf(ctx);
  if (!owner) throw lineNotFound();
  const conditions = [ownedBy(owner), eq(cartItems.id, itemId)];
  if (kinds) conditions.push(inArray(cartItems.type, kinds));
  const result = ctx.db
    .delete(cartItems)
    .where(and(...conditions))
    .run();
  if (result.changes === 0) throw lineNotFound();
  return { success: true };
}

export function customize(ctx: Context, input: CustomizeInput): CartLine {
  const owner = ownerOf(ctx);
  if (!owner) throw lineNotFound();
  const row = lineById(ctx.db, owner, input.itemId);
  if (row.item.type !== "wine" && row.item.type !== "gift-package") {
    throw badRequest("Messages and packaging are for wines and gift packages");
  }
  const changes: Partial<CartRow> = { updatedAt: ctx.clock.now().toISOString() };
  if (input.customMessage !== undefined) changes.customMessage = input.customMessage || null;
  if (input.packaging !== undefined) {
    const option = packagingOptions.find((p) => p.id === input.packaging?.id);
    changes.packaging = option
      ? { id: option.id, name: option.name, price: formatCents(option.priceCents) }
      : null;
  }
  ctx.db.update(cartItems).set(changes).where(eq(cartItems.id, input.itemId)).run();
  return lineFor(ctx.db, input.itemId, owner);
}

function findCoupon(db: Executor, code: string) {
  return db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()))
    .get();
}

/** The coupon code a cart keeps, if any. */
export function keptCoupon(db: Executor, owner: Owner | null): string | null {
  if (!owner) return null;
  return (
    db
      .select()
      .from(cartCoupons)
      .where(eq(cartCoupons.owner, ownerKey(owner)))
      .get()?.code ?? null
  );
}

function keepCoupon(tx: Executor, owner: Owner, code: string, now: string): void {
  tx.insert(cartCoupons)
    .values({ owner: ownerKey(owner), code, updatedAt: now })
    .onConflictDoUpdate({ target: cartCoupons.owner, set: { code, updatedAt: now } })
    .run();
}

/** The cart forgets its coupon (removed by the shopper, or spent by a paid order). */
export function dropCoupon(tx: Executor, owner: Owner | null): void {
  if (owner)
    tx.delete(cartCoupons)
      .where(eq(cartCoupons.owner, ownerKey(owner)))
      .run();
}

export interface PricedCart {
  rows: LoadedRow[];
  summary: CartSummary;
  /** The coupon applied (null when none was asked for, it is invalid, or the member discount won). */
  couponCode: string | null;
  couponId: string | null;
  couponError: string | null;
  /** The code the cart keeps (or the one asked for), applied or not. */
  askedCoupon: string | null;
}

/**
 * The cart priced from the database with the one pricing function: the summary the web shows and
 * the total checkout charges both come from here. Without a code asked for, the cart's kept coupon
 * is used.
 */
export function priceCart(
  db: Executor,
  owner: Owner | null,
  options: { couponCode?: string | null; tier: Tier | null; now: Date },
): PricedCart {
  const rows = owner ? loadRows(db, owner) : [];
  const lines = rows.map(summaryLine);
  const asked = options.couponCode?.trim() ? options.couponCode.trim() : keptCoupon(db, owner);
  let couponPct = 0;
  let couponError: string | null = null;
  let coupon: ReturnType<typeof findCoupon> | undefined;
  if (asked) {
    coupon = findCoupon(db, asked);
    couponError = couponProblem(coupon, {
      now: options.now,
      subtotalCents: cartSummary(lines).subtotalCents,
      tier: options.tier,
    });
    if (coupon && !couponError) couponPct = couponPercent(coupon);
  }
  const summary = cartSummary(lines, {
    couponPercent: couponPct,
    memberDiscountPercent: options.tier ? tiers[options.tier].discountPercent : 0,
  });
  const applied = summary.discountSource === "coupon" && coupon ? coupon : null;
  return {
    rows,
    summary,
    couponCode: applied?.code ?? null,
    couponId: applied?.id ?? null,
    couponError,
    askedCoupon: asked ? (coupon?.code ?? asked.toUpperCase()) : null,
  };
}

function toSummaryOutput(priced: PricedCart): CartSummaryOutput {
  const s = priced.summary;
  return {
    subtotal: formatCents(s.subtotalCents),
    packaging: formatCents(s.packagingCents),
    discount: formatCents(s.discountCents),
    discountPercent: s.discountPercent,
    discountSource: s.discountSource,
    tax: formatCents(s.taxCents),
    shipping: formatCents(s.shippingCents),
    total: formatCents(s.totalCents),
    freeShippingRemaining: formatCents(s.freeShippingRemainingCents),
    itemCount: s.itemCount,
    couponCode: priced.couponCode,
    couponError: priced.couponError,
    cartCoupon: priced.askedCoupon,
  };
}

/** Coupon codes can be guessed: every check of one counts against the caller's address. */
function countCouponCheck(ctx: Context): void {
  takeOrThrow(ctx, [{ rule: limits.couponsIp, subject: ctx.ip }], "coupon attempts");
}

export function summary(ctx: Context, couponCode?: string): CartSummaryOutput {
  if (couponCode?.trim()) countCouponCheck(ctx);
  return toSummaryOutput(
    priceCart(ctx.db, ownerOf(ctx), {
      couponCode,
      tier: ctx.user?.membershipTier ?? null,
      now: ctx.clock.now(),
    }),
  );
}

/** The coupon, checked against the caller's cart; 404 for an unknown code, 409 with the reason. */
function usableCoupon(ctx: Context, code: string) {
  countCouponCheck(ctx);
  const coupon = findCoupon(ctx.db, code);
  const owner = ownerOf(ctx);
  const subtotalCents = cartSummary(owner ? loadRows(ctx.db, owner).map(summaryLine) : []).subtotalCents;
  const problem = couponProblem(coupon, {
    now: ctx.clock.now(),
    subtotalCents: subtotalCents > 0 ? subtotalCents : null,
    tier: ctx.user?.membershipTier ?? null,
  });
  if (!coupon || problem === INVALID_COUPON) throw notFound(INVALID_COUPON);
  if (problem) throw conflict(problem);
  return coupon;
}

export function validateCoupon(ctx: Context, code: string): CouponOutput {
  const coupon = usableCoupon(ctx, code);
  return {
    code: coupon.code,
    name: coupon.name,
    type: coupon.type,
    value: coupon.value,
    discountPercent: couponPercent(coupon),
  };
}

/** PUT /api/cart/coupon: the cart keeps the code until it is removed or spent. */
export function applyCoupon(ctx: Context, code: string): CartSummaryOutput {
  const coupon = usableCoupon(ctx, code);
  const owner = ensureOwner(ctx);
  keepCoupon(ctx.db, owner, coupon.code, ctx.clock.now().toISOString());
  return summary(ctx);
}

export function removeCoupon(ctx: Context): CartSummaryOutput {
  dropCoupon(ctx.db, ownerOf(ctx));
  return summary(ctx);
}

/**
 * At sign-in a visitor's cart joins the user's: the same wine or item adds up within its bounds,
 * everything else moves over; then the visitor cookie is cleared.
 */
export function mergeVisitorCart(ctx: Context, userId: string): void {
  const token = ctx.cartToken;
  if (!token) return;
  const visitor = visitorOwner(token);
  const now = ctx.clock.now().toISOString();
  ctx.db.transaction(
    (tx) => {
      const visitorRows = loadRows(tx, visitor);
      const userRows = loadRows(tx, { userId });
      let lines = userRows.length;
      // The coupon the visitor chose comes along (it is the latest choice).
      const coupon = keptCoupon(tx, visitor);
      if (coupon) keepCoupon(tx, { userId }, coupon, now);
      dropCoupon(tx, visitor);
      for (const row of visitorRows) {
        const same = userRows.find(
          (u) =>
            (row.item.type === "wine" || row.item.type === "merchandise") &&
            u.item.type === row.item.type &&
            u.item.wineId === row.item.wineId &&
            u.item.merchandiseId === row.item.merchandiseId,
        );
        if (same) {
          const quantity = Math.min(same.item.quantity + row.item.quantity, Math.max(1, lineMax(same)));
          // The visitor's gift message and packaging are kept unless the saved line has its own.
          tx.update(cartItems)
            .set({
              quantity,
              customMessage: same.item.customMessage ?? row.item.customMessage,
              packaging: same.item.packaging ?? row.item.packaging,
              updatedAt: now,
            })
            .where(eq(cartItems.id, same.item.id))
            .run();
          tx.delete(cartItems).where(eq(cartItems.id, row.item.id)).run();
        } else if (lines < CART_LINES_MAX) {
          tx.update(cartItems)
            .set({ userId, cartToken: null, updatedAt: now })
            .where(and(eq(cartItems.id, row.item.id), isNull(cartItems.userId)))
            .run();
          lines++;
        } else {
          // A full cart takes no more lines; what does not fit is dropped with the visitor cart.
          tx.delete(cartItems).where(eq(cartItems.id, row.item.id)).run();
        }
      }
    },
    { behavior: "immediate" },
  );
  ctx.cartToken = null;
  ctx.responseHeaders.append(
    "Set-Cookie",
    serializeCookie(ctx.cookies.cart, "", { secure: ctx.secure, maxAgeSeconds: 0 }),
  );
}

/** After a paid checkout the lines that were bought leave the cart. */
export function removeLines(tx: Tx, ids: string[]): void {
  if (ids.length > 0) tx.delete(cartItems).where(inArray(cartItems.id, ids)).run();
}

// ---------------------------------------------------------------- club lines (the membership service decides, the cart stores)

export function cartLine(ctx: Context, itemId: string): CartLine {
  const owner = ownerOf(ctx);
  if (!owner) throw lineNotFound();
  return lineFor(ctx.db, itemId, owner);
}

/** One membership line at most: choosing another tier replaces the one in the cart. */
export function setMembershipLine(tx: Tx, userId: string, tier: Tier, now: string): string {
  const existing = tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.type, "membership")))
    .get();
  if (existing) {
    tx.update(cartItems)
      .set({ tier, quantity: 1, updatedAt: now })
      .where(eq(cartItems.id, existing.id))
      .run();
    return existing.id;
  }
  assertRoomForLine(tx, { userId });
  const id = newId();
  tx.insert(cartItems)
    .values({ id, userId, type: "membership", tier, quantity: 1, createdAt: now, updatedAt: now })
    .run();
  return id;
}

export function memberWineUnitsInCart(tx: Executor, userId: string): number {
  const row = tx
    .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)` })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.type, "membership_wine")))
    .get();
  return Number(row?.units ?? 0);
}

export function addMemberWineLine(
  tx: Tx,
  userId: string,
  wineId: string,
  quantity: number,
  now: string,
): string {
  const owner: Owner = { userId };
  const existing = tx
    .select()
    .from(cartItems)
    .where(
      and(eq(cartItems.userId, userId), eq(cartItems.type, "membership_wine"), eq(cartItems.wineId, wineId)),
    )
    .get();
  return upsertQuantity(
    tx,
    owner,
    existing,
    { type: "membership_wine", wineId },
    (existing?.quantity ?? 0) + quantity,
    now,
  );
}

/** The monthly selection page replaces the cart's free wines with its choice. */
export function replaceMemberWineLines(tx: Tx, userId: string, wineIds: string[], now: string): void {
  tx.delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.type, "membership_wine")))
    .run();
  for (const wineId of wineIds) addMemberWineLine(tx, userId, wineId, 1, now);
}
