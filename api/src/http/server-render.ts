import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Db } from "db";
import type { Hono, Context as HonoContext } from "hono";
import { ageGateMarkup } from "./age-gate";
import { AnswerCache, dataVersionsOf } from "./answer-cache";
import { bootScript } from "./boot";
import { compression } from "./compress";

/** How the render's calls reach the api: in this process, as the visitor. */
type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/**
 * What web/src/entry-server.tsx renders: the markup of #root, its <style> tags and its data, and 404
 * for a page that is not found (an unknown address, a missing wine).
 */
export interface RenderedPage {
  html: string;
  styles: string;
  state: string;
  status?: number;
}

type Render = (url: string, fetcher: Fetcher) => Promise<RenderedPage | null>;
/** The server build's route matching: whether the app has a page at a path. */
type IsKnownPath = (pathname: string) => boolean;

interface ServerBuild {
  render: Render;
  isKnownPath: IsKnownPath;
}

/**
 * The public pages sent as HTML (docs/decisions/0017-server-rendered-pages.md): what a shopper on a
 * phone opens first. Everything else is rendered by the browser from index.html.
 */
const renderedPaths = [/^\/$/, /^\/shop$/, /^\/wine\/[^/]+$/, /^\/reservations$/, /^\/journal\/?$/];

/** The visitor's headers the render's calls carry: who they are, and where they are. */
const forwardedHeaders = ["cookie", "x-forwarded-for", "user-agent"] as const;

/**
 * The data those pages read: the catalogue's tables, and the journal's, `users` and `page_content`
 * ('pages'). A write to any of them, by any process, moves a version and the kept pages are built again.
 */
const pageAreas = ["catalogue", "pages"] as const;

export interface PageRenderer {
  /** The page for this request, or null when the browser should render it. */
  pageFor(c: HonoContext): Promise<{ page: RenderedPage; cookies: string[] } | null>;
  /**
   * True for an address the app has no page for (answered 404). Its page is not rendered here: the
   * browser renders the friendly not-found page, and a stranger's made-up addresses cost no render.
   */
  isUnknownPath(path: string): Promise<boolean>;
}

/**
 * Opens the fixed public pages once as the server starts. A page's first render runs cold code and
 * took up to a second; after this the first visitors get a kept page (bench/README.md). The requests
 * go to `origin`, the site's own address. A render that does not finish in ten seconds is left to
 * finish on its own, so the server still opens.
 */
export async function warmUpPages(app: Hono, origin: string): Promise<void> {
  for (const path of ["/", "/shop", "/reservations", "/journal"]) {
    let timer: NodeJS.Timeout | undefined;
    const tooLong = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        console.error(`Opening ${path} at start took over ten seconds: the server opens without it.`);
        resolve();
      }, 10_000);
    });
    try {
      const opened = Promise.resolve(app.request(new URL(path, origin))).then(() => undefined);
      await Promise.race([opened, tooLong]);
    } catch (error) {
      console.error(`Opening ${path} at start failed:`, error);
    } finally {
      clearTimeout(timer);
    }
  }
}

function isRender(value: unknown): value is Render {
  return typeof value === "function";
}

function isKnownPathFunction(value: unknown): value is IsKnownPath {
  return typeof value === "function";
}

function isRenderedPath(path: string): boolean {
  return renderedPaths.some((pattern) => pattern.test(path));
}

/**
 * Renders the public pages with the server build of the web app (web/dist-server), answering its
 * calls in-process through the app itself. A visitor without a session gets the page kept in memory
 * (compressed, with an ETag), while the data versions it was built from are current; a signed-in person
 * gets their own page every time. Null without a server build (api tests, before `npm run build`).
 */
export function mountServerRender(
  app: Hono,
  options: {
    serverDist: string;
    db: Db;
    /** True when the request is a visitor's without a session: the page everyone gets. */
    shared: (c: HonoContext) => boolean | Promise<boolean>;
  },
): PageRenderer | null {
  const entry = join(options.serverDist, "entry-server.js");
  if (options.serverDist === "none" || !existsSync(entry)) return null;
  let loaded: Promise<ServerBuild | null> | undefined;
  const load = () => {
    loaded ??= import(pathToFileURL(entry).href).then(
      (module: Record<string, unknown>) =>
        isRender(module.render) && isKnownPathFunction(module.isKnownPath)
          ? { render: module.render, isKnownPath: module.isKnownPath }
          : null,
      (error: unknown) => {
        console.error("The server render could not be loaded:", error);
        return null;
      },
    );
    return loaded;
  };
  // Loaded now, not on the first visit: importing the build takes seconds, which the first person
  // to open a page would otherwise wait for.
  void load();

  const pages = new AnswerCache(dataVersionsOf(options.db, pageAreas));
  // Outside the cache: a person's own page is compressed on its way out; a kept one already is.
  const compress = compression();
  app.use("*", async (c, next) =>
    c.req.method === "GET" && isRenderedPath(c.req.path) ? await compress(c, next) : await next(),
  );
  app.use("*", pages.middleware({ cacheable: (c) => isRenderedPath(c.req.path), shared: options.shared }));

  return {
    async isUnknownPath(path) {
      if (isRenderedPath(path)) return false;
      const build = await load();
      return build?.isKnownPath(path) === false;
    },
    async pageFor(c) {
      if (c.req.method !== "GET" || !isRenderedPath(c.req.path)) return null;
      const build = await load();
      if (!build) return null;
      const url = new URL(c.req.url);
      const key = url.pathname + url.search;
      const cookies: string[] = [];
      const fetcher: Fetcher = async (path, init) => {
        const headers = new Headers(init.headers);
        for (const name of forwardedHeaders) {
          const value = c.req.header(name);
          if (value) headers.set(name, value);
        }
        const response = await app.fetch(new Request(new URL(path, url), { ...init, headers }));
        // A renewed session cookie belongs on the page's answer, as it would on the call's.
        cookies.push(...response.headers.getSetCookie());
        return response;
      };
      try {
        const page = await build.render(key, fetcher);
        return page ? { page, cookies } : null;
      } catch (error) {
        // The browser can still render the page itself; the visitor never sees this failure.
        console.error(`The server render of ${key} failed:`, error);
        return null;
      }
    },
  };
}

/**
 * index.html with the rendered markup in #root, its styles in <head> and its data for hydration. The
 * build's script tags become the list #rr-boot, which the boot script loads after the first paint.
 */
export function withPage(html: string, page: RenderedPage): string {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const out = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_, src: string) => {
      scripts.push(src);
      return "";
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preloads.push(href);
      return "";
    })
    .replace("</head>", () => `${page.styles}\n  </head>`)
    // The page reads without scripts; only its buttons wait for them.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, "")
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script id="rr-state" type="application/json">${page.state}</script>`,
    );
  const boot = `<script id="rr-boot" type="application/json">${JSON.stringify([...scripts, ...preloads])}</script>\n    <script>${bootScript}</script>`;
  return out.replace("</body>", () => `  ${boot}\n  ${ageGateMarkup}\n  </body>`);
}
