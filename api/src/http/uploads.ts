import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_TEXT } from "contracts";
import type { Hono, Context as HonoContext, MiddlewareHandler } from "hono";
import sharp, { type Metadata } from "sharp";
import type { OpenAPIObject } from "trpc-to-openapi";
import { limits, tooManyRequests } from "../auth/rate-limit";
import type { Env } from "../env";
import type { Context } from "../trpc/context";
import { FOR_PEOPLE } from "../trpc/procedures";
import { bodyLimit } from "./body-limit";

export const UPLOAD_PATH = "/api/uploads";
/** The file may be 5 MB; the multipart envelope around it (boundaries, headers) gets a little more. */
const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
/** Pictures are at most this wide and tall once re-encoded. */
const MAX_EDGE = 1600;
/**
 * 40 megapixels (a 7700 x 5200 photo, more than any phone takes): a small file that unpacks into more is
 * refused from its header, never decoded (docs/product/decisions.md, Round 3).
 */
const MAX_PIXELS = 40_000_000;
/**
 * What one decoded picture may take in memory: 40 megapixels at 4 bytes a pixel (8-bit RGBA). A 16-bit
 * or many-channel picture takes more per pixel, so its megapixel cap is lower (20 for 16-bit RGBA).
 */
const MAX_DECODED_BYTES = MAX_PIXELS * 4;
/** Decoding a big picture takes a core for a second or more: at most two at a time, the rest wait. */
const DECODING_AT_ONCE = 2;
const bytesPerSample: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};
const storedName = /^[0-9a-f]{64}\.webp$/;

/**
 * The folder of uploaded pictures: UPLOADS_DIR, else `uploads/` beside the database file. A
 * ":memory:" database (the api tests) has no folder: the store makes a temporary one when needed.
 */
export function uploadsFolder(env: Env): string | null {
  if (env.UPLOADS_DIR) return resolve(env.UPLOADS_DIR);
  if (env.DATABASE_FILE === ":memory:") return null;
  return join(dirname(resolve(env.DATABASE_FILE)), "uploads");
}

/** Pictures on disk, named by the SHA-256 of their bytes: the same picture is stored once. */
export class UploadStore {
  private folder: string | null;

  constructor(folder: string | null) {
    this.folder = folder;
  }

  dir(): string {
    this.folder ??= mkdtempSync(join(tmpdir(), "rr-uploads-"));
    return this.folder;
  }

  /** Writes the picture (once: a new name appears whole, through a rename) and answers its name. */
  async save(webp: Buffer): Promise<string> {
    const name = `${createHash("sha256").update(webp).digest("hex")}.webp`;
    const dir = this.dir();
    const path = join(dir, name);
    if (await exists(path)) return name;
    await mkdir(dir, { recursive: true });
    const partial = `${path}.${randomBytes(6).toString("hex")}.part`;
    await writeFile(partial, webp);
    try {
      await rename(partial, path);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
    return name;
  }

  async read(name: string): Promise<Buffer | null> {
    if (!storedName.test(name)) return null;
    try {
      return await readFile(join(this.dir(), name));
    } catch {
      return null;
    }
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

const refuse = (c: HonoContext, status: 400 | 401 | 403 | 413 | 415 | 429, code: string, message: string) =>
  c.json({ message, code }, status);

/** The first bytes of the three formats taken, whatever the file's name or declared type says. */
function sniff(bytes: Buffer): "jpeg" | "png" | "webp" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return "png";
  if (
    bytes.length >= 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  ) {
    return "webp";
  }
  return null;
}

const NOT_A_PICTURE = "Pictures must be JPEG, PNG or WebP images.";
const UNREADABLE = "This picture could not be read. Please try another file.";

/** Work that may run only `size` at a time; the rest waits its turn, first come first served. */
class Turns {
  private waiting: (() => void)[] = [];

  constructor(private free: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

/** One for the process: the limit is the machine's cores and memory, whichever app asks. */
const decoding = new Turns(DECODING_AT_ONCE);

const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10;

/** Why a picture is too big to decode, from its header's size and sample format, or null. */
function tooBig(meta: Metadata): string | null {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const pixels = width * height;
  if (pixels > MAX_PIXELS) {
    return `Pictures can be at most ${megapixels(MAX_PIXELS)} megapixels; this one is ${megapixels(pixels)} (${width} × ${height} pixels).`;
  }
  const sample = bytesPerSample[meta.depth ?? ""] ?? 4;
  const perPixel = (meta.channels ?? 4) * sample;
  if (pixels * perPixel > MAX_DECODED_BYTES) {
    return `At ${sample * 8} bits per channel a picture can be at most ${megapixels(Math.floor(MAX_DECODED_BYTES / perPixel))} megapixels; this one is ${megapixels(pixels)}. Save it with 8 bits per channel (a JPEG, or an 8-bit PNG).`;
  }
  return null;
}

type Reencoded = Buffer | { refused: "not-a-picture" | "unreadable" } | { tooBig: string };

/**
 * Re-encodes to WebP at most 1600 px, turned upright; or says why the bytes are not a picture we take.
 * The header is read first (no pixels are decoded for it): a picture too big to decode is refused
 * from it, and the others are decoded two at a time.
 */
async function reencode(bytes: Buffer): Promise<Reencoded> {
  const format = sniff(bytes);
  if (!format) return { refused: "not-a-picture" };
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format) return { refused: "not-a-picture" };
    const why = tooBig(meta);
    if (why) return { tooBig: why };
    return await decoding.run(() =>
      sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true })
        .webp()
        .toBuffer(),
    );
  } catch {
    return { refused: "unreadable" };
  }
}

