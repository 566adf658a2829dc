import {
  formatCents,
  hasSizes,
  type ListMerchandiseInput,
  type Merchandise,
  type MerchandiseFormInput,
  type MerchandiseSort,
  type SizeStock,
  toCents,
  type UpdateMerchandiseInput,
} from "contracts";
import { type Executor, merchandise, newId, orderItems, type Tx } from "db";
import { and, asc, desc, eq, gt, gte, type SQL, sql } from "drizzle-orm";
import { type Removal, removeOrDeactivate } from "../../shared/remove-or-deactivate";
import type { Context } from "../../trpc/context";
import { badRequest, notFound } from "../../trpc/errors";
import { recordFormStock, staffCause } from "../stock/stock.service";
import { allSizes, sizesOf, writeSizes } from "./merchandise-sizes";

export { adjustSizeStock, returnSizeStock, sizeStock, takeSizeStock } from "./merchandise-sizes";

export type MerchandiseRow = typeof merchandise.$inferSelect;

/** An item as the api answers it; `sizes` are the stored sizes of a sized item (see `sizesOf`). */
export function toMerchandise(row: MerchandiseRow, sizes?: SizeStock[]): Merchandise {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    longDescription: row.longDescription,
    price: row.price,
    imageUrl: row.imageUrl,
    category: row.category,
    stock: row.stock,
    lowStockAt: row.lowStockAt,
    inStock: row.stock > 0,
    sizes: allSizes(row.category, sizes),
    rating: row.rating,
    reviews: row.reviews,
    isActive: row.isActive,
  };
}

const byName = asc(sql`lower(${merchandise.name})`);

const orderings: Record<MerchandiseSort, SQL[]> = {
  featured: [asc(merchandise.sortOrder), byName],
  name: [byName],
  "price-asc": [asc(sql`cast(${merchandise.price} as double precision)`), byName],
  "price-desc": [desc(sql`cast(${merchandise.price} as double precision)`), byName],
  rating: [
    desc(sql`coalesce(cast(${merchandise.rating} as double precision), -1)`),
    desc(merchandise.reviews),
    byName,
  ],
};

/** Active items for everyone (admins: all), "Featured" order unless a sort is asked for. */
/** Items with their sizes, read in one more query. */
export async function withSizes(db: Executor, rows: MerchandiseRow[]): Promise<Merchandise[]> {
  const sizes = await sizesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toMerchandise(row, sizes.get(row.id)));
}

export async function list(ctx: Context, input: ListMerchandiseInput): Promise<Merchandise[]> {
  const conditions: SQL[] = [];
  if (ctx.user?.role !== "admin") conditions.push(eq(merchandise.isActive, true));
  if (input?.category) conditions.push(eq(merchandise.category, input.category));
  if (input?.inStock === true) conditions.push(gt(merchandise.stock, 0));
  if (input?.inStock === false) conditions.push(eq(merchandise.stock, 0));
  const rows = await ctx.db
    .select()
    .from(merchandise)
    .where(and(...conditions))
    .orderBy(...orderings[input?.sort ?? "featured"], asc(merchandise.id));
  return withSizes(ctx.db, rows);
}

/** "" and null clear a text field; undefined (not sent) leaves it as it is on an update. */
function blankToNull(value: string | null | undefined): string | null | undefined {
  return value === "" ? null : value;
}

function itemColumns(input: MerchandiseFormInput | UpdateMerchandiseInput) {
  return {
    name: input.name,
    description: input.description,
    longDescription: blankToNull(input.longDescription),
    price: formatCents(toCents(input.price)),
    imageUrl: blankToNull(input.imageUrl),
    category: input.category,
    // Apparel's stock is set from its sizes (writeSizes) in the same transaction; an update that
    // leaves the stock out keeps it.
    stock: input.stock,
    lowStockAt: input.lowStockAt,
    // "4" -> "4.0": ratings keep one decimal place.
    rating: typeof input.rating === "string" ? Number(input.rating).toFixed(1) : input.rating,
    reviews: input.reviews,
    isActive: input.isActive,
  };
}

const NOT_FOUND_MESSAGE = "Merchandise item not found";

/** A new item goes to the end of the "Featured" order. */
export async function create(ctx: Context, input: MerchandiseFormInput): Promise<Merchandise> {
  const now = ctx.clock.now().toISOString();
  const id = newId();
  await ctx.db.write(async (tx) => {
    const last = (
      await tx.select({ max: sql<number | null>`max(${merchandise.sortOrder})` }).from(merchandise)
    )[0];
    await tx.insert(merchandise).values({
      ...itemColumns(input),
      stock: input.stock ?? 0,
      id,
      sortOrder: (last?.max ?? 0) + 1,
      createdAt: now,
      updatedAt: now,
    });
    await saveSizes(tx, id, input);
    await recordFormStock(tx, { kind: "merchandise", productId: id }, staffCause(ctx, "Opening stock"));
  });
  return byId(ctx.db, id);
}

