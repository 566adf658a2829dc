import type { CouponType, LineKind, MerchandiseSize, Tier } from "contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { giftPackages } from "./gifts";
import { merchandise } from "./merchandise";
import { users } from "./users";
import { wines } from "./wines";

export interface PackagingChoice {
  id: string;
  name: string;
  price: string;
}

/**
 * A cart line belongs to a user, or to a visitor's cart until sign-in merges it. `cart_token` holds
 * the SHA-256 of the visitor's cart cookie, never the cookie itself (like session ids).
 */
export const cartItems = sqliteTable(
  "cart_items",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    cartToken: text("cart_token"),
    kind: text("kind").$type<LineKind>().notNull().default("wine"),
    wineId: text("wine_id").references(() => wines.id, { onDelete: "cascade" }),
    giftPackageId: text("gift_package_id").references(() => giftPackages.id, { onDelete: "cascade" }),
    merchandiseId: text("merchandise_id").references(() => merchandise.id, { onDelete: "cascade" }),
    tier: text("tier").$type<Tier>(),
    /** Apparel's size (S-XXL); null for everything else. */
    size: text("size").$type<MerchandiseSize>(),
    quantity: integer("quantity").notNull().default(1),
    customMessage: text("custom_message"),
    packaging: text("packaging", { mode: "json" }).$type<PackagingChoice>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cart_items_user_idx").on(t.userId),
    index("cart_items_token_idx").on(t.cartToken),
    check("cart_items_owner_check", sql`${t.userId} IS NOT NULL OR ${t.cartToken} IS NOT NULL`),
    check("cart_items_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

/**
 * One row per cart started (an empty cart getting its first line), for the dashboard's conversion
 * rate: `orderId` and `convertedAt` are set when that cart is checked out and paid. `owner` is
 * "user:<id>" or "cart:<sha-256 of the cart cookie>", like the kept coupon's.
 */
export const cartStarts = sqliteTable(
  "cart_starts",
  {
    id: id(),
    owner: text("owner").notNull(),
    startedAt: text("started_at").notNull(),
    orderId: text("order_id"),
    convertedAt: text("converted_at"),
  },
  (t) => [index("cart_starts_owner_idx").on(t.owner), index("cart_starts_started_idx").on(t.startedAt)],
);

/**
 * The coupon a cart keeps (one per cart), so the discount follows the shopper from page to page and
 * through sign-in. `owner` is "user:<id>" or "cart:<sha-256 of the cart cookie>".
 */
export const cartCoupons = sqliteTable("cart_coupons", {
  owner: text("owner").primaryKey(),
  code: text("code").notNull(),
  updatedAt: updatedAt(),
});

export const coupons = sqliteTable("coupons", {
  id: id(),
  /** Stored uppercased; compared case-insensitively. */
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description"),
  type: text("type").$type<CouponType>().notNull().default("percentage"),
  value: text("value").notNull(),
  minOrderAmount: text("min_order_amount"),
  maxUses: integer("max_uses"),
  usedCount: integer("used_count").notNull().default(0),
  membershipTierRequired: text("membership_tier_required").$type<Tier>(),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  validFrom: text("valid_from"),
  validUntil: text("valid_until"),
  createdAt: createdAt(),
});
