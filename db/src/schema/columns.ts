import { integer, text } from "drizzle-orm/sqlite-core";
import { newId } from "../ids";

/** Shared column builders: text ids, ISO-8601 UTC timestamps, booleans, 2-place decimal money. */
export const id = () => text("id").primaryKey().$defaultFn(newId);
export const createdAt = () =>
  text("created_at")
    .notNull()
    .$defaultFn(() => new Date().toISOString());
export const updatedAt = () =>
  text("updated_at")
    .notNull()
    .$defaultFn(() => new Date().toISOString());
export const bool = (name: string) => integer(name, { mode: "boolean" });
export const money = (name: string) => text(name);
