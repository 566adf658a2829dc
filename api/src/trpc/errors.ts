import { TRPCError } from "@trpc/server";

/**
 * The errors services throw, one helper per status: the message is what the person reads (the spec's
 * catalogue), the code picks the HTTP status (docs/product/api.md: 400, 401, 403, 404, 409, 429).
 */
export const badRequest = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });
export const unauthorized = (message = "Please sign in to continue.") =>
  new TRPCError({ code: "UNAUTHORIZED", message });
export const forbidden = (message: string) => new TRPCError({ code: "FORBIDDEN", message });
export const notFound = (message: string) => new TRPCError({ code: "NOT_FOUND", message });
export const conflict = (message: string) => new TRPCError({ code: "CONFLICT", message });
