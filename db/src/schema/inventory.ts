import type { MerchandiseSize, StockReason } from "contracts";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { merchandise } from "./merchandise";
import { wines } from "./wines";

/**
 * Stock changed by hand on the Products screen (a delivery, a broken case, a recount), with who, when
 * and why. Sales and cancellations are not recorded here: the orders are their record.
 */
export const stockAdjustments = sqliteTable(
  "stock_adjustments",
  {
    id: id(),
    wineId: text("wine_id").references(() => wines.id, { onDelete: "cascade" }),
    merchandiseId: text("merchandise_id").references(() => merchandise.id, { onDelete: "cascade" }),
    /** Apparel's size whose stock changed. */
    size: text("size").$type<MerchandiseSize>(),
    change: integer("change").notNull(),
    stockAfter: integer("stock_after").notNull(),
    reason: text("reason").$type<StockReason>().notNull(),
    note: text("note"),
    /** The staff member's username. */
    by: text("by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_adjustments_wine_idx").on(t.wineId, t.createdAt),
    index("stock_adjustments_merchandise_idx").on(t.merchandiseId, t.createdAt),
  ],
);
