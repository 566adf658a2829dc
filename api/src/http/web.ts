import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { type PageHead, withHead } from "./page-head";
import { type PageRenderer, withPage } from "./server-render";

/** The <head> a path gets instead of index.html's own (a shared wine, note or page), or null. */
export type HeadFor = (path: string) => Promise<PageHead | null>;

/**
 * The built SPA: hashed assets cached for a year, other files for an hour, unknown paths get
 * index.html, with the page's own title, description and link-preview tags when `headFor` knows it.
 * The server render decides the status: 404 for an address the app has no page for (the browser
 * then renders the friendly not-found page) and for a rendered page whose record is missing
 * (/wine/unknown-id, rendered with its own not-found page).
 */
export function mountWeb(
  app: Hono,
  webDist: string,
  options: { headFor?: HeadFor; siteName: string; renderer?: PageRenderer | null },
) {
  const indexFile = join(webDist, "index.html");
  let indexHtml: string | undefined;
  let indexModified = 0;
  // Without a build (api tests, a fresh clone before `npm run build`) only the fallback answers.
  const files = existsSync(webDist)
    ? serveStatic({ root: relative(process.cwd(), webDist) || ".", precompressed: true })
    : null;
  app.get("*", async (c, next) => {
    // index.html is always revalidated so a new build reaches people at once.
    if (!files || c.req.path === "/" || c.req.path === "/index.html") return next();
    const found = await files(c, next);
    if (found instanceof Response && found.ok) {
      const hashed = c.req.path.startsWith("/assets/");
      found.headers.set(
        "Cache-Control",
        hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    }
    return found;
  });
  app.get("*", async (c) => {
    if (!existsSync(indexFile)) return c.text("The web app is not built yet: run `npm run build`.", 503);
    // Re-read after a rebuild: an old index.html would point at hashed files that are gone.
    const modified = statSync(indexFile).mtimeMs;
    if (indexHtml === undefined || modified !== indexModified) {
      indexHtml = readFileSync(indexFile, "utf8");
      indexModified = modified;
    }
    c.header("Cache-Control", "no-cache");
    const head = await options.headFor?.(c.req.path);
    let html = head ? withHead(indexHtml, head, options.siteName) : indexHtml;
    const rendered = await options.renderer?.pageFor(c);
    if (rendered) {
      html = withPage(html, rendered.page);
      for (const cookie of rendered.cookies) c.header("Set-Cookie", cookie, { append: true });
    }
    const notFound = rendered
      ? rendered.page.status === 404
      : Boolean(await options.renderer?.isUnknownPath(c.req.path));
    return c.html(html, notFound ? 404 : 200);
  });
}
