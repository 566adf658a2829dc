import type { MerchandiseCategory, MerchandiseSize } from "contracts";
import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, money, updatedAt } from "./columns";

export const merchandise = sqliteTable(
  "merchandise",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    longDescription: text("long_description"),
    price: money("price").notNull(),
    imageUrl: text("image_url"),
    category: text("category").$type<MerchandiseCategory>().notNull(),
    stock: integer("stock").notNull().default(0),
    /** Low on stock at this many or fewer; null: the dashboard's default (LOW_STOCK_AT). */
    lowStockAt: integer("low_stock_at"),
    rating: text("rating"),
    reviews: integer("reviews").notNull().default(0),
    /** "Featured" sort order. */
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: bool("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("merchandise_stock_check", sql`${t.stock} >= 0`)],
);

/**
 * Apparel's sizes (S-XXL), each with its own stock. The item's `stock` is kept as the sum of its
 * sizes (every change writes both in one transaction), so lists, filters and low-stock alerts read
 * one column; checkout takes a size's stock with a guarded update and a cancellation gives it back.
 */
export const merchandiseSizes = sqliteTable(
  "merchandise_sizes",
  {
    id: id(),
    merchandiseId: text("merchandise_id")
      .notNull()
      .references(() => merchandise.id, { onDelete: "cascade" }),
    size: text("size").$type<MerchandiseSize>().notNull(),
    stock: integer("stock").notNull().default(0),
  },
  (t) => [
    uniqueIndex("merchandise_sizes_item_size_idx").on(t.merchandiseId, t.size),
    check("merchandise_sizes_stock_check", sql`${t.stock} >= 0`),
  ],
);
