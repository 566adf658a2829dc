import {
  type CsvColumn,
  csvTable,
  exportFileName,
  hasSizes,
  type StockAdjustedOutput,
  type StockAdjustment,
  type StockAdjustmentInput,
  type StockAdjustmentsInput,
  type StockMovement,
  type StockMovementFiltersInput,
  type StockMovementsInput,
  type StockMovementTotals,
  stockMovementReasonLabels,
  stockReasonLabels,
} from "contracts";
import { merchandise, stockMovements, type Tx, wines } from "db";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { syncConditions } from "../../shared/sync-window";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, notFound, unauthorized } from "../../trpc/errors";
import * as merchandiseStock from "../merchandise/merchandise.service";
import { type MovementRow, recordMoves } from "../stock/stock.service";
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

function toAdjustment(row: MovementRow): StockAdjustment {
  return {
    id: row.id,
    size: row.size,
    change: row.change,
    stockAfter: row.stockAfter,
    // Movements recorded before the reasons existed (a form's stock) read as a count correction.
    reason: row.adjustmentReason ?? "count-correction",
    note: row.note,
    by: row.by ?? "",
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
  return ctx.db.write(async (tx) => {
    const moved = input.kind === "wine" ? await adjustWine(tx, input) : await adjustItem(tx, input);
    const [row] = await recordMoves(
      tx,
      [{ kind: input.kind, productId: input.itemId, size: input.size ?? null, change: input.change }],
      {
        reason: "adjustment",
        adjustmentReason: input.reason,
        note: input.note?.trim() || null,
        by,
        at: ctx.clock.now(),
      },
    );
    if (!row) throw conflict("The stock could not be adjusted: try again.");
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
  return (
    await ctx.db
      .select()
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.kind, input.kind),
          eq(stockMovements.productId, input.itemId),
          eq(stockMovements.reason, "adjustment"),
        ),
      )
      .orderBy(desc(stockMovements.createdAt), desc(sql`${stockMovements}.rowid`))
      .limit(RECENT_ADJUSTMENTS)
  ).map(toAdjustment);
}

// ---------------------------------------------------------------- the stock audit

const movementColumns: CsvColumn<StockMovement>[] = [
  ["Date", (m) => m.createdAt],
  ["Kind", (m) => m.kind],
  ["Product", (m) => m.productName],
  ["Size", (m) => m.size ?? ""],
  ["Change", (m) => m.change],
  ["Stock after", (m) => (m.stockAfter === -1 ? "unlimited" : m.stockAfter)],
  ["Reason", (m) => stockMovementReasonLabels[m.reason]],
  ["Adjustment reason", (m) => (m.adjustmentReason ? stockReasonLabels[m.adjustmentReason] : "")],
  ["Order", (m) => m.orderId ?? ""],
  ["By", (m) => m.by ?? ""],
  ["Note", (m) => m.note ?? ""],
];

function movementFilter(input: StockMovementFiltersInput): SQL | undefined {
  return and(
    input.kind ? eq(stockMovements.kind, input.kind) : undefined,
    input.productId ? eq(stockMovements.productId, input.productId) : undefined,
    input.reason ? eq(stockMovements.reason, input.reason) : undefined,
    syncConditions(input, { createdAt: stockMovements.createdAt }),
  );
}

/** GET /api/admin/stock-movements/totals: the count and net change of the movements the filters find. */
export async function movementTotals(
  ctx: Context,
  input: StockMovementFiltersInput,
): Promise<StockMovementTotals> {
  if (input.kind === "gift") return { count: 0, change: 0 };
  const row = (
    await ctx.db
      .select({ count: count(), change: sql<number | null>`sum(${stockMovements.change})` })
      .from(stockMovements)
      .where(movementFilter(input))
  )[0];
  return { count: Number(row?.count ?? 0), change: Number(row?.change ?? 0) };
}

/**
 * GET /api/admin/stock-movements: every change of stock, newest first, filtered by product, reason
 * and time; a page as JSON (the full count in X-Total-Count) or, with format=csv, all of them as a
 * file for the cellar count.
 */
export async function movements(ctx: Context, input: StockMovementsInput): Promise<StockMovement[] | string> {
  // Gift packages hold no stock of their own (their wines' movements carry their sales).
  if (input.kind === "gift") {
    ctx.responseHeaders.set("X-Total-Count", "0");
    return input.format === "csv" ? csvTable(movementColumns, []) : [];
  }
  const where = movementFilter(input);
  const productName = sql<
    string | null
  >`coalesce(${wines.name} || ' ' || ${wines.vintage}, ${merchandise.name})`;
  const query = ctx.db
    .select({ movement: stockMovements, productName })
    .from(stockMovements)
    .leftJoin(wines, and(eq(stockMovements.kind, "wine"), eq(wines.id, stockMovements.productId)))
    .leftJoin(
      merchandise,
      and(eq(stockMovements.kind, "merchandise"), eq(merchandise.id, stockMovements.productId)),
    )
    .where(where)
    .orderBy(desc(stockMovements.createdAt), desc(sql`${stockMovements}.rowid`));
  const toMovement = (r: { movement: MovementRow; productName: string | null }): StockMovement => {
    const { adjustmentReason, ...m } = r.movement;
    return { ...m, adjustmentReason, productName: r.productName ?? m.productId };
  };
  if (input.format === "csv") {
    const name = exportFileName("stock-movements", ctx.clock.now());
    ctx.responseHeaders.set("Content-Disposition", `attachment; filename="${name}"`);
    return csvTable(movementColumns, (await query).map(toMovement));
  }
  ctx.responseHeaders.set("X-Total-Count", String((await movementTotals(ctx, input)).count));
  const rows = await query.limit(input.pageSize).offset((input.page - 1) * input.pageSize);
  return rows.map(toMovement);
}
