import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { type Db, dataVersions } from "db";
import { inArray } from "drizzle-orm";
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

/** An area of data whose version triggers bump (db/migrations/sqlite/0012_processes.sql). */
export type DataArea = "catalogue" | "pages";

/**
 * The current versions of `areas` as one text ("catalogue:12,pages:3"), read with one prepared
 * statement on the read connection, so a write any process committed is seen. Null when an area has
 * no row (a database the migration did not reach): then nothing is kept, rather than kept forever.
 *
 * Callers that ask before the next read has run share it: it runs once the event loop has taken in
 * what arrived (setImmediate), so it is still read after every one of them asked, and misses no
 * write committed before their requests came. One read per request cost a third of a kept answer's
 * time (SQLite locks the file around every read transaction); under load dozens share one.
 */
export function dataVersionsOf(db: Db, areas: readonly DataArea[]): () => Promise<string | null> {
  // Prepared once: building and preparing the query again cost as much as the rest of a kept answer.
  const query = db
    .select({ area: dataVersions.area, version: dataVersions.version })
    .from(dataVersions)
    .where(inArray(dataVersions.area, [...areas]))
    .prepare();
  const readNow = async (): Promise<string | null> => {
    const rows = await query.all();
    const parts: string[] = [];
    for (const area of areas) {
      const row = rows.find((r) => r.area === area);
      if (!row) return null;
      parts.push(`${area}:${row.version}`);
    }
    return parts.join(",");
  };
  let next: Promise<string | null> | undefined;
  return () => {
    next ??= new Promise((resolve, reject) => {
      setImmediate(() => {
        // Whoever asks from here on waits for a read of their own.
        next = undefined;
        readNow().then(resolve, reject);
      });
    });
    return next;
  };
}

/**
 * Answers that are the same for every visitor, kept serialised and compressed in memory with an
 * ETag, and answered 304 when the browser already has them. They are kept with the data versions
 * they were built from (`versions`, read on every request they could answer) and served only while
 * those are the current ones: a write by any process, to any table of the areas, moves them
 * (docs/decisions/0016-catalogue-in-memory.md).
 */
export class AnswerCache {
  /** Every answer here was built after `current` was read, and is good while it is still current. */
  private readonly answers = new Map<string, Answer>();
  private current: string | null = null;

  constructor(private readonly versions: () => Promise<string | null>) {}

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
      // Read before building: a write racing the build moves the versions past the ones the answer
      // is kept with, so the next request builds again instead of being served what it missed.
      const versions = await this.versions();
      if (versions !== this.current) {
        this.answers.clear();
        this.current = versions;
      }
      const kept = this.answers.get(key);
      if (kept) {
        c.res = this.respond(c, kept);
        return;
      }
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
      // Not when newer versions were read meanwhile: this answer may predate their writes.
      if (versions !== null && versions === this.current) {
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
