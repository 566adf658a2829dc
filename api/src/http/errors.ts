import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";

/** A request whose client closed the connection while its body was still arriving. */
export function isAbortedRequest(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = "code" in error ? String(error.code) : "";
  return error.message === "aborted" || code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE";
}

/**
 * What the app answers to an error no route handled: Hono's own answer, except that a client that
 * went away mid-body is one line in the log (it is routine on phones), not a stack trace.
 */
export const answerError: ErrorHandler = (error, c) => {
  if (isAbortedRequest(error)) {
    console.warn(
      `${c.req.method} ${c.req.path}: the client closed the connection before its request body arrived.`,
    );
    return c.json({ message: "The request body did not arrive whole.", code: "BAD_REQUEST" }, 400);
  }
  if (error instanceof HTTPException) {
    const res = error.getResponse();
    return c.newResponse(res.body, res);
  }
  console.error(error);
  return c.text("Internal Server Error", 500);
};
