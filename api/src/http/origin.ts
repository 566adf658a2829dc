import type { MiddlewareHandler } from "hono";

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence for cookie sessions: a state-changing call that a browser sends from another origin
 * is refused. Calls without an Origin header (curl, server-to-server partners) carry no ambient
 * browser cookies by accident, so they pass; Stripe's webhook is verified by its signature instead.
 */
export function originCheck(
  siteOrigin: (url: URL) => string,
  exempt: (path: string, headers: Headers) => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    if (!stateChanging.has(c.req.method) || exempt(c.req.path, c.req.raw.headers)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const allowed = siteOrigin(new URL(c.req.url));
    if ((origin && origin !== allowed) || (!origin && fetchSite === "cross-site")) {
      return c.json({ message: "Cross-site request refused", code: "FORBIDDEN" }, 403);
    }
    return next();
  };
}
