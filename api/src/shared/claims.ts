import { claims, type Executor, type Tx } from "db";
import { and, eq, gt, sql } from "drizzle-orm";

/**
 * Work that must happen once across every process (a checkout's payment, a member's upgrade, a club
 * charge) is claimed with a row, never a set in memory: the first to take `key` holds it until it
 * lets go or `expiresAt` passes (its process died), and every other process sees it.
 */
export interface Claim {
  key: string;
  holder: string;
}

/**
 * Takes `key` for `holder` until `now + ttlMs`, inside the caller's transaction: true when the key
 * was free, lapsed, or already this holder's; false while someone else holds it.
 */
export async function takeClaim(tx: Tx, claim: Claim, now: Date, ttlMs: number): Promise<boolean> {
  const stamp = now.toISOString();
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const taken = await tx
    .insert(claims)
    .values({ key: claim.key, holder: claim.holder, expiresAt, createdAt: stamp })
    .onConflictDoUpdate({
      target: claims.key,
      set: { holder: claim.holder, expiresAt, createdAt: stamp },
      // Only a lapsed claim, or the holder's own, changes hands.
      setWhere: sql`${claims.expiresAt} <= ${stamp} or ${claims.holder} = ${claim.holder}`,
    })
    .returning({ key: claims.key });
  return taken.length === 1;
}

/** Lets go of `key` if `holder` still holds it (a lapsed claim someone else took stays theirs). */
export async function releaseClaim(tx: Tx, claim: Claim): Promise<void> {
  await tx.delete(claims).where(and(eq(claims.key, claim.key), eq(claims.holder, claim.holder)));
}

/** Whether someone holds `key` at `now`. */
export async function isClaimed(db: Executor, key: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ key: claims.key })
    .from(claims)
    .where(and(eq(claims.key, key), gt(claims.expiresAt, now.toISOString())));
  return row !== undefined;
}
