/**
 * Zod-free rules of the picture upload (`POST /api/uploads`, docs/product/api.md): what may be sent
 * and what the answer's address looks like. The web checks a file with these before sending it; the
 * api checks the bytes themselves.
 */

/** 5 MB: larger files are refused with 413 while they stream in. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The picture formats taken; anything else (GIF, SVG, HEIC, a renamed text file) is a 400. */
export const uploadMimeTypes = ["image/jpeg", "image/png", "image/webp"] as const;

/** What a file input's `accept` lists. */
export const UPLOAD_ACCEPT = uploadMimeTypes.join(",");

/** Every stored picture is WebP named by the SHA-256 of its bytes. */
export const uploadUrlPattern = /^\/uploads\/[0-9a-f]{64}\.webp$/;

export function isUploadUrl(url: string): boolean {
  return uploadUrlPattern.test(url);
}

/** "5 MB", for messages. */
export const UPLOAD_MAX_TEXT = `${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

/** Why a chosen file will not be taken, before it is sent (the server says the same after). */
export function uploadProblem(file: { type: string; size: number }): string | null {
  if (!(uploadMimeTypes as readonly string[]).includes(file.type)) {
    return "Pictures must be JPEG, PNG or WebP images.";
  }
  if (file.size > UPLOAD_MAX_BYTES) return `Pictures can be at most ${UPLOAD_MAX_TEXT}.`;
  return null;
}
