import type { MerchandiseCategory } from "contracts";
import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
