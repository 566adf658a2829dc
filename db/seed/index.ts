import { eq, or, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  coupons,
  type Db,
  forumCategories,
  giftPackages,
  merchandise,
  reservationTypes,
  users,
  wines,
} from "../src/index";
import { seedCoupons } from "./data/coupons";
import { seedForumCategories } from "./data/forum-categories";
import { seedGiftPackages } from "./data/gift-packages";
import { seedMerchandise } from "./data/merchandise";
import { seedReservationTypes } from "./data/reservation-types";
import { seedWines } from "./data/wines";

export type { SeedCoupon } from "./data/coupons";
export type { SeedForumCategory } from "./data/forum-categories";
export type { SeedGiftPackage } from "./data/gift-packages";
export type { SeedMerchandise } from "./data/merchandise";
export type { SeedReservationType } from "./data/reservation-types";
export type { SeedWine } from "./data/wines";
// package.json exports only "db/seed", so the factories are reachable from there for api tests and e2e.
export {
  type CreateUserInput,
  createUser,
  createWine,
  type NewWine,
  type UserRow,
  type WineRow,
} from "./factories";
export {
  seedCoupons,
  seedForumCategories,
  seedGiftPackages,
  seedMerchandise,
  seedReservationTypes,
  seedWines,
};

export interface SeedAdmin {
  username: string;
  email: string;
  /** An argon2id hash: the seed never sees a plain password. */
  passwordHash: string;
}

export interface SeedOptions {
  admin?: SeedAdmin;
}

export interface SeedResult {
  adminCreated: boolean;
}

/**
 * Inserts the catalogue, WINE1, the forum categories and (optionally) the admin account.
 * Each table is filled only while it is empty (the first start), so the seed can run at every
 * start-up without undoing what admins changed or bringing back what they deleted. One immediate
 * transaction: a second process starting at the same moment waits instead of interleaving.
 */
export function seed(db: Db, options: SeedOptions = {}): SeedResult {
  const { admin } = options;
  return db.transaction(
    (tx) => {
      const isEmpty = (table: SQLiteTable) => !tx.select({ one: sql`1` }).from(table).limit(1).get();
      if (isEmpty(wines)) tx.insert(wines).values(seedWines).run();
      if (isEmpty(reservationTypes)) tx.insert(reservationTypes).values(seedReservationTypes).run();
      if (isEmpty(giftPackages)) tx.insert(giftPackages).values(seedGiftPackages).run();
      if (isEmpty(merchandise)) tx.insert(merchandise).values(seedMerchandise).run();
      if (isEmpty(forumCategories)) tx.insert(forumCategories).values(seedForumCategories).run();
      if (isEmpty(coupons)) tx.insert(coupons).values(seedCoupons).run();

      if (!admin) return { adminCreated: false };
      const username = admin.username.trim();
      const email = admin.email.trim().toLowerCase();
      // Either match counts: the configured admin must never collide with, or take over, an existing account.
      const existing = tx
        .select({ id: users.id })
        .from(users)
        .where(or(sql`lower(${users.username}) = lower(${username})`, eq(users.email, email)))
        .get();
      if (existing) return { adminCreated: false };
      const inserted = tx
        .insert(users)
        .values({ username, email, password: admin.passwordHash, role: "admin" })
        .onConflictDoNothing()
        .run();
      return { adminCreated: inserted.changes > 0 };
    },
    { behavior: "immediate" },
  );
}
