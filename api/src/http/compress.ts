import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { textOf } from "./answers";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const THRESHOLD = 1024;

/**
 * Brotli (preferred) or gzip for API answers. Bodies are small JSON or HTML, so they are
 * compressed whole rather than streamed.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    const accept = c.req.header("accept-encoding") ?? "";
    const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
    const text = textOf(res);
    // `body` last, and only when the text is not known: reading it turns the node adapter's ready
    // answer into a stream.
    if (
      !encoding ||
      res.headers.has("content-encoding") ||
      c.req.method === "HEAD" ||
      !compressible.test(type) ||
      (text === undefined && !res.body)
    ) {
      return;
    }
    res.headers.append("vary", "Accept-Encoding");
    if (text !== undefined && Buffer.byteLength(text) < THRESHOLD) return;
    const body = text === undefined ? Buffer.from(await res.arrayBuffer()) : Buffer.from(text);
    const headers = new Headers(res.headers);
    if (body.length < THRESHOLD) {
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    const compressed =
      encoding === "br"
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipAsync(body, { level: 6 });
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    c.res = new Response(compressed, { status: res.status, headers });
  };
}
