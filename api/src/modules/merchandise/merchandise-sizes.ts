import {
  hasSizes,
  type MerchandiseCategory,
  type MerchandiseSize,
  merchandiseSizes,
  type SizeStock,
} from "contracts";
import { type Executor, larger, merchandise, newId, merchandiseSizes as sizesTable, type Tx } from "db";
import { and, eq, gte, inArray, sql } from "drizzle-orm";

/**
 * Apparel's stock per size. The item's own `stock` is always the sum of its sizes: every write here
 * changes both in the caller's transaction, so the shop's lists and filters read one column.
 */

/** The stored sizes of these items, by item. */
export async function sizesOf(db: Executor, ids: string[]): Promise<Map<string, SizeStock[]>> {
  const found = new Map<string, SizeStock[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ merchandiseId: sizesTable.merchandiseId, size: sizesTable.size, stock: sizesTable.stock })
    .from(sizesTable)
    .where(inArray(sizesTable.merchandiseId, [...new Set(ids)]));
  for (const row of rows) {
    const list = found.get(row.merchandiseId) ?? [];
    list.push({ size: row.size, stock: row.stock });
    found.set(row.merchandiseId, list);
  }
  return found;
}

/** Every size S-XXL in order for a sized category (a size with no row has none); [] for the rest. */
export function allSizes(category: MerchandiseCategory, stored: SizeStock[] | undefined): SizeStock[] {
  if (!hasSizes(category)) return [];
  return merchandiseSizes.map((size) => ({ size, stock: stored?.find((s) => s.size === size)?.stock ?? 0 }));
}

/**
 * Writes an item's sizes from the admin's form (apparel: every size, the ones left out at 0;
 * anything else: none) and returns the item's stock, their sum.
 */
export async function writeSizes(
  tx: Tx,
  merchandiseId: string,
  category: MerchandiseCategory,
  sizes: SizeStock[] | undefined,
): Promise<number | null> {
  if (!hasSizes(category)) {
    await tx.delete(sizesTable).where(eq(sizesTable.merchandiseId, merchandiseId));
    return null;
  }
  const wanted = allSizes(category, sizes);
  for (const { size, stock } of wanted) {
    await tx
      .insert(sizesTable)
      .values({ id: newId(), merchandiseId, size, stock })
      .onConflictDoUpdate({ target: [sizesTable.merchandiseId, sizesTable.size], set: { stock } });
  }
  return wanted.reduce((sum, s) => sum + s.stock, 0);
}

/** The stock of one size of an item (0 when the item has no such size). */
export async function sizeStock(db: Executor, merchandiseId: string, size: MerchandiseSize): Promise<number> {
  const row = (
    await db
      .select({ stock: sizesTable.stock })
      .from(sizesTable)
      .where(and(eq(sizesTable.merchandiseId, merchandiseId), eq(sizesTable.size, size)))
  )[0];
  return row?.stock ?? 0;
}

/**
 * Takes one size for an order with a guarded update (never below 0, only while the item is on
 * sale), and the same number from the item's total; false when that size has too few.
 */
export async function takeSizeStock(
  tx: Tx,
  merchandiseId: string,
  size: MerchandiseSize,
  quantity: number,
): Promise<boolean> {
  const onSale = sql`exists (select 1 from ${merchandise} where ${merchandise.id} = ${merchandiseId} and ${merchandise.isActive})`;
  const taken = await tx
    .update(sizesTable)
    .set({ stock: sql`${sizesTable.stock} - ${quantity}` })
    .where(
      and(
        eq(sizesTable.merchandiseId, merchandiseId),
        eq(sizesTable.size, size),
        gte(sizesTable.stock, quantity),
        onSale,
      ),
    );
  if (taken.changes !== 1) return false;
  await tx
    .update(merchandise)
    .set({ stock: larger(tx.engine, sql`${merchandise.stock} - ${quantity}`, 0) })
    .where(eq(merchandise.id, merchandiseId));
  return true;
}

/** A cancelled order's sizes come back (and the item's total with them). */
export async function returnSizeStock(
  tx: Tx,
  merchandiseId: string,
  size: MerchandiseSize,
  quantity: number,
): Promise<void> {
  const back = await tx
    .update(sizesTable)
    .set({ stock: sql`${sizesTable.stock} + ${quantity}` })
    .where(and(eq(sizesTable.merchandiseId, merchandiseId), eq(sizesTable.size, size)));
  if (back.changes !== 1) return;
  await tx
    .update(merchandise)
    .set({ stock: sql`${merchandise.stock} + ${quantity}` })
    .where(eq(merchandise.id, merchandiseId));
}

/**
 * Moves one size's stock by `change` (a hand adjustment), never below 0: the new stock of the size
 * and of the item, or null when the size has fewer than the change takes away (or does not exist).
 */
export async function adjustSizeStock(
  tx: Tx,
  merchandiseId: string,
  size: MerchandiseSize,
  change: number,
): Promise<{ sizeStock: number; stock: number } | null> {
  const row = (
    await tx
      .update(sizesTable)
      .set({ stock: sql`${sizesTable.stock} + ${change}` })
      .where(
        and(
          eq(sizesTable.merchandiseId, merchandiseId),
          eq(sizesTable.size, size),
          sql`${sizesTable.stock} + ${change} >= 0`,
        ),
      )
      .returning({ stock: sizesTable.stock })
  )[0];
  if (!row) return null;
  const item = (
    await tx
      .update(merchandise)
      .set({ stock: larger(tx.engine, sql`${merchandise.stock} + ${change}`, 0) })
      .where(eq(merchandise.id, merchandiseId))
      .returning({ stock: merchandise.stock })
  )[0];
  return { sizeStock: row.stock, stock: item?.stock ?? 0 };
}
