import { createHash } from "node:crypto";
import { type Db, idempotentRequests } from "db";
import { and, eq, lte, or, sql } from "drizzle-orm";
import { jsonAnswer, textOf } from "./answers";

/**
 * `Idempotency-Key` on POSTs (DECISIONS.md, Round 3: Partner access; Stripe's rule). A client that
 * retries a POST after a timeout sends the same key: the first request's answer comes back instead
 * of a second order, refund or newsletter batch. Keys belong to a caller (an API key, a signed-in
 * person, or a visitor's cart), so two partners' keys never meet; each is kept 24 hours.
 *
 * - the same key with the same method, path and body: the first answer again (`Idempotent-Replayed: true`);
 * - the same key with another request: 409, nothing done;
 * - while the first is still running: 409, try again shortly;
 * - an answer that changed nothing the caller could want repeated (a 4xx other than a card decline, a
 *   5xx) is not kept: the retry runs afresh, as it would have without the key.
 */

export const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;
/** A first request that has not answered in this long died with its process; the key is free again. */
export const IDEMPOTENCY_STALE_MS = 2 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentRequest {
  /** Who sent it: `key:<id>`, `user:<id>`, `cart:<token>` or `ip:<address>`. */
  caller: string;
  key: string;
  method: string;
  path: string;
  body: string;
  now: Date;
}

/** Whether an answer is worth repeating to a retry: it did something (2xx), or a card was declined. */
const kept = (status: number) => (status >= 200 && status < 300) || status === 402;

function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  const response = jsonAnswer({ message, code: status === 400 ? "BAD_REQUEST" : "CONFLICT" }, status);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * Runs `run` once for the caller's key and answers as the rule above says. `run` gets the request
 * again (its body was read here to compare).
 */
export async function idempotent(
  db: Db,
  request: IdempotentRequest,
  run: () => Promise<Response>,
): Promise<Response> {
  if (!KEY_PATTERN.test(request.key)) {
    return refusal(400, "Idempotency-Key must be 1 to 255 visible ASCII characters.");
  }
  const id = `${request.caller}|${request.key}`;
  const fingerprint = createHash("sha256")
    .update(`${request.method} ${request.path}\n${request.body}`)
    .digest("hex");
  const stamp = request.now.toISOString();
  const stale = new Date(request.now.getTime() - IDEMPOTENCY_STALE_MS).toISOString();
  const expiresAt = new Date(request.now.getTime() + IDEMPOTENCY_KEEP_MS).toISOString();

  const found = await db.write(async (tx) => {
    // A lapsed row (kept 24 hours, or a first request that died mid-way) is taken over in place.
    const taken = await tx
      .insert(idempotentRequests)
      .values({
        key: id,
        fingerprint,
        status: null,
        createdAt: stamp,
        expiresAt,
      })
      .onConflictDoUpdate({
        target: idempotentRequests.key,
        set: {
          fingerprint,
          status: null,
          body: null,
          headers: null,
          createdAt: stamp,
          expiresAt,
        },
        setWhere: or(
          lte(idempotentRequests.expiresAt, stamp),
          and(sql`${idempotentRequests.status} is null`, lte(idempotentRequests.createdAt, stale)),
        ),
      })
      .returning({ key: idempotentRequests.key });
    if (taken.length === 1) return null;
    const [row] = await tx.select().from(idempotentRequests).where(eq(idempotentRequests.key, id));
    return row ?? null;
  });

  if (found) {
    if (found.fingerprint !== fingerprint) {
      return refusal(
        409,
        "This Idempotency-Key was used with another request in the last 24 hours. Use a new key for a new request.",
      );
    }
    if (found.status === null) {
      return refusal(
        409,
        "A request with this Idempotency-Key is still being answered. Try again in a moment.",
        {
          "Retry-After": "1",
        },
      );
    }
    const replay = new Response(found.body, { status: found.status, headers: found.headers ?? {} });
    replay.headers.set("Idempotent-Replayed", "true");
    return replay;
  }

  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await forget(db, id);
    throw error;
  }
  if (!kept(response.status)) {
    await forget(db, id);
    return response;
  }
  const text = textOf(response) ?? (await response.clone().text());
  const contentType = response.headers.get("content-type");
  await db.write((tx) =>
    tx
      .update(idempotentRequests)
      .set({
        status: response.status,
        body: text,
        headers: contentType ? { "content-type": contentType } : {},
      })
      .where(eq(idempotentRequests.key, id)),
  );
  return response;
}

async function forget(db: Db, id: string): Promise<void> {
  await db.write((tx) => tx.delete(idempotentRequests).where(eq(idempotentRequests.key, id)));
}

/** Forgets keys past their 24 hours (the mail job's sweep calls it). */
export async function forgetExpiredIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.write((tx) =>
    tx.delete(idempotentRequests).where(lte(idempotentRequests.expiresAt, now.toISOString())),
  );
}
