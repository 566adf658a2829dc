/**
 * Where the admin sign-in returns to: an address inside the admin area, never another site (the
 * value comes from the address bar).
 */
export function adminReturnPath(value: unknown): string {
  if (typeof value !== "string") return "/admin";
  return /^\/admin(\/(?!login)|\?|$)/.test(value) && !value.startsWith("//") ? value : "/admin";
}
