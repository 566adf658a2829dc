import {
  type AddToCartInput,
  type CartLine,
  type CustomizeInput,
  canBuyWine,
  EXCLUSIVE_WINE_MESSAGE,
  formatCents,
  hasSizes,
  isCustomizable,
  type LineKind,
  lineKindRules,
  type MerchandiseSize,
  maxQuantity,
  packagingOptions,
  type Tier,
} from "contracts";
import {
  cartItems,
  type Executor,
  giftPackages,
  merchandise,
  newId,
  param,
  prepared,
  type Tx,
  wines,
} from "db";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, forbidden, notFound } from "../../trpc/errors";
import { giftPackagesWithWines } from "../gifts/gifts.service";
import { sizeStock } from "../merchandise/merchandise.service";
import {
  lineById,
  lineFor,
  lineLabel,
  lineMax,
  lineNotFound,
  lineStock,
  loadRows,
  toCartLines,
  tooMany,
  upsertQuantity,
} from "./cart-lines";
import {
  assertRoomForLine,
  CART_LINES_MAX,
  clearVisitorCookie,
  ensureOwner,
  type Owner,
  ownedBy,
  ownerColumn,
  ownerOf,
  perOwnerColumn,
  visitorOwner,
} from "./cart-owner";
import { dropCoupon, keepCoupon, keptCoupon } from "./cart-pricing";
import { joinCart, startCart } from "./cart-starts";

export { type LoadedRow, summaryLine } from "./cart-lines";
export { type Owner, ownerKey, ownerOf } from "./cart-owner";
export {
  applyCoupon,
  dropCoupon,
  type PricedCart,
  priceCart,
  removeCoupon,
  summary,
  validateCoupon,
} from "./cart-pricing";
export { conversion, convertCart } from "./cart-starts";

type CartRow = typeof cartItems.$inferSelect;

export async function list(ctx: Context): Promise<CartLine[]> {
  const owner = ownerOf(ctx);
  return owner ? await toCartLines(ctx.db, await loadRows(ctx.db, owner)) : [];
}

async function existingLine(
  tx: Tx,
  owner: Owner,
  kind: LineKind,
  ref: { wineId?: string; merchandiseId?: string; size?: MerchandiseSize },
) {
  if (ref.wineId && !ref.merchandiseId && !ref.size) {
    const [column, value] = ownerColumn(owner);
    return wineLineOf[column](tx).get({ owner: value, kind, wineId: ref.wineId });
  }
  const conditions = [ownedBy(owner), eq(cartItems.kind, kind)];
  if (ref.wineId) conditions.push(eq(cartItems.wineId, ref.wineId));
  if (ref.merchandiseId) conditions.push(eq(cartItems.merchandiseId, ref.merchandiseId));
  // The same shirt in two sizes is two lines.
  conditions.push(ref.size ? eq(cartItems.size, ref.size) : isNull(cartItems.size));
  return (
    await tx
      .select()
      .from(cartItems)
      .where(and(...conditions))
  )[0];
}

// Adding a bottle, built once (db/src/prepared.ts): the shop's busiest write.
const wineLineOf = perOwnerColumn((column) =>
  prepared((tx: Tx) =>
    tx
      .select()
      .from(cartItems)
      .where(
        and(
          eq(cartItems[column], param("owner")),
          eq(cartItems.kind, param("kind")),
          eq(cartItems.wineId, param("wineId")),
          isNull(cartItems.size),
        ),
      )
      .prepare(),
  ),
);
const wineById = prepared((tx: Tx) =>
  tx
    .select()
    .from(wines)
    .where(eq(wines.id, param("id")))
    .prepare(),
);

async function addWine(
  tx: Tx,
  owner: Owner,
  buyer: Tier | null,
  wineId: string,
  quantity: number,
  now: string,
) {
  const wine = await wineById(tx).get({ id: wineId });
  if (!wine?.isAvailable) throw notFound("Wine not found");
  if (!canBuyWine(wine, buyer)) throw forbidden(EXCLUSIVE_WINE_MESSAGE);
  const existing = await existingLine(tx, owner, "wine", { wineId });
  const inCart = existing?.quantity ?? 0;
  if (inCart + quantity > maxQuantity(wine.stock)) throw tooMany(wine.name, wine.stock, inCart);
  return upsertQuantity(tx, owner, existing, { kind: "wine", wineId }, inCart + quantity, now);
}

