import { claims, type Executor, param, prepared, type Tx } from "db";
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
  const taken = await upsertClaim(tx).all({
    key: claim.key,
    holder: claim.holder,
    expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
    stamp: now.toISOString(),
  });
  return taken.length === 1;
}

// Built once (db/src/prepared.ts): every checkout takes and lets go of a claim.
const upsertClaim = prepared((tx: Tx) =>
  tx
    .insert(claims)
    .values({
      key: param("key"),
      holder: param("holder"),
      expiresAt: param("expiresAt"),
      createdAt: param("stamp"),
    })
    .onConflictDoUpdate({
      target: claims.key,
      // drizzle's types take a placeholder in `set` only as SQL.
      set: {
        holder: sql`${param("holder")}`,
        expiresAt: sql`${param("expiresAt")}`,
        createdAt: sql`${param("stamp")}`,
      },
      // Only a lapsed claim, or the holder's own, changes hands.
      setWhere: sql`${claims.expiresAt} <= ${param("stamp")} or ${claims.holder} = ${param("holder")}`,
    })
    .returning({ key: claims.key })
    .prepare(),
);
const deleteClaim = prepared((tx: Tx) =>
  tx
    .delete(claims)
    .where(and(eq(claims.key, param("key")), eq(claims.holder, param("holder"))))
    .prepare(),
);

/** Lets go of `key` if `holder` still holds it (a lapsed claim someone else took stays theirs). */
export async function releaseClaim(tx: Tx, claim: Claim): Promise<void> {
  await deleteClaim(tx).run({ key: claim.key, holder: claim.holder });
}

/** Whether someone holds `key` at `now`. */
export async function isClaimed(db: Executor, key: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ key: claims.key })
    .from(claims)
    .where(and(eq(claims.key, key), gt(claims.expiresAt, now.toISOString())));
  return row !== undefined;
}
