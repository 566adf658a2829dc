import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import type { TestClient } from "./helpers";

/** A folder of the test's own, so "nothing was stored" can be read from it. */
export function freshUploadsDir(): string {
  return mkdtempSync(join(tmpdir(), "rr-test-uploads-"));
}

export function filesIn(dir: string): string[] {
  return readdirSync(dir).sort();
}

/** A plain picture of the given size and format, as a camera or an editor would save it. */
export function picture(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "gif" = "jpeg",
  options: { orientation?: number; color?: string } = {},
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: options.color ?? "#6b1e2e" },
  });
  const encoded =
    format === "jpeg"
      ? image.jpeg()
      : format === "png"
        ? image.png()
        : format === "webp"
          ? image.webp()
          : image.gif();
  return (
    options.orientation ? encoded.withMetadata({ orientation: options.orientation }) : encoded
  ).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG whose header claims `width` x `height` at `bitDepth` bits per channel (color type 2: RGB, 6:
 * RGB and alpha) with almost no pixel data: what a decompression bomb looks like before decoding.
 */
export function pngHeaderOnly(width: number, height: number, bitDepth: 8 | 16, colorType: 2 | 6): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colorType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface UploadAnswer {
  url?: string;
  message?: string;
  code?: string;
}

/** Sends one file in the `file` field, as the journal's photo picker does. */
export function upload(
  client: TestClient,
  bytes: Buffer | string,
  options: { name?: string; type?: string; field?: string } = {},
) {
  const form = new FormData();
  const blob = new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], {
    type: options.type ?? "image/jpeg",
  });
  form.append(options.field ?? "file", blob, options.name ?? "tasting.jpg");
  return client.post<UploadAnswer>("/api/uploads", form);
}