async function addMerchandise(
  tx: Tx,
  owner: Owner,
  input: { productId: string; size?: MerchandiseSize },
  quantity: number,
  now: string,
) {
  const { productId, size } = input;
  const item = (await tx.select().from(merchandise).where(eq(merchandise.id, productId)))[0];
  if (!item?.isActive) throw notFound("Item not found");
  const sized = hasSizes(item.category);
  if (sized && !size) throw badRequest(`Choose a size for ${item.name}`);
  if (!sized && size) throw badRequest(`${item.name} does not come in sizes`);
  const existing = await existingLine(tx, owner, "merchandise", { merchandiseId: productId, size });
  const inCart = existing?.quantity ?? 0;
  const stock = size ? await sizeStock(tx, productId, size) : item.stock;
  const name = size ? `${item.name} (size ${size})` : item.name;
  if (inCart + quantity > maxQuantity(stock)) throw tooMany(name, stock, inCart);
  const ref = { kind: "merchandise" as const, merchandiseId: productId, ...(size ? { size } : {}) };
  return upsertQuantity(tx, owner, existing, ref, inCart + quantity, now);
}

/**
 * POST /api/cart: one line of the kind asked for. Wines and merchandise are the cart's own; the
 * club's kinds (a membership, a free member wine) are added by the membership module, which
 * registers its adders in createApp (the cart never imports the club).
 */
export async function add(ctx: Context, input: AddToCartInput): Promise<CartLine> {
  if (input.kind !== "wine" && input.kind !== "merchandise") {
    const adder = ctx.hooks.cart.adders.get(input.kind);
    if (!adder) throw badRequest("Club memberships and free member wines need the wine club");
    return adder(ctx, input);
  }
  const quantity = input.quantity ?? 1;
  if (quantity < 1) throw badRequest("Quantity must be at least 1");
  const owner = ensureOwner(ctx);
  const now = ctx.clock.now().toISOString();
  const tier = ctx.user?.membershipTier ?? null;
  const id = await ctx.db.write(async (tx) =>
    input.kind === "merchandise"
      ? await addMerchandise(tx, owner, input, quantity, now)
      : await addWine(tx, owner, tier, input.wineId, quantity, now),
  );
  return lineFor(ctx.db, id, owner);
}

/** A gift package is its own line, quantity 1, so each gift keeps its own message and packaging. */
export async function addGiftPackage(ctx: Context, giftPackageId: string): Promise<CartLine> {
  const owner = ensureOwner(ctx);
  const now = ctx.clock.now().toISOString();
  const id = await ctx.db.write(async (tx) => {
    const gift = (await tx.select().from(giftPackages).where(eq(giftPackages.id, giftPackageId)))[0];
    if (!gift?.isActive) throw notFound("Gift package not found");
    const [withWines] = await giftPackagesWithWines(tx, [gift]);
    if (!withWines?.inStock) throw conflict(`${gift.name} is out of stock`);
    return upsertQuantity(tx, owner, undefined, { kind: "gift-package", giftPackageId }, 1, now);
  });
  return lineFor(ctx.db, id, owner);
}

export async function updateQuantity(ctx: Context, itemId: string, quantity: number): Promise<CartLine> {
  const owner = ownerOf(ctx);
  if (!owner) throw lineNotFound();
  if (quantity < 1) throw badRequest("Quantity must be at least 1");
  await ctx.db.write(async (tx) => {
    const row = await lineById(tx, owner, itemId);
    if (!lineKindRules[row.item.kind].adjustableQuantity) {
      throw conflict("This item has a fixed quantity of 1: remove it instead");
    }
    if (quantity > lineMax(row)) throw tooMany(lineLabel(row), lineStock(row), 0);
    await tx
      .update(cartItems)
      .set({ quantity, updatedAt: ctx.clock.now().toISOString() })
      .where(eq(cartItems.id, itemId));
  });
  return lineFor(ctx.db, itemId, owner);
}

/** Removes a line of the given kinds (any kind when none is given). */
export async function remove(ctx: Context, itemId: string, kinds?: LineKind[]): Promise<{ success: true }> {
  const owner = ownerOf(ctx);
  if (!owner) throw lineNotFound();
  const conditions = [ownedBy(owner), eq(cartItems.id, itemId)];
  if (kinds) conditions.push(inArray(cartItems.kind, kinds));
  const result = await ctx.db.write((tx) => tx.delete(cartItems).where(and(...conditions)));
  if (result.changes === 0) throw lineNotFound();
  return { success: true };
}

