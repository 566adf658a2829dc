import { and, eq, isNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { reservationTypes, type Tx, wines } from "../src/index";
import { reservationTypeCorrections, reservationTypeSlugs, wineCorrections } from "./data/corrections";

const otherType = alias(reservationTypes, "other_type");

/**
 * Brings a database seeded before a correction up to date (pages: db/seed/index.ts, with their own list): each corrected field is rewritten only
 * where it still holds the old seeded value, so what staff changed stays as they left it, and a
 * second run changes nothing.
 */
export async function correctSeededRows(tx: Tx): Promise<void> {
  for (const fix of wineCorrections) {
    await tx
      .update(wines)
      .set({ description: fix.description.to })
      .where(and(eq(wines.id, fix.id), eq(wines.description, fix.description.from)));
  }
  for (const fix of reservationTypeCorrections) {
    const row = eq(reservationTypes.id, fix.id);
    await tx
      .update(reservationTypes)
      .set({ description: fix.description.to })
      .where(and(row, eq(reservationTypes.description, fix.description.from)));
    await tx
      .update(reservationTypes)
      .set({ price: fix.price.to })
      .where(and(row, eq(reservationTypes.price, fix.price.from)));
    await tx
      .update(reservationTypes)
      .set({ imageUrl: fix.imageUrl.to })
      .where(and(row, eq(reservationTypes.imageUrl, fix.imageUrl.from)));
  }
  for (const { id, slug } of reservationTypeSlugs) {
    // Slugs are unique: one already on another type stays there.
    const taken = tx.select({ one: sql`1` }).from(otherType).where(eq(otherType.slug, slug));
    await tx
      .update(reservationTypes)
      .set({ slug })
      .where(and(eq(reservationTypes.id, id), isNull(reservationTypes.slug), notExists(taken)));
  }
}
