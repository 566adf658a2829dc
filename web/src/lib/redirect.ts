/**
 * Where to go after signing in (`/membership?redirect=...`). Only a path on this site is kept: a
 * full address, a protocol-relative `//host`, a backslash (browsers read `/\host` as `//host`) or a
 * control character would make the sign-in page an open redirect, sending people who trusted our
 * link to someone else's site. Anything else is dropped and the usual page follows.
 */
const REDIRECT_MAX = 512;
/** The address resolved against a made-up origin: a path on it stays on it. */
const HERE = "https://ridge-road.invalid";

export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > REDIRECT_MAX) return undefined;
  if (!value.startsWith("/") || value.startsWith("//")) return undefined;
  // Control characters (URL parsing drops tabs and newlines, so "/\t/host" would read as "//host")
  // and backslashes.
  if (value.includes("\\") || [...value].some((char) => char <= "\u001f" || char === "\u007f")) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return undefined;
  }
  if (url.origin !== HERE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Back to the sign-in page itself would only show the form again.
  if (url.pathname === "/membership") return undefined;
  return path;
}
