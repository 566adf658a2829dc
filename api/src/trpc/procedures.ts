import type { Tier } from "contracts";
import type { SessionRow, UserRow } from "../auth/sessions";
import type { Context } from "./context";
import { forbidden, unauthorized } from "./errors";
import { t } from "./init";

/** The context of a signed-in caller (userProcedure and above). */
export type UserContext = Context & { user: UserRow; session: SessionRow };
/** The context of a club member (memberProcedure): their tier is known. */
export type MemberContext = UserContext & { tier: Tier };

export const router = t.router;
export const mergeRouters = t.mergeRouters;

/** Who may call a procedure; the OpenAPI document and /api/docs show it. */
export type Access = "public" | "user" | "member" | "admin";

export const publicProcedure = t.procedure.meta({ access: "public" satisfies Access });

/** Signed in: 401 otherwise. */
export const userProcedure = t.procedure.meta({ access: "user" satisfies Access }).use(({ ctx, next }) => {
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