/** Apparel's sizes are written and its stock becomes their sum; other items lose any sizes. */
async function saveSizes(tx: Tx, id: string, input: MerchandiseFormInput | UpdateMerchandiseInput) {
  const total = await writeSizes(tx, id, input.category, input.sizes);
  if (total !== null) await tx.update(merchandise).set({ stock: total }).where(eq(merchandise.id, id));
}

async function byId(db: Executor, id: string): Promise<Merchandise> {
  const row = (await db.select().from(merchandise).where(eq(merchandise.id, id)))[0];
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  const [item] = await withSizes(db, [row]);
  if (!item) throw notFound(NOT_FOUND_MESSAGE);
  return item;
}

export async function update(ctx: Context, input: UpdateMerchandiseInput): Promise<Merchandise> {
  await ctx.db.write(async (tx) => {
    const before = (await tx.select().from(merchandise).where(eq(merchandise.id, input.id)))[0];
    if (!before) throw notFound(NOT_FOUND_MESSAGE);
    const stockSent = input.stock !== undefined || input.sizes !== undefined;
    if (!stockSent && hasSizes(before.category) !== hasSizes(input.category)) {
      throw badRequest(
        hasSizes(input.category)
          ? "Apparel is stocked by size: enter the stock of each size"
          : "Enter the stock of the item as a whole",
      );
    }
    await tx
      .update(merchandise)
      .set({ ...itemColumns(input), updatedAt: ctx.clock.now().toISOString() })
      .where(eq(merchandise.id, input.id));
    if (!stockSent) return;
    await saveSizes(tx, input.id, input);
    await recordFormStock(
      tx,
      { kind: "merchandise", productId: input.id },
      {
        ...staffCause(ctx, "Stock set in the item form"),
        adjustmentReason: "count-correction",
      },
    );
  });
  return byId(ctx.db, input.id);
}

/** An item that orders name is kept, inactive; otherwise it is deleted with its cart lines. */
export async function remove(ctx: Context, id: string): Promise<Removal> {
  const now = ctx.clock.now().toISOString();
  return removeOrDeactivate(ctx.db, {
    missing: NOT_FOUND_MESSAGE,
    exists: async (tx) =>
      Boolean((await tx.select({ id: merchandise.id }).from(merchandise).where(eq(merchandise.id, id)))[0]),
    referenced: async (tx) =>
      Boolean(
        (
          await tx
            .select({ id: orderItems.id })
            .from(orderItems)
            .where(eq(orderItems.merchandiseId, id))
            .limit(1)
        )[0],
      ),
    deactivate: async (tx) =>
      await tx.update(merchandise).set({ isActive: false, updatedAt: now }).where(eq(merchandise.id, id)),
    remove: async (tx) => await tx.delete(merchandise).where(eq(merchandise.id, id)),
  });
}

/** Takes items (without sizes) for an order with a guarded update; false when there are not enough. */
export async function takeStock(tx: Tx, merchandiseId: string, quantity: number): Promise<boolean> {
  const result = await tx
    .update(merchandise)
    .set({ stock: sql`${merchandise.stock} - ${quantity}` })
    .where(
      and(
        eq(merchandise.id, merchandiseId),
        eq(merchandise.isActive, true),
        gte(merchandise.stock, quantity),
      ),
    );
  return result.changes === 1;
}

export async function returnStock(tx: Tx, merchandiseId: string, quantity: number): Promise<void> {
  await tx
    .update(merchandise)
    .set({ stock: sql`${merchandise.stock} + ${quantity}` })
    .where(eq(merchandise.id, merchandiseId));
}

/**
 * Moves an item's stock by `change` (a hand adjustment, items without sizes), never below 0: the
 * new stock, or null when there are fewer than the change takes away (or no such item).
 */
export async function adjustStock(tx: Tx, merchandiseId: string, change: number): Promise<number | null> {
  const row = (
    await tx
      .update(merchandise)
      .set({ stock: sql`${merchandise.stock} + ${change}` })
      .where(and(eq(merchandise.id, merchandiseId), sql`${merchandise.stock} + ${change} >= 0`))
      .returning({ stock: merchandise.stock })
  )[0];
  return row?.stock ?? null;
}

/** Items on sale at or below their low-stock level (their own, or `byDefault`), fewest first. */
export async function lowStock(
  db: Executor,
  byDefault: number,
): Promise<{ id: string; name: string; stock: number; lowStockAt: number }[]> {
  const level = sql<number>`coalesce(${merchandise.lowStockAt}, ${byDefault})`;
  return await db
    .select({ id: merchandise.id, name: merchandise.name, stock: merchandise.stock, lowStockAt: level })
    .from(merchandise)
    .where(and(eq(merchandise.isActive, true), sql`${merchandise.stock} <= ${level}`))
    .orderBy(asc(merchandise.stock), asc(merchandise.name));
}
