import {
  hasSizes,
  type StockAdjustedOutput,
  type StockAdjustment,
  type StockAdjustmentInput,
  type StockAdjustmentsInput,
} from "contracts";
import { merchandise, newId, one, stockAdjustments, type Tx, wines } from "db";
import { desc, eq, sql } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, notFound, unauthorized } from "../../trpc/errors";
import * as merchandiseStock from "../merchandise/merchandise.service";
import * as wineStock from "../wines/wines.service";

/**
 * Stock changed by hand from the Products screen (a delivery, a broken case, a recount): the wine or
 * item module moves its stock with a guarded update, and the change is recorded with who and why,
 * both in one immediate transaction.
 */

/** How many recent adjustments the edit dialog shows. */
export const RECENT_ADJUSTMENTS = 5;

const belowZero = (left: number, what: string) =>
  conflict(`Only ${left} ${what}: the stock cannot go below 0. Check the count and try again.`);

type AdjustmentRow = typeof stockAdjustments.$inferSelect;

function toAdjustment(row: AdjustmentRow): StockAdjustment {
  return {
    id: row.id,
    size: row.size,
    change: row.change,
    stockAfter: row.stockAfter,
    reason: row.reason,
    note: row.note,
    by: row.by,
    at: row.createdAt,
  };
}

/** A wine's bottles: counted stock only (unlimited stock is set in the wine form). */
async function adjustWine(
  tx: Tx,
  input: StockAdjustmentInput,
): Promise<{ stock: number; stockAfter: number }> {
  if (input.size) throw badRequest("Wines do not come in sizes");
  const wine = (await tx.select({ stock: wines.stock }).from(wines).where(eq(wines.id, input.itemId)))[0];
  if (!wine) throw notFound("Wine not found");
  if (wine.stock === -1) {
    throw conflict("This wine has unlimited stock: set a number of bottles in the wine form first.");
  }
  const after = await wineStock.adjustStock(tx, input.itemId, input.change);
  if (after === null) throw belowZero(wine.stock, "in stock");
  return { stock: after, stockAfter: after };
}

/** An item's stock, or one size's for apparel (the item's total follows). */
async function adjustItem(
  tx: Tx,
  input: StockAdjustmentInput,
): Promise<{ stock: number; stockAfter: number }> {
  const item = (await tx.select().from(merchandise).where(eq(merchandise.id, input.itemId)))[0];
  if (!item) throw notFound("Merchandise item not found");
  if (!hasSizes(item.category)) {
    if (input.size) throw badRequest(`${item.name} does not come in sizes`);
    const after = await merchandiseStock.adjustStock(tx, item.id, input.change);
    if (after === null) throw belowZero(item.stock, "in stock");
    return { stock: after, stockAfter: after };
  }
  if (!input.size) throw badRequest(`Choose the size of ${item.name} to adjust`);
  const left = await merchandiseStock.sizeStock(tx, item.id, input.size);
  const after = await merchandiseStock.adjustSizeStock(tx, item.id, input.size, input.change);
  if (!after) throw belowZero(left, `in size ${input.size}`);
  return { stock: after.stock, stockAfter: after.sizeStock };
}

/** POST /api/admin/stock-adjustments. */
export async function adjust(ctx: Context, input: StockAdjustmentInput): Promise<StockAdjustedOutput> {
  const by = ctx.user?.username;
  if (!by) throw unauthorized();
  const now = ctx.clock.now().toISOString();
  return ctx.db.write(async (tx) => {
    const moved = input.kind === "wine" ? await adjustWine(tx, input) : await adjustItem(tx, input);
    const row = one(
      await tx
        .insert(stockAdjustments)
        .values({
          id: newId(),
          wineId: input.kind === "wine" ? input.itemId : null,
          merchandiseId: input.kind === "merchandise" ? input.itemId : null,
          size: input.size ?? null,
          change: input.change,
          stockAfter: moved.stockAfter,
          reason: input.reason,
          note: input.note?.trim() || null,
          by,
          createdAt: now,
        })
        .returning(),
    );
    await ctx.hooks.catalogue.stockChanged.emit(tx, {
      kind: input.kind,
      id: input.itemId,
      now: ctx.clock.now(),
    });
    return { adjustment: toAdjustment(row), stock: moved.stock };
  });
}

/** GET /api/admin/stock-adjustments: an item's latest adjustments, newest first. */
export async function recent(ctx: Context, input: StockAdjustmentsInput): Promise<StockAdjustment[]> {
  const column = input.kind === "wine" ? stockAdjustments.wineId : stockAdjustments.merchandiseId;
  return (
    await ctx.db
      .select()
      .from(stockAdjustments)
      .where(eq(column, input.itemId))
      .orderBy(desc(stockAdjustments.createdAt), desc(sql`${stockAdjustments}.rowid`))
      .limit(RECENT_ADJUSTMENTS)
  ).map(toAdjustment);
}
