import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { type Db, sessions, type Tx, users } from "db";
import { and, eq, lt, ne } from "drizzle-orm";

/** Sessions as Lucia's guide describes them: only the SHA-256 of the cookie's token is stored. */
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_MS = SESSION_DAYS * DAY_MS;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, token: string, userId: string, now: Date): Promise<SessionRow> {
  const session = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_MS).toISOString(),
    createdAt: now.toISOString(),
  };
  await db.write((tx) => tx.insert(sessions).values(session));
  return session;
}

export interface ValidatedSession {
  session: SessionRow;
  user: UserRow;
  /** True when the expiry moved forward and the cookie must be sent again. */
  renewed: boolean;
}

/**
 * Looks the token up by its hash (so timing reveals nothing about the token), ends expired sessions
 * and those of disabled accounts, and slides the expiry forward once half of it is used.
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  now: Date,
): Promise<ValidatedSession | null> {
  const id = sessionIdFromToken(token);
  const row = (
    await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .where(eq(sessions.id, id))
  )[0];
  if (!row) return null;
  const expiresAt = new Date(row.session.expiresAt).getTime();
  if (now.getTime() >= expiresAt || !row.user.isActive) {
    await db.write((tx) => tx.delete(sessions).where(eq(sessions.id, id)));
    return null;
  }
  if (now.getTime() >= expiresAt - SESSION_MS / 2) {
    const renewedAt = new Date(now.getTime() + SESSION_MS).toISOString();
    await db.write((tx) => tx.update(sessions).set({ expiresAt: renewedAt }).where(eq(sessions.id, id)));
    return { session: { ...row.session, expiresAt: renewedAt }, user: row.user, renewed: true };
  }
  return { session: row.session, user: row.user, renewed: false };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.write((tx) => tx.delete(sessions).where(eq(sessions.id, sessionId)));
}

/** Ends every session of an account, but `exceptId` when given (the browser that asked). */
export async function endSessions(db: Tx, userId: string, exceptId?: string): Promise<void> {
  const ofUser = eq(sessions.userId, userId);
  await db.delete(sessions).where(exceptId ? and(ofUser, ne(sessions.id, exceptId)) : ofUser);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.write((tx) => tx.delete(sessions).where(lt(sessions.expiresAt, now.toISOString())));
}
