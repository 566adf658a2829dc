import { randomBytes } from "node:crypto";
import type { Role, Tier } from "contracts";
import { type Db, memberships, users, wines } from "../src/index";
import { one } from "../src/port";
import { recordOpeningStock } from "./opening-stock";

export type UserRow = typeof users.$inferSelect;
export type WineRow = typeof wines.$inferSelect;
export type NewWine = typeof wines.$inferInsert;

export interface CreateUserInput {
  username?: string;
  email?: string;
  passwordHash: string;
  role?: Role;
  membershipTier?: Tier | null;
  isActive?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  /** An adult's unless given: null for an account that has not said yet. */
  dateOfBirth?: string | null;
}

/** The date of birth test accounts have unless a test says otherwise: well over 21. */
export const ADULT_BIRTH_DATE = "1980-05-17";

let counter = 0;

/**
 * Counter for readability, random suffix because parallel test files (and e2e runs against a reused
 * database) each start their own counter at 0.
 */
function uniqueSuffix(): string {
  counter += 1;
  return `${counter}_${randomBytes(3).toString("hex")}`;
}

/**
 * Inserts a user. A membership tier also gets an active `memberships` row, as a paid club checkout
 * would leave it, so member-only code paths see a consistent account.
 */
export async function createUser(db: Db, input: CreateUserInput): Promise<UserRow> {
  const suffix = uniqueSuffix();
  const username = input.username ?? `user${suffix}`;
  const email = (input.email ?? `${username}@example.test`).toLowerCase();
  const tier = input.membershipTier ?? null;
  return db.write(async (tx) => {
    const user = one(
      await tx
        .insert(users)
        .values({
          username,
          email,
          password: input.passwordHash,
          role: input.role ?? "customer",
          membershipTier: tier,
          isActive: input.isActive ?? true,
          firstName: input.firstName === undefined ? "Test" : input.firstName,
          lastName: input.lastName === undefined ? `User ${suffix}` : input.lastName,
          dateOfBirth: input.dateOfBirth === undefined ? ADULT_BIRTH_DATE : input.dateOfBirth,
        })
        .returning(),
    );
    if (tier) {
      await tx
        .insert(memberships)
        .values({ userId: user.id, tier, status: "active", startDate: new Date().toISOString() });
    }
    return user;
  });
}

/**
 * Inserts an available red wine with every field filled (overrides win), its stock recorded as an
 * opening movement so that the stock audit's rule holds.
 */
export async function createWine(db: Db, overrides: Partial<NewWine> = {}): Promise<WineRow> {
  const suffix = uniqueSuffix();
  return one(
    await db.write(async (tx) => {
      const rows = await tx
        .insert(wines)
        .values({
          name: `Test Wine ${suffix}`,
          description: "A wine made for tests.",
          type: "red",
          vintage: 2022,
          price: "20.00",
          casePrice: null,
          bottlesPerCase: 12,
          stock: 50,
          imageUrl: "/images/default-bottle.svg",
          tastingNotes: "Cherry and spice.",
          pairingNotes: "Anything grilled.",
          alcoholContent: "12.5",
          region: "Lake Erie AVA",
          grapeVariety: "Cabernet Franc",
          servingTemp: "60-65°F",
          rating: "4.0",
          isExclusive: false,
          isAvailable: true,
          membershipCategory: null,
          ...overrides,
        })
        .returning();
      const wine = one(rows);
      await recordOpeningStock(tx, new Date(), { wineId: wine.id });
      return rows;
    }),
  );
}
