import type { MemberCategory, WineType } from "contracts";
import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, money } from "./columns";

export const wines = sqliteTable(
  "wines",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    type: text("type").$type<WineType>().notNull(),
    vintage: integer("vintage").notNull(),
    price: money("price").notNull(),
    casePrice: money("case_price"),
    bottlesPerCase: integer("bottles_per_case").notNull().default(12),
    /** -1 means unlimited, 0 out of stock. */
    stock: integer("stock").notNull().default(0),
    /** Low on stock at this many or fewer; null: the dashboard's default (LOW_STOCK_AT). */
    lowStockAt: integer("low_stock_at"),
    imageUrl: text("image_url"),
    tastingNotes: text("tasting_notes"),
    pairingNotes: text("pairing_notes"),
    alcoholContent: text("alcohol_content"),
    region: text("region"),
    grapeVariety: text("grape_variety"),
    servingTemp: text("serving_temp"),
    rating: text("rating"),
    isExclusive: bool("is_exclusive").notNull().default(false),
    isAvailable: bool("is_available").notNull().default(true),
    membershipCategory: text("membership_category").$type<MemberCategory>(),
    createdAt: createdAt(),
  },
  (t) => [check("wines_stock_check", sql`${t.stock} >= -1`)],
);
