import { cartStarts, type Executor, newId, param, prepared, type Tx, users } from "db";
import { and, count, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { type Owner, ownerKey } from "./cart-owner";

/**
 * Carts started and carts that ended in a paid order, for the dashboard's conversion rate
 * (docs/product/decisions.md, "Round 2": Back office). A cart starts when an empty cart gets its
 * first line, unless the shopper's last cart is still open (emptied and filled again, or its club
 * wines replaced by a new selection: still one cart); it converts when it is checked out and paid.
 */

const openCartOf = (owner: Owner) =>
  and(eq(cartStarts.owner, ownerKey(owner)), isNull(cartStarts.convertedAt));

export async function startCart(tx: Tx, owner: Owner, now: string): Promise<void> {
  const key = ownerKey(owner);
  if (!(await openStart(tx).get({ owner: key }))) {
    await insertStart(tx).run({ id: newId(), owner: key, startedAt: now });
  }
}

// Built once (db/src/prepared.ts): a cart starts, and converts, with most checkouts.
const openStart = prepared((tx: Tx) =>
  tx
    .select({ id: cartStarts.id })
    .from(cartStarts)
    .where(and(eq(cartStarts.owner, param("owner")), isNull(cartStarts.convertedAt)))
    .prepare(),
);
const insertStart = prepared((tx: Tx) =>
  tx
    .insert(cartStarts)
    .values({ id: param("id"), owner: param("owner"), startedAt: param("startedAt") })
    .prepare(),
);
const convertStart = prepared((tx: Tx) =>
  tx
    .update(cartStarts)
    .set({ orderId: sql`${param("orderId")}`, convertedAt: sql`${param("now")}` })
    .where(and(eq(cartStarts.owner, param("owner")), isNull(cartStarts.convertedAt)))
    .prepare(),
);

/**
 * At sign-in a visitor's cart joins the user's: when the user's cart was empty the visitor's cart
 * carries on as theirs; otherwise the two are one cart from now on, already counted as the user's.
 */
export async function joinCart(tx: Tx, visitor: Owner, userId: string, userHadLines: boolean): Promise<void> {
  const userCart = (await tx.select({ id: cartStarts.id }).from(cartStarts).where(openCartOf({ userId })))[0];
  if (userHadLines || userCart) await tx.delete(cartStarts).where(openCartOf(visitor));
  else
    await tx
      .update(cartStarts)
      .set({ owner: ownerKey({ userId }) })
      .where(openCartOf(visitor));
}

/** The cart just checked out and paid is converted by its order; the next line starts a new cart. */
export async function convertCart(tx: Tx, owner: Owner | null, orderId: string, now: string): Promise<void> {
  if (owner) await convertStart(tx).run({ owner: ownerKey(owner), orderId, now });
}

/**
 * How many carts started since `since` (an instant), and how many of them were checked out and paid.
 * The staff's own carts (an admin trying the shop) are no shopper's and are left out.
 */
export async function conversion(
  db: Executor,
  since: string,
): Promise<{ started: number; converted: number }> {
  const shoppers = sql`${cartStarts.owner} not in (select 'user:' || ${users.id} from ${users} where ${users.role} = 'admin')`;
  const started = (
    await db
      .select({ n: count() })
      .from(cartStarts)
      .where(and(gte(cartStarts.startedAt, since), shoppers))
  )[0];
  const converted = (
    await db
      .select({ n: count() })
      .from(cartStarts)
      .where(and(gte(cartStarts.startedAt, since), isNotNull(cartStarts.convertedAt), shoppers))
  )[0];
  return { started: started?.n ?? 0, converted: converted?.n ?? 0 };
}