/**
 * The upload as an OpenAPI operation: it is a plain Hono route (multipart, not tRPC), so the
 * document built from the routers learns it here (api/src/http/openapi.ts).
 */
const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

export const uploadOperation: NonNullable<OpenAPIObject["paths"]>[string] = {
  post: {
    tags: ["uploads"],
    operationId: "uploads-upload",
    description:
      "A journal photo (signed-in people, 120 an hour) or a catalogue picture (admins). For a signed-in person (session). An API key gets 403.",
    summary: `Upload a picture (JPEG, PNG or WebP, at most ${UPLOAD_MAX_TEXT}); it is stored as WebP at most 1600 px`,
    "x-access": "user",
    security: [{ cookieAuth: [] }],
    requestBody: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { file: { type: "string", format: "binary" } },
            required: ["file"],
          },
        },
      },
    },
    responses: {
      "200": {
        description: "The stored picture's address",
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: { url: { type: "string", pattern: "^/uploads/[0-9a-f]{64}\\.webp$" } },
              required: ["url"],
            },
          },
        },
      },
      "400": errorAnswer("Not a JPEG, PNG or WebP picture, or no file field"),
      "401": errorAnswer("Not signed in"),
      "403": errorAnswer("An API key: uploads are for people signed in"),
      "413": errorAnswer(
        `Larger than ${UPLOAD_MAX_TEXT}, over 40 megapixels, or too big to decode at its bits per channel (16-bit: 20 megapixels with alpha)`,
      ),
      "415": errorAnswer("Not multipart/form-data"),
      "429": errorAnswer("Too many uploads (customers: 120 an hour; admins are exempt)"),
      "500": errorAnswer("Something went wrong on the server; nothing was stored"),
    },
  },
};

export interface UploadRoutesOptions {
  store: UploadStore;
  /** The request's context (session, rate limiter, clock), as the api builds it. */
  context: (c: HonoContext) => Promise<Context>;
}

/**
 * `POST /api/uploads` (docs/product/api.md, uploads) and `GET /uploads/<hash>.webp`. Who may upload
 * is checked before the body is read: signed-in users (journal photos, 120 an hour) and admins
 * (catalogue pictures, no limit). The body is refused with 413 as soon as it streams past 5 MB.
 */
export function mountUploads(app: Hono, { store, context }: UploadRoutesOptions): void {
  const gate: MiddlewareHandler = async (c, next) => {
    const ctx = await context(c);
    if (ctx.apiKey) return refuse(c, 403, "FORBIDDEN", FOR_PEOPLE);
    if (!ctx.user) return refuse(c, 401, "UNAUTHORIZED", "Please sign in to upload pictures.");
    if (ctx.user.role !== "admin") {
      const taken = await ctx.rateLimiter.take([{ rule: limits.uploadsUser, subject: ctx.user.id }]);
      if (!taken.ok) {
        const error = tooManyRequests(new Headers(), taken.retryAfterSeconds, "picture uploads");
        c.header("Retry-After", String(taken.retryAfterSeconds));
        return refuse(c, 429, error.code, error.message);
      }
    }
    if (!c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
      return refuse(
        c,
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        "Send the picture as multipart/form-data, in a field named file.",
      );
    }
    return next();
  };

  app.post(UPLOAD_PATH, gate, bodyLimit(UPLOAD_BODY_MAX_BYTES), async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return refuse(c, 400, "BAD_REQUEST", "The upload could not be read. Please try again.");
    }
    const file = form.get("file");
    if (file === null || typeof file === "string") {
      return refuse(c, 400, "BAD_REQUEST", "Choose a picture to upload (the form field is named file).");
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      return refuse(c, 413, "PAYLOAD_TOO_LARGE", `Pictures can be at most ${UPLOAD_MAX_TEXT}.`);
    }
    if (file.size === 0) return refuse(c, 400, "BAD_REQUEST", "This file is empty.");
    const result = await reencode(Buffer.from(await file.arrayBuffer()));
    if ("tooBig" in result) return refuse(c, 413, "PAYLOAD_TOO_LARGE", result.tooBig);
    if ("refused" in result) {
      return refuse(c, 400, "BAD_REQUEST", result.refused === "not-a-picture" ? NOT_A_PICTURE : UNREADABLE);
    }
    const name = await store.save(result);
    return c.json({ url: `/uploads/${name}` });
  });

  app.get("/uploads/:name", async (c) => {
    const bytes = await store.read(c.req.param("name"));
    if (!bytes) return c.json({ message: "Picture not found", code: "NOT_FOUND" }, 404);
    // A name is the hash of the bytes: what is at an address never changes.
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
}
