import { cartItems, type Executor, param, prepared } from "db";
import { eq, type SQL, sql } from "drizzle-orm";
import { serializeCookie } from "../../auth/cookies";
import { generateSessionToken, sessionIdFromToken } from "../../auth/sessions";
import type { Context } from "../../trpc/context";
import { conflict } from "../../trpc/errors";

const CART_COOKIE_DAYS = 30;
/** The most lines one cart holds (docs/product/decisions.md, "Round 2": Hardening). */
export const CART_LINES_MAX = 50;

/**
 * Whose cart: the signed-in user's, or a visitor's. A visitor's cart is found by the SHA-256 of the
 * cart cookie's token, so the database never holds a token that would open someone's cart.
 */
export type Owner = { userId: string } | { cartToken: string };

export const visitorOwner = (token: string): Owner => ({ cartToken: sessionIdFromToken(token) });

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
export function ensureOwner(ctx: Context): Owner {
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

/** After sign-in the visitor cookie has done its work. */
export function clearVisitorCookie(ctx: Context): void {
  ctx.cartToken = null;
  ctx.responseHeaders.append(
    "Set-Cookie",
    serializeCookie(ctx.cookies.cart, "", { secure: ctx.secure, maxAgeSeconds: 0 }),
  );
}

export function ownedBy(owner: Owner): SQL {
  return "userId" in owner ? eq(cartItems.userId, owner.userId) : eq(cartItems.cartToken, owner.cartToken);
}

export function ownerColumns(owner: Owner): { userId: string | null; cartToken: string | null } {
  return "userId" in owner
    ? { userId: owner.userId, cartToken: null }
    : { userId: null, cartToken: owner.cartToken };
}

/**
 * A new line is refused once the cart holds 50 (more of a line already there is fine). Answers how
 * many lines the cart holds before the new one.
 */
export async function assertRoomForLine(tx: Executor, owner: Owner): Promise<number> {
  const [column, value] = ownerColumn(owner);
  const row = await linesOf[column](tx).get({ owner: value });
  const lines = Number(row?.lines ?? 0);
  if (lines >= CART_LINES_MAX) {
    throw conflict(
      `Your cart is full: it holds at most ${CART_LINES_MAX} different items. Remove one to add another.`,
    );
  }
  return lines;
}

/**
 * The column that holds the owner, and its value: a prepared query (db/src/prepared.ts) is built
 * once for each column, the owner given as `param("owner")`.
 */
export function ownerColumn(owner: Owner): ["userId", string] | ["cartToken", string] {
  return "userId" in owner ? ["userId", owner.userId] : ["cartToken", owner.cartToken];
}

/** One prepared query per owner column. */
export function perOwnerColumn<Q>(
  build: (column: "userId" | "cartToken") => Q,
): Record<"userId" | "cartToken", Q> {
  return { userId: build("userId"), cartToken: build("cartToken") };
}

const linesOf = perOwnerColumn((column) =>
  prepared((db: Executor) =>
    db
      .select({ lines: sql<number>`count(*)` })
      .from(cartItems)
      .where(eq(cartItems[column], param("owner")))
      .prepare(),
  ),
);
