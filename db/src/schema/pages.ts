import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, updatedAt } from "./columns";

export const pageContent = sqliteTable("page_content", {
  id: id(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  isPublished: bool("is_published").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
