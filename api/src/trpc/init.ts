import { initTRPC } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError } from "zod";
import type { Context } from "./context";

export const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
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
