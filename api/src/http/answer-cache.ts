import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context as HonoContext, MiddlewareHandler } from "hono";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One answer as it goes on the wire: the bytes, their compressed forms and their ETag. */
interface Answer {
  type: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Headers the procedure set that belong to the answer itself (X-Total-Count). */
  extra: [string, string][];
}

/** Headers a kept answer carries; anything else (Set-Cookie above all) is never kept. */
const KEPT_HEADERS = ["x-total-count"];
/** Bounded: query strings are the visitor's to choose (?search=...). */
const MAX_ANSWERS = 500;
const CACHE_CONTROL = "no-cache";

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

/**
 * Answers that are the same for every visitor, kept serialised and compressed in memory with an
 * ETag, and answered 304 when the browser already has them. `clear()` drops them all; it must be
 * called on every write that could change one (api/src/http/catalogue.ts ties it to the tables).
 */
export class AnswerCache {
  private readonly answers = new Map<string, Answer>();
  /** Moves on every clear: an answer computed across a clear is not kept. */
  private generation = 0;

  clear(): void {
    this.generation++;
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }

  /**
   * The middleware: GET requests that `cacheable` accepts and `shared` (the caller sees what
   * everyone sees) are answered from memory; on a miss the app's own answer is kept when it is a
   * 200 without cookies.
   */
  middleware(options: {
    cacheable: (c: HonoContext) => boolean;
    shared: (c: HonoContext) => boolean | Promise<boolean>;
  }): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method !== "GET" || !options.cacheable(c) || !(await options.shared(c))) return next();
      const url = c.req.url;
      const key = url.slice(url.indexOf("/", url.indexOf("//") + 2));
      const kept = this.answers.get(key);
      if (kept) {
        c.res = this.respond(c, kept);
        return;
      }
      const generation = this.generation;
      await next();
      const res = c.res;
      if (res.status !== 200 || res.headers.has("set-cookie") || res.headers.has("content-encoding")) return;
      const identity = Buffer.from(await res.arrayBuffer());
      const [br, gz] = await Promise.all([
        brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzipAsync(identity, { level: 9 }),
      ]);
      const answer: Answer = {
        type: res.headers.get("content-type") ?? "application/json",
        etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
        identity,
        br,
        gzip: gz,
        extra: KEPT_HEADERS.flatMap((name) => {
          const value = res.headers.get(name);
          return value === null ? [] : [[name, value] as [string, string]];
        }),
      };
      if (generation === this.generation) {
        if (this.answers.size >= MAX_ANSWERS) {
          const oldest = this.answers.keys().next().value;
          if (oldest !== undefined) this.answers.delete(oldest);
        }
        this.answers.set(key, answer);
      }
      c.res = this.respond(c, answer);
      // Hono merged the app's answer's headers in: its length was the uncompressed body's.
      c.res.headers.delete("content-length");
    };
  }

  private respond(c: HonoContext, answer: Answer): Response {
    const headers = new Headers([
      ["ETag", answer.etag],
      ["Cache-Control", CACHE_CONTROL],
      ["Vary", "Accept-Encoding"],
      ...answer.extra,
    ]);
    if (etagMatches(c.req.header("if-none-match"), answer.etag)) {
      return new Response(null, { status: 304, headers });
    }
    headers.set("Content-Type", answer.type);
    const accept = c.req.header("accept-encoding") ?? "";
    let body = answer.identity;
    if (/\bbr\b/.test(accept)) {
      body = answer.br;
      headers.set("Content-Encoding", "br");
    } else if (/\bgzip\b/.test(accept)) {
      body = answer.gzip;
      headers.set("Content-Encoding", "gzip");
    }
    return new Response(body, { status: 200, headers });
  }
}
