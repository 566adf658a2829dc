import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
