import type { MiddlewareHandler } from "hono";
import { bootScriptSource } from "./boot";

/**
 * What the app loads: its own scripts, styles (Chakra's emotion injects <style> tags, hence
 * 'unsafe-inline' for styles only), fonts and pictures; Stripe's script and frames for card entry;
 * the one inline script of a server-rendered page, by its hash (http/boot.ts);
 * the video player's iframe, loaded on a click (the map is a picture the app ships, so no map host
 * may be framed). Nothing may frame the site.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${bootScriptSource} https://js.stripe.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  "frame-src https://www.youtube-nocookie.com https://js.stripe.com https://hooks.stripe.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", contentSecurityPolicy);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set(
      "Permissions-Policy",
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    );
    if (options.hsts) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
