import { TRPCError } from "@trpc/server";
import type { Tier } from "contracts";
import { isRetryable } from "db";
import type { SessionRow, UserRow } from "../auth/sessions";
import type { Context } from "./context";
import { badRequest, forbidden, unauthorized } from "./errors";
import { t } from "./init";

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

/** Signed in: 401 otherwise. */
export const userProcedure = boundary.meta({ access: "user" satisfies Access }).use(({ ctx, next }) => {
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

/** Admins only: 401 for visitors, 403 for everyone else. */
export const adminProcedure = userProcedure
  .meta({ access: "admin" satisfies Access })
  .use(({ ctx, next }) => {
    if (ctx.user.role !== "admin") {
      throw forbidden("Admin access required.");
    }
    return next({ ctx });
  });
