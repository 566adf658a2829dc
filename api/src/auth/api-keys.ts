import { createHash, randomBytes } from "node:crypto";
import {
  API_KEY_REQUESTS_PER_MINUTE,
  type ApiKey,
  type ApiScope,
  apiScopes,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from "contracts";
import { apiKeys, apiKeyWindows, type Db, type Executor } from "db";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { badRequest } from "../trpc/errors";

/**
 * API keys for partners' servers (DECISIONS.md, Round 3: Partner access). The secret is `rr_` and
 * 40 characters of base64url randomness (240 bits); only its SHA-256 is kept, so a copy of the
 * database lets no one in. Each use counts against the key's minute window in the database (every
 * process counts on the same row) and records when and from where the key was last used.
 */

const MINUTE_MS = 60_000;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key that let a request in: who it is and what it may do. */
export interface KeyCaller {
  id: string;
  name: string;
  scopes: ApiScope[];
}

/** What the answer to a key's request says of its limit (RateLimit-* headers). */
export interface KeyQuota {
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

export type KeyCheck =
  | { ok: true; key: KeyCaller; quota: KeyQuota }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; quota: KeyQuota };

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

const isScope = (scope: string): scope is ApiScope => (apiScopes as readonly string[]).includes(scope);

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes.filter(isScope),
    last4: row.last4,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    lastUsedAt: row.lastUsedAt,
    lastUsedIp: row.lastUsedIp,
  };
}

export async function listApiKeys(db: Executor): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

export async function createApiKey(
  db: Db,
  input: CreateApiKeyInput,
  createdBy: string,
  now: Date,
): Promise<CreatedApiKey> {
  if (input.expiresAt && Date.parse(input.expiresAt) <= now.getTime()) {
    throw badRequest(
      "The expiry must be in the future: a key that has already expired would let nothing in.",
    );
  }
  const secret = `rr_${randomBytes(30).toString("base64url")}`;
  const row = await db.write(async (tx) => {
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        scopes: input.scopes,
        hash: hashSecret(secret),
        last4: secret.slice(-4),
        createdBy,
        createdAt: now.toISOString(),
        expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("The key was not saved");
  return { ...toApiKey(row), secret };
}

/** Revokes a key (null when there is none with this id); revoking twice keeps the first time. */
export async function revokeApiKey(db: Db, id: string, now: Date): Promise<ApiKey | null> {
  const row = await db.write(async (tx) => {
    await tx
      .update(apiKeys)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(apiKeys.id, id), sql`${apiKeys.revokedAt} is null`));
    const [found] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id));
    return found;
  });
  return row ? toApiKey(row) : null;
}

const REFUSED = "This API key is not valid: it is unknown, revoked or expired.";

/**
 * Lets a request in with `secret`, or says why not: 401 for a key that is unknown, revoked or
 * expired; 429 once the key has made its requests this minute. The count and the last use are one
 * write, with the count guarded (`requests < limit`), so parallel requests never pass the limit.
 */
export async function checkApiKey(db: Db, secret: string, ip: string, now: Date): Promise<KeyCheck> {
  const stamp = now.toISOString();
  const windowStart = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const resetSeconds = Math.max(1, Math.ceil((windowStart + MINUTE_MS - now.getTime()) / 1000));
  const limit = API_KEY_REQUESTS_PER_MINUTE;
  return db.write(async (tx): Promise<KeyCheck> => {
    const [row] = await tx
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.hash, hashSecret(secret)));
    if (!row || row.revokedAt !== null || (row.expiresAt !== null && row.expiresAt <= stamp)) {
      return { ok: false, status: 401, message: REFUSED };
    }
    const counted = await tx
      .insert(apiKeyWindows)
      .values({ keyId: row.id, windowStart, requests: 1 })
      .onConflictDoUpdate({
        target: [apiKeyWindows.keyId, apiKeyWindows.windowStart],
        set: { requests: sql`${apiKeyWindows.requests} + 1` },
        setWhere: lt(apiKeyWindows.requests, limit),
      })
      .returning({ requests: apiKeyWindows.requests });
    const requests = counted[0]?.requests;
    if (requests === undefined) {
      return {
        ok: false,
        status: 429,
        message: `This API key has made its ${limit} requests this minute. Please try again in ${resetSeconds} seconds.`,
        quota: { limit, remaining: 0, resetSeconds },
      };
    }
    // A minute's first request clears the key's earlier minutes; the rest of the minute need not.
    if (requests === 1) {
      await tx
        .delete(apiKeyWindows)
        .where(and(eq(apiKeyWindows.keyId, row.id), lt(apiKeyWindows.windowStart, windowStart)));
    }
    await tx.update(apiKeys).set({ lastUsedAt: stamp, lastUsedIp: ip }).where(eq(apiKeys.id, row.id));
    return {
      ok: true,
      key: { id: row.id, name: row.name, scopes: row.scopes.filter(isScope) },
      quota: { limit, remaining: limit - requests, resetSeconds },
    };
  });
}

/** The headers every answer to a key carries (IETF RateLimit fields, as the decision names them). */
export function quotaHeaders(quota: KeyQuota): Record<string, string> {
  return {
    "RateLimit-Limit": String(quota.limit),
    "RateLimit-Remaining": String(quota.remaining),
    "RateLimit-Reset": String(quota.resetSeconds),
  };
}

/** The key in an `Authorization: Bearer ...` header, or null when the request has none. */
export function bearerSecret(authorization: string | undefined | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1] ?? null;
}
