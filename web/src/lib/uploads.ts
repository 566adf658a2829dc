import { uploadProblem } from "contracts/uploads";

/** Why an upload failed, in words for the person (the server's own message when it sent one). */
export class UploadError extends Error {}

/**
 * Sends a picture to `POST /api/uploads` and answers its address (`/uploads/<hash>.webp`). The
 * file's type and size are checked first, so a wrong file is refused without being sent.
 */
export async function uploadPicture(file: File): Promise<string> {
  const problem = uploadProblem(file);
  if (problem) throw new UploadError(`${file.name}: ${problem}`);
  const form = new FormData();
  form.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/uploads", { method: "POST", body: form, credentials: "include" });
  } catch {
    throw new UploadError(`${file.name} could not be sent. Please check your connection and try again.`);
  }
  const body: unknown = await response.json().catch(() => null);
  const field = (name: string) =>
    typeof body === "object" && body !== null && name in body
      ? (body as Record<string, unknown>)[name]
      : undefined;
  const url = field("url");
  if (response.ok && typeof url === "string") return url;
  const message = field("message");
  throw new UploadError(
    `${file.name}: ${typeof message === "string" ? message : "the picture could not be uploaded."}`,
  );
}
