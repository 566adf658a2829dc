import type { Tier, User } from "contracts";
import { type Executor, newId, one, type Tx, users } from "db";
import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { endSessions, type UserRow } from "../../auth/sessions";

/**
 * The users table's one writer (scripts/check-deps.mjs refuses a write anywhere else): sign-up,
 * the profile, the account's e-mail and password, the club tier and the staff's edit each have
 * a named operation here, which the other modules call (auth is the lowest module, so every
 * module may). Each takes the executor it runs on, so a caller's transaction carries the write.
 */

/** The user as every answer shows it (contracts' userSchema): never a password or a provider id. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    membershipTier: row.membershipTier,
    createdAt: row.createdAt,
  };
}

export async function userById(db: Executor, id: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)))[0];
}

/** Whether an account other than `exceptId` matches. */
async function anotherHas(db: Executor, match: SQL, exceptId: string | undefined): Promise<boolean> {
  const where = exceptId ? and(match, ne(users.id, exceptId)) : match;
  return (await db.select({ id: users.id }).from(users).where(where))[0] !== undefined;
}

/** Whether another account (not `exceptId`) signs in with this e-mail (stored lowercased). */
export async function emailTaken(db: Executor, email: string, exceptId?: string): Promise<boolean> {
  return anotherHas(db, eq(users.email, email), exceptId);
}

/** Whether another account (not `exceptId`) has this username, in any letter case. */
export async function usernameTaken(db: Executor, username: string, exceptId?: string): Promise<boolean> {
  return anotherHas(db, sql`lower(${users.username}) = ${username.toLowerCase()}`, exceptId);
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth?: string | null;
  createdAt: string;
}

/** A new customer account (the unique indexes on e-mail and lower(username) refuse a taken one). */
export async function createUser(db: Tx, fields: NewUser): Promise<UserRow> {
  return one(
    await db
      .insert(users)
      .values({
        id: newId(),
        username: fields.username,
        email: fields.email,
        password: fields.passwordHash,
        firstName: fields.firstName,
        lastName: fields.lastName,
        dateOfBirth: fields.dateOfBirth ?? null,
        createdAt: fields.createdAt,
      })
      .returning(),
  );
}

/** The profile screen's fields; an absent default address keeps the one saved, null removes it. */
export async function updateProfile(
  db: Tx,
  userId: string,
  fields: Pick<UserRow, "firstName" | "lastName" | "phone"> & {
    defaultAddress?: UserRow["defaultAddress"];
  },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: now.toISOString() })
    .where(eq(users.id, userId));
}

/**
 * The account's date of birth, kept once: a guarded update, so a date already given is never
 * replaced (false then). The age rule is checked by the caller.
 */
export async function setDateOfBirth(
  db: Tx,
  userId: string,
  dateOfBirth: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ dateOfBirth, updatedAt: now.toISOString() })
    .where(and(eq(users.id, userId), isNull(users.dateOfBirth)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function setEmail(db: Tx, userId: string, email: string, now: Date): Promise<void> {
  await db.update(users).set({ email, updatedAt: now.toISOString() }).where(eq(users.id, userId));
}

/** The tier the account holds now (the membership module keeps its memberships in step). */
export async function setTier(db: Tx, userId: string, tier: Tier | null, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ membershipTier: tier, updatedAt: now.toISOString() })
    .where(eq(users.id, userId));
}

/**
 * A new password (already hashed): every session of the account ends but `keepSessionId` (the
 * browser that changed it), so a stolen session does not outlive the change.
 */
export async function setPassword(
  db: Tx,
  userId: string,
  passwordHash: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(users)
    .set({ password: passwordHash, updatedAt: now.toISOString() })
    .where(eq(users.id, userId));
  await endSessions(db, userId, keepSessionId);
}

/** What the staff's edit of an account may change (the tier and the password have their own). */
export type AccountChanges = Partial<
  Pick<UserRow, "username" | "email" | "firstName" | "lastName" | "role" | "isActive" | "phone" | "address">
>;

/** The staff's edit: disabling an account also ends its sessions (the person cannot sign in). */
export async function editAccount(db: Tx, userId: string, changes: AccountChanges, now: Date): Promise<void> {
  if (Object.keys(changes).length > 0)
    await db
      .update(users)
      .set({ ...changes, updatedAt: now.toISOString() })
      .where(eq(users.id, userId));
  if (changes.isActive === false) await endSessions(db, userId);
}
