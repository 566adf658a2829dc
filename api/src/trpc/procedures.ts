import { TRPCError } from "@trpc/server";
import type { Tier } from "contracts";
import { isRetryable } from "db";
import type { KeyCaller } from "../auth/api-keys";
import type { SessionRow, UserRow } from "../auth/sessions";
import type { Context } from "./context";
import { badRequest, forbidden, unauthorized } from "./errors";
import { type ProcedureMeta, t } from "./init";

/** The context of a signed-in caller (userProcedure and above). */
export type UserContext = Context & { user: UserRow; session: SessionRow };
/** The context of a club member (memberProcedure): their tier is known. */
export type MemberContext = UserContext & { tier: Tier };

export const router = t.router;
export const mergeRouters = t.mergeRouters;

/** Who may call a procedure; the OpenAPI document and /api/docs show it. */
export type Access = "public" | "user" | "member" | "admin";

export const NUL_REFUSED = "Text may not contain NUL characters.";

/**
 * Whether any text in a parsed input (a string, or a key or value at any depth) holds U+0000. Walked
 * with a list, not recursion, so a deeply nested body cannot exhaust the stack.
 */
export function holdsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return true;
    } else if (Array.isArray(value)) {
      for (const inner of value) pending.push(inner);
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes("\u0000")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export const COLLIDED = "Someone else changed this at the same moment. Please try again.";

/**
 * Every procedure, REST and tRPC alike (REST calls the same procedures): a NUL character in any text
 * is refused before the input is parsed. Databases and the tools that read them treat it as the end
 * of the text, so what is stored would not be what is shown. A write PostgreSQL refused five times
 * over (decision 0023) changed nothing: the caller is told to try again (409), not that the server
 * broke.
 */
const boundary = t.procedure.use(async ({ getRawInput, next }) => {
  if (holdsNul(await getRawInput())) throw badRequest(NUL_REFUSED);
  const result = await next();
  if (!result.ok && isRetryable(result.error.cause)) {
    throw new TRPCError({ code: "CONFLICT", message: COLLIDED, cause: result.error.cause });
  }
  return result;
});

export const publicProcedure = boundary.meta({ access: "public" satisfies Access });

export const FOR_PEOPLE = "This call is for people signed in on the site; an API key cannot make it.";

/** Signed in: 401 otherwise; 403 for an API key (a key is not a person). */
export const userProcedure = boundary.meta({ access: "user" satisfies Access }).use(({ ctx, next }) => {
  if (ctx.apiKey) throw forbidden(FOR_PEOPLE);
  if (!ctx.user || !ctx.session) {
    throw unauthorized("Please sign in to continue.");
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** Signed in with a club tier: 403 otherwise. */
export const memberProcedure = userProcedure
  .meta({ access: "member" satisfies Access })
  .use(({ ctx, next }) => {
    const tier = ctx.user.membershipTier;
    if (!tier) {
      throw forbidden("You need an active wine club membership to do this.");
    }
    return next({ ctx: { ...ctx, tier } });
  });

/**
 * The admin a partner's key acts as: its name stands where a staff member's username would (an
 * order's timeline says "key:Fulfilment"). It has no session and owns nothing.
 */
function keyActor(key: KeyCaller, at: string): UserRow {
  return {
    id: `key_${key.id}`,
    username: `key:${key.name}`,
    email: "",
    password: "",
    firstName: null,
    lastName: null,
    role: "admin",
    membershipTier: null,
    isActive: true,
    phone: null,
    address: null,
    defaultAddress: null,
    dateOfBirth: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * What a key may not do here, or null: a procedure declares the scope a key needs (`meta.scope`);
 * one without a scope is for people only, and "session" for an admin signed in on the site.
 */
export function keyRefusal(key: KeyCaller, scope: ProcedureMeta["scope"]): string | null {
  if (scope === undefined) return FOR_PEOPLE;
  if (scope === "session") return "Only an admin signed in on the site can do this; an API key cannot.";
  return key.scopes.includes(scope) ? null : `This API key lacks the scope ${scope}.`;
}

/**
 * Admins only: 401 for visitors, 403 for everyone else. A partner's key passes when it holds the
 * procedure's scope (403 naming the scope otherwise), and acts as the admin `keyActor` describes.
 */
export const adminProcedure = boundary
  .meta({ access: "admin" satisfies Access })
  .use(({ ctx, meta, next }) => {
    if (ctx.apiKey) {
      const refusal = keyRefusal(ctx.apiKey, meta?.scope);
      if (refusal) throw forbidden(refusal);
      const user = keyActor(ctx.apiKey, ctx.clock.now().toISOString());
      const session: SessionRow = { id: "", userId: user.id, expiresAt: "", createdAt: user.createdAt };
      return next({ ctx: { ...ctx, user, session } });
    }
    if (!ctx.user || !ctx.session) {
      throw unauthorized("Please sign in to continue.");
    }
    if (ctx.user.role !== "admin") {
      throw forbidden("Admin access required.");
    }
    return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
  });
