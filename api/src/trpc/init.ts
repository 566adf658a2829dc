import { initTRPC } from "@trpc/server";
import type { ApiScope } from "contracts";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError } from "zod";
import type { Context } from "./context";

/**
 * What a procedure declares besides its REST path. `scope`: the API-key scope that lets a partner's
 * key call it (DECISIONS.md, Round 3: Partner access); "session" for what only a signed-in admin may
 * do (managing keys); none for what is for people only (a key gets 403).
 */
export type ProcedureMeta = OpenApiMeta & { scope?: ApiScope | "session" };

export const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const { stack, ...data } = shape.data;
      return {
        ...shape,
        // The first field problem reads better than the whole issue list as JSON.
        message: zodError ? (zodError.issues[0]?.message ?? "Invalid input") : shape.message,
        data: {
          ...data,
          // Stack traces only help a developer at their own machine; nobody else sees them.
          ...(ctx?.env.NODE_ENV === "development" && stack ? { stack } : {}),
          issues: zodError ? zodError.issues : undefined,
          // A payment decline's machine-readable reason (card_declined, ...), for the fail page.
          reason: "reason" in error && typeof error.reason === "string" ? error.reason : undefined,
        },
      };
    },
  });
