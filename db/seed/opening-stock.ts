import { and, eq, sql } from "drizzle-orm";
import { newId } from "../src/ids";
import type { Tx } from "../src/port";
import { merchandise, merchandiseSizes, stockMovements, wines } from "../src/schema";

/**
 * An `import` movement for each counted stock its movements do not add up to yet: the catalogue
 * the seed (or a test's factory) just wrote, so the stock audit's rule (stock = the sum of its
 * movements) holds from the first row. The server's later starts never call it: a difference then
 * would be a missing movement, which the audit must show, not paper over.
 */
export async function recordOpeningStock(tx: Tx, now: Date, only?: { wineId: string }): Promise<void> {
  const at = now.toISOString();
  const sums = new Map<string, number>();
  const key = (kind: string, id: string, size: string | null) => `${kind}|${id}|${size ?? ""}`;
  for (const row of await tx
    .select({
      kind: stockMovements.kind,
      productId: stockMovements.productId,
      size: stockMovements.size,
      sum: sql<number>`sum(${stockMovements.change})`,
    })
    .from(stockMovements)
    .where(only ? and(eq(stockMovements.kind, "wine"), eq(stockMovements.productId, only.wineId)) : undefined)
    .groupBy(stockMovements.kind, stockMovements.productId, stockMovements.size)) {
    sums.set(key(row.kind, row.productId, row.size), Number(row.sum));
  }
  const counted: { kind: "wine" | "merchandise"; id: string; size: string | null; stock: number }[] = [];
  const wineRows = await tx
    .select({ id: wines.id, stock: wines.stock })
    .from(wines)
    .where(only ? eq(wines.id, only.wineId) : undefined);
  for (const w of wineRows)
    if (w.stock >= 0) counted.push({ kind: "wine", id: w.id, size: null, stock: w.stock });
  if (!only) {
    const sized = await tx
      .select({
        id: merchandiseSizes.merchandiseId,
        size: merchandiseSizes.size,
        stock: merchandiseSizes.stock,
      })
      .from(merchandiseSizes);
    const hasSizes = new Set(sized.map((s) => s.id));
    for (const s of sized) counted.push({ kind: "merchandise", ...s });
    for (const i of await tx.select({ id: merchandise.id, stock: merchandise.stock }).from(merchandise)) {
      if (!hasSizes.has(i.id)) counted.push({ kind: "merchandise", id: i.id, size: null, stock: i.stock });
    }
  }
  const rows = counted
    .map((c) => ({ ...c, change: c.stock - (sums.get(key(c.kind, c.id, c.size)) ?? 0) }))
    .filter((c) => c.change !== 0)
    .map((c) => ({
      id: newId(),
      kind: c.kind,
      productId: c.id,
      size: c.size as typeof stockMovements.$inferInsert.size,
      change: c.change,
      stockAfter: c.stock,
      reason: "import" as const,
      note: "Opening stock",
      createdAt: at,
    }));
  if (rows.length > 0) await tx.insert(stockMovements).values(rows);
}