export async function customize(ctx: Context, input: CustomizeInput): Promise<CartLine> {
  const owner = ownerOf(ctx);
  if (!owner) throw lineNotFound();
  const row = await lineById(ctx.db, owner, input.itemId);
  if (!isCustomizable(row.item.kind)) {
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
  await ctx.db.write((tx) => tx.update(cartItems).set(changes).where(eq(cartItems.id, input.itemId)));
  return lineFor(ctx.db, input.itemId, owner);
}

/**
 * At sign-in a visitor's cart joins the user's (the auth module's signedIn hook): the same wine or
 * item adds up within its bounds, everything else moves over up to the 50-line limit, and the
 * visitor's coupon comes along; then the visitor cookie is cleared.
 */
export async function mergeVisitorCart(ctx: Context, userId: string): Promise<void> {
  const token = ctx.cartToken;
  if (!token) return;
  const visitor = visitorOwner(token);
  const now = ctx.clock.now().toISOString();
  await ctx.db.write(async (tx) => {
    const visitorRows = await loadRows(tx, visitor);
    const userRows = await loadRows(tx, { userId });
    let lines = userRows.length;
    if (visitorRows.length > 0) await joinCart(tx, visitor, userId, userRows.length > 0);
    const coupon = await keptCoupon(tx, visitor);
    if (coupon) await keepCoupon(tx, { userId }, coupon, now);
    await dropCoupon(tx, visitor);
    for (const row of visitorRows) {
      const same = userRows.find(
        (u) =>
          lineKindRules[row.item.kind].adjustableQuantity &&
          u.item.kind === row.item.kind &&
          u.item.wineId === row.item.wineId &&
          u.item.merchandiseId === row.item.merchandiseId &&
          u.item.size === row.item.size,
      );
      if (same) {
        const quantity = Math.min(same.item.quantity + row.item.quantity, Math.max(1, lineMax(same)));
        // The visitor's gift message and packaging are kept unless the saved line has its own.
        await tx
          .update(cartItems)
          .set({
            quantity,
            customMessage: same.item.customMessage ?? row.item.customMessage,
            packaging: same.item.packaging ?? row.item.packaging,
            updatedAt: now,
          })
          .where(eq(cartItems.id, same.item.id));
        await tx.delete(cartItems).where(eq(cartItems.id, row.item.id));
      } else if (lines < CART_LINES_MAX) {
        await tx
          .update(cartItems)
          .set({ userId, cartToken: null, updatedAt: now })
          .where(and(eq(cartItems.id, row.item.id), isNull(cartItems.userId)));
        lines++;
      } else {
        // A full cart takes no more lines; what does not fit is dropped with the visitor cart.
        await tx.delete(cartItems).where(eq(cartItems.id, row.item.id));
      }
    }
  });
  clearVisitorCookie(ctx);
}

/** After a paid checkout the lines that were bought leave the cart. */
export async function removeLines(tx: Tx, ids: string[]): Promise<void> {
  for (const id of ids) await deleteLine(tx).run({ id });
}

const deleteLine = prepared((tx: Tx) =>
  tx
    .delete(cartItems)
    .where(eq(cartItems.id, param("id")))
    .prepare(),
);

// ---------------------------------------------------------------- club lines (membership decides, the cart stores)

export async function cartLine(ctx: Context, itemId: string): Promise<CartLine> {
  const owner = ownerOf(ctx);
  if (!owner) throw lineNotFound();
  return lineFor(ctx.db, itemId, owner);
}

/** One membership line at most: choosing another tier replaces the one in the cart. */
export async function setMembershipLine(tx: Tx, userId: string, tier: Tier, now: string): Promise<string> {
  const existing = (
    await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.kind, "membership")))
  )[0];
  if (existing) {
    await tx
      .update(cartItems)
      .set({ tier, quantity: 1, updatedAt: now })
      .where(eq(cartItems.id, existing.id));
    return existing.id;
  }
  if ((await assertRoomForLine(tx, { userId })) === 0) await startCart(tx, { userId }, now);
  const id = newId();
  await tx
    .insert(cartItems)
    .values({ id, userId, kind: "membership", tier, quantity: 1, createdAt: now, updatedAt: now });
  return id;
}

export async function memberWineUnitsInCart(tx: Executor, userId: string): Promise<number> {
  const row = (
    await tx
      .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)` })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.kind, "membership_wine")))
  )[0];
  return Number(row?.units ?? 0);
}

export async function addMemberWineLine(
  tx: Tx,
  userId: string,
  wineId: string,
  quantity: number,
  now: string,
) {
  const owner: Owner = { userId };
  const existing = await existingLine(tx, owner, "membership_wine", { wineId });
  const total = (existing?.quantity ?? 0) + quantity;
  return upsertQuantity(tx, owner, existing, { kind: "membership_wine", wineId }, total, now);
}

/** The monthly selection page replaces the cart's free wines with its choice. */
export async function replaceMemberWineLines(
  tx: Tx,
  userId: string,
  wineIds: string[],
  now: string,
): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.kind, "membership_wine")));
  for (const wineId of wineIds) await addMemberWineLine(tx, userId, wineId, 1, now);
}
