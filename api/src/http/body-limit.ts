import type { MiddlewareHandler } from "hono";

export const JSON_BODY_MAX_BYTES = 1024 * 1024;

const withBody = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses bodies over `maxBytes` with 413 while they stream in: a declared Content-Length over the
 * limit is refused before a byte is read, and a chunked body is counted as it arrives and dropped
 * the moment it passes the limit. Bodies under the limit are handed on as one buffer, so nothing
 * downstream ever holds more than `maxBytes` of a request.
 */
export function bodyLimit(
  maxBytes: number,
  exempt: (path: string) => boolean = () => false,
): MiddlewareHandler {
  return async (c, next) => {
    // The method first: reading `body` of a GET makes the node adapter build a full Request.
    if (!withBody.has(c.req.method) || exempt(c.req.path)) return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const tooLarge = () =>
      c.json(
        {
          message: `The request body is too large (at most ${Math.floor(maxBytes / 1024 / 1024)} MB)`,
          code: "PAYLOAD_TOO_LARGE",
        },
        413,
      );
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return tooLarge();
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}
