import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, money, updatedAt } from "./columns";

export const giftPackages = sqliteTable("gift_packages", {
  id: id(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  price: money("price").notNull(),
  imageUrl: text("image_url"),
  wineIds: text("wine_ids", { mode: "json" }).$type<string[]>().notNull().default([]),
  occasion: text("occasion").notNull(),
  giftNote: text("gift_note"),
  isActive: bool("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
