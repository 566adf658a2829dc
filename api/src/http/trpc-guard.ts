import { TRPC_BATCH_MAX } from "contracts";
import type { MiddlewareHandler } from "hono";

/** tRPC's own error shape, so the client shows the message like any other refusal. */
function trpcError(message: string, code: "BAD_REQUEST" | "UNSUPPORTED_MEDIA_TYPE", httpStatus: number) {
  // JSON-RPC numbers tRPC gives these codes.
  const jsonRpcCode = code === "BAD_REQUEST" ? -32600 : -32015;
  return { error: { message, code: jsonRpcCode, data: { code, httpStatus } } };
}

/**
 * What tRPC would otherwise accept: a batch of any size (1,400 calls in one GET answered 32 MB) and
 * mutations as form data. Batches hold at most 10 calls and mutations are JSON only, like REST.
 */
export function trpcGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.searchParams.get("batch") === "1") {
      const procedures = url.pathname.slice(url.pathname.indexOf("/trpc/") + "/trpc/".length);
      const calls = procedures.split(/,|%2C/i).length;
      if (calls > TRPC_BATCH_MAX) {
        return c.json(
          trpcError(`A batch may hold at most ${TRPC_BATCH_MAX} calls (${calls} sent)`, "BAD_REQUEST", 400),
          400,
        );
      }
    }
    if (
      c.req.method !== "GET" &&
      !c.req.header("content-type")?.toLowerCase().startsWith("application/json")
    ) {
      return c.json(trpcError("Send the body as application/json", "UNSUPPORTED_MEDIA_TYPE", 415), 415);
    }
    return next();
  };
}
