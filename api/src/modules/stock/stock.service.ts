import type { MerchandiseSize, StockMovementReason, StockReason } from "contracts";
import { type Executor, merchandise, merchandiseSizes, newId, one, stockMovements, type Tx, wines } from "db";
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "../../trpc/context";

/**
 * The stock audit's record (docs/decisions/0026): every change of a product's stock is one
 * `stock_movements` row, written in the transaction that changed the stock, so a product's counted
 * stock always equals the sum of its movements. The wine and item modules move the stock with their
 * guarded updates; this module only records what moved. It sits with them, below the cart and the
 * orders, so every writer of stock can call it.
 */

export type MovementRow = typeof stockMovements.$inferSelect;

/** Why, for whom and by whom the stock moved. */
export interface StockCause {
  reason: StockMovementReason;
  at: Date;
  orderId?: string | null;
  /** The staff member's username; none for the shop's own moves (a sale, a declined payment). */
  by?: string | null;
  note?: string | null;
  /** An adjustment's reason as the Products screen offers it. */
  adjustmentReason?: StockReason | null;
}

/** A change a staff member made in a product form (`note` says which). */
export function staffCause(ctx: Context, note: string): StockCause {
  return { reason: "adjustment", at: ctx.clock.now(), by: ctx.user?.username ?? null, note };
}

/** A change already made to one product's stock (apparel: one size's). */
export interface StockChange {
  kind: "wine" | "merchandise";
  productId: string;
  size?: MerchandiseSize | null;
  change: number;
}

async function insertMovement(
  tx: Tx,
  m: StockChange & { stockAfter: number },
  cause: StockCause,
): Promise<MovementRow> {
  return one(
    await tx
      .insert(stockMovements)
      .values({
        id: newId(),
        kind: m.kind,
        productId: m.productId,
        size: m.size ?? null,
        change: m.change,
        stockAfter: m.stockAfter,
        reason: cause.reason,
        adjustmentReason: cause.adjustmentReason ?? null,
        orderId: cause.orderId ?? null,
        by: cause.by ?? null,
        note: cause.note ?? null,
        createdAt: cause.at.toISOString(),
      })
      .returning(),
  );
}

/** The stock (of the size) now, as this transaction sees it; -1 for unlimited, null when gone. */
async function stockNow(db: Executor, c: Omit<StockChange, "change">): Promise<number | null> {
  if (c.kind === "wine") {
    return (
      (await db.select({ stock: wines.stock }).from(wines).where(eq(wines.id, c.productId)))[0]?.stock ?? null
    );
  }
  if (c.size) {
    return (
      (
        await db
          .select({ stock: merchandiseSizes.stock })
          .from(merchandiseSizes)
          .where(and(eq(merchandiseSizes.merchandiseId, c.productId), eq(merchandiseSizes.size, c.size)))
      )[0]?.stock ?? null
    );
  }
  return (
    (
      await db.select({ stock: merchandise.stock }).from(merchandise).where(eq(merchandise.id, c.productId))
    )[0]?.stock ?? null
  );
}

/**
 * Records changes the caller just made to stock, each with the stock right after. A wine whose
 * stock is unlimited (-1) is not counted, so its sales record nothing.
 */
export async function recordMoves(tx: Tx, changes: StockChange[], cause: StockCause): Promise<MovementRow[]> {
  const recorded: MovementRow[] = [];
  for (const c of changes) {
    if (c.change === 0) continue;
    const after = await stockNow(tx, c);
    if (after === null || after === -1) continue;
    const row = await insertMovement(tx, { ...c, stockAfter: after }, cause);
    recorded.push(row);
  }
  return recorded;
}

/** The sum of a product's movements (apparel: by size, "" for the item's own). */
async function movementSums(
  db: Executor,
  kind: StockChange["kind"],
  productId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ size: stockMovements.size, sum: sql<number>`sum(${stockMovements.change})` })
    .from(stockMovements)
    .where(and(eq(stockMovements.kind, kind), eq(stockMovements.productId, productId)))
    .groupBy(stockMovements.size);
  return new Map(rows.map((r) => [r.size ?? "", Number(r.sum)]));
}

/**
 * After a form wrote a product's stock outright (the spec's wine form takes `stock`; a new item's
 * opening stock; apparel's sizes), records the difference from its movements as one movement per
 * size. Unlimited stock counts as 0, so making a wine unlimited records its bottles going out of
 * the count, and counting it again records them coming back.
 */
export async function recordFormStock(
  tx: Tx,
  product: { kind: StockChange["kind"]; productId: string },
  cause: StockCause,
): Promise<void> {
  const sums = await movementSums(tx, product.kind, product.productId);
  const counted = new Map<string, { size: MerchandiseSize | null; stock: number; after: number }>();
  if (product.kind === "wine") {
    const stock = await stockNow(tx, { kind: "wine", productId: product.productId });
    if (stock === null) return;
    counted.set("", { size: null, stock: Math.max(stock, 0), after: stock });
  } else {
    const sizes = await tx
      .select({ size: merchandiseSizes.size, stock: merchandiseSizes.stock })
      .from(merchandiseSizes)
      .where(eq(merchandiseSizes.merchandiseId, product.productId));
    for (const s of sizes) counted.set(s.size, { size: s.size, stock: s.stock, after: s.stock });
    if (sizes.length === 0) {
      const stock = await stockNow(tx, { kind: "merchandise", productId: product.productId });
      if (stock === null) return;
      counted.set("", { size: null, stock, after: stock });
    }
  }
  // A size (or the item's own count) with movements but no stock any more moved to 0.
  for (const key of sums.keys()) {
    if (!counted.has(key))
      counted.set(key, { size: (key || null) as MerchandiseSize | null, stock: 0, after: 0 });
  }
  for (const [key, c] of counted) {
    const change = c.stock - (sums.get(key) ?? 0);
    if (change === 0) continue;
    await insertMovement(tx, { ...product, size: c.size, change, stockAfter: c.after }, cause);
  }
}
