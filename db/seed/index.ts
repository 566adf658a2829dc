import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  complianceStates,
  coupons,
  type Db,
  forumCategories,
  giftPackages,
  merchandise,
  merchandiseSizes,
  pageContent,
  reservationTypes,
  type Tx,
  users,
  wines,
} from "../src/index";
import { correctSeededRows } from "./corrections";
import { seedComplianceStates } from "./data/compliance";
import { seedCoupons } from "./data/coupons";
import { seedForumCategories } from "./data/forum-categories";
import { seedForumTopics, seedStaffAccounts } from "./data/forum-topics";
import { seedGiftPackages } from "./data/gift-packages";
import { seedMerchandise, seedMerchandiseSizes } from "./data/merchandise";
import { seedPages } from "./data/pages";
import { retiredPageContent } from "./data/pages-retired";
import { seedReservationTypes } from "./data/reservation-types";
import { seedWines } from "./data/wines";
import { seedWelcomeTopics } from "./forum";
import { recordOpeningStock } from "./opening-stock";

export type { SeedCoupon } from "./data/coupons";
export type { SeedForumCategory } from "./data/forum-categories";
export type { SeedForumReply, SeedForumTopic, SeedStaffAccount } from "./data/forum-topics";
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
  seedForumTopics,
  seedGiftPackages,
  seedMerchandise,
  seedMerchandiseSizes,
  seedReservationTypes,
  seedStaffAccounts,
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
  /**
   * The staff's welcoming forum topics, the two staff accounts that wrote them and their first
   * replies (the server asks for them; tests leave them out, so user and topic counts stay their own).
   */
  welcomeTopics?: boolean;
  /** The seed's moment (the server's clock): the welcoming topics are dated in the weeks before it. */
  now?: Date;
}

export interface SeedResult {
  adminCreated: boolean;
}

/**
 * Apparel's sizes, for the seeded items still in the catalogue (a database from before sizes gets
 * them too); each item's stock becomes the sum of its sizes.
 */
async function seedSizes(tx: Tx) {
  const ids = [...new Set(seedMerchandiseSizes.map((s) => s.merchandiseId))];
  const present = new Set(
    (await tx.select({ id: merchandise.id }).from(merchandise).where(inArray(merchandise.id, ids))).map(
      (r) => r.id,
    ),
  );
  const rows = seedMerchandiseSizes.filter((s) => present.has(s.merchandiseId));
  if (rows.length === 0) return;
  await tx.insert(merchandiseSizes).values(rows);
  await tx
    .update(merchandise)
    .set({
      stock: sql`(select coalesce(sum(${merchandiseSizes.stock}), 0) from ${merchandiseSizes} where ${merchandiseSizes.merchandiseId} = ${merchandise.id})`,
    })
    .where(inArray(merchandise.id, [...present]));
}

async function isTableEmpty(tx: Tx, table: SQLiteTable): Promise<boolean> {
  return !(await tx.select({ one: sql`1` }).from(table).limit(1))[0];
}

/**
 * Inserts the catalogue, WINE1, the forum categories and (optionally) the admin account and the
 * staff's welcoming forum topics.
 * Each table is filled only while it is empty (the first start), so the seed can run at every
 * start-up without undoing what admins changed or bringing back what they deleted. One immediate
 * transaction: a second process starting at the same moment waits instead of interleaving.
 */
/**
 * The licensed states, limits and rates alone: every database the shop sells from has them (the
 * server's start seeds them; a test database without demo data gets them here). Kept rows stay.
 */
export async function seedComplianceTable(db: Db, now = new Date()): Promise<void> {
  await db.write(async (tx) => {
    await tx
      .insert(complianceStates)
      .values(seedComplianceStates(now.toISOString()))
      .onConflictDoNothing({ target: complianceStates.state });
  });
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const { admin, welcomeTopics = false, now = new Date() } = options;
  return db.write(async (tx) => {
    const isEmpty = (table: SQLiteTable) => isTableEmpty(tx, table);
    const newCatalogue = (await isEmpty(wines)) || (await isEmpty(merchandise));
    if (await isEmpty(wines)) await tx.insert(wines).values(seedWines);
    if (await isEmpty(reservationTypes)) await tx.insert(reservationTypes).values(seedReservationTypes);
    if (await isEmpty(giftPackages)) await tx.insert(giftPackages).values(seedGiftPackages);
    if (await isEmpty(merchandise)) await tx.insert(merchandise).values(seedMerchandise);
    if (await isEmpty(merchandiseSizes)) await seedSizes(tx);
    if (newCatalogue) await recordOpeningStock(tx, now);
    if (await isEmpty(forumCategories)) await tx.insert(forumCategories).values(seedForumCategories);
    if (await isEmpty(coupons)) await tx.insert(coupons).values(seedCoupons);
    if (await isEmpty(complianceStates)) {
      await tx.insert(complianceStates).values(seedComplianceStates(now.toISOString()));
    }
    // One by slug, so a database from before the pages existed gets them, and edits are kept.
    await tx.insert(pageContent).values(seedPages).onConflictDoNothing({ target: pageContent.slug });
    // A database seeded before a correction gets it, where staff left the seeded value as it was.
    await correctSeededRows(tx);
    await updateUntouchedPages(tx);
    // After the admin: the configured admin's username or e-mail wins over a staff account's.
    const adminCreated = admin ? await createAdmin(tx, admin) : false;
    if (welcomeTopics) await seedWelcomeTopics(tx, now);
    return { adminCreated };
  });
}

/**
 * A page still holding a text an earlier seed wrote was never edited by the staff: it gets the
 * current seed's text (a corrected rule reaches existing databases). An edited page is left alone.
 */
async function updateUntouchedPages(tx: Tx): Promise<void> {
  for (const page of seedPages) {
    const retired = retiredPageContent[page.slug];
    if (!retired || retired.length === 0) continue;
    await tx
      .update(pageContent)
      .set({ content: page.content })
      .where(and(eq(pageContent.slug, page.slug), inArray(pageContent.content, [...retired])));
  }
}

/** Creates the configured admin unless its username (any case) or e-mail is taken. */
async function createAdmin(tx: Tx, admin: SeedAdmin): Promise<boolean> {
  const username = admin.username.trim();
  const email = admin.email.trim().toLowerCase();
  // Either match counts: the configured admin must never collide with, or take over, an existing account.
  const existing = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(or(sql`lower(${users.username}) = lower(${username})`, eq(users.email, email)))
  )[0];
  if (existing) return false;
  const inserted = await tx
    .insert(users)
    .values({ username, email, password: admin.passwordHash, role: "admin" })
    .onConflictDoNothing();
  return inserted.changes > 0;
}
