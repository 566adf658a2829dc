import type { MerchandiseSize, StockMovementReason, StockProductKind, StockReason } from "contracts";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

/**
 * Every change of a product's stock, one row each: a sale, a cancellation, a refund, an adjustment
 * by the staff, the club's monthly run, an import. A product's counted stock is always the sum of
 * its movements (apparel: per size), which the stock audit relies on. No foreign key: the record
 * outlives a product deleted later.
 */
export const stockMovements = sqliteTable(
  "stock_movements",
  {
    id: id(),
    kind: text("kind").$type<StockProductKind>().notNull(),
    productId: text("product_id").notNull(),
    /** Apparel's size whose stock changed. */
    size: text("size").$type<MerchandiseSize>(),
    change: integer("change").notNull(),
    /** The stock (of the size) right after; -1 for a wine whose stock is unlimited. */
    stockAfter: integer("stock_after").notNull(),
    reason: text("reason").$type<StockMovementReason>().notNull(),
    /** An adjustment's reason as the Products screen offers it (received, breakage, ...). */
    adjustmentReason: text("adjustment_reason").$type<StockReason>(),
    orderId: text("order_id"),
    /** The staff member's username; null for the shop's own moves. */
    by: text("by"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_movements_product_idx").on(t.kind, t.productId, t.createdAt),
    index("stock_movements_created_idx").on(t.createdAt),
  ],
);
