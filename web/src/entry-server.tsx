import { AsyncLocalStorage } from "node:async_hooks";
import type { EmotionCache } from "@emotion/cache";
import { dehydrate } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App } from "./app";
import { collectedStyles, keepStylesInCache, matchesAPage, serverLoadStatus } from "./lib/internals";
import { createQueryClient } from "./lib/query-client";
import { createStyleCache } from "./lib/style-cache";
import { sendCallsWith, trpc } from "./lib/trpc";
import { createAppRouter } from "./router";
import { getSystem } from "./theme";

/** How the api answers the render's calls: in-process, as the visitor (their cookies). */
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** A page rendered on the server: its markup, its critical CSS and the answers it was built from. */
export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** `<style>` tags for <head>: the app's global CSS and every class the markup uses. */
  styles: string;
  /** The React Query cache, for the browser to hydrate from (JSON). */
  state: string;
  /** 404 for an address the site does not have, or a page whose record is missing (/wine/unknown). */
  status?: 404;
}

const calls = new AsyncLocalStorage<Fetcher>();
sendCallsWith((url, init) => {
  const fetcher = calls.getStore();
  if (!fetcher) return Promise.reject(new Error("A call was made outside a server render."));
  return fetcher(url, init);
});

/** Text safe inside <script type="application/json"> (no `</script>`, no `<!--`). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The page's CSS, in two tags the browser keeps where they are (main.tsx): the global styles first
 * (Chakra's layer order, reset and tokens: the first `@layer` statement fixes the layers' order),
 * then every other rule (classes, closed dialogs' included, and keyframes) with the names the
 * browser's style cache marks as already inserted.
 */
function styleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const ids: string[] = [];
  let rest = "";
  for (const { id, css, global } of collectedStyles(cache)) {
    if (global) {
      globals.push(css);
    } else {
      ids.push(id);
      rest += css;
    }
  }
  return `<style data-rr-global="">${globals.join("")}</style><style data-rr-styles="${ids.join(" ")}">${rest}</style>`;
}

let matcher: ReturnType<typeof createAppRouter> | undefined;

/**
 * Whether the app has a page at `pathname` (the server answers 404 for the rest). Matching only: no
 * loader runs, so one router serves every call.
 */
export function isKnownPath(pathname: string): boolean {
  matcher ??= createAppRouter(createQueryClient(), {
    on: "server",
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  return matchesAPage(matcher, pathname);
}

/**
 * Renders `url` for the visitor whose calls `fetcher` answers. A page that is not found (an unknown
 * address, a missing wine) is rendered too, with `status: 404`. Null when the page is not one to
 * render on the server (a redirect, an error): the browser renders those.
 */
export async function render(url: string, fetcher: Fetcher): Promise<RenderedPage | null> {
  return calls.run(fetcher, async () => {
    const queryClient = createQueryClient();
    // Who is looking decides the header (and some pages): the browser must start from the same
    // answer, or it would render everything again when its own auth.me arrives.
    // The footer lists the published pages on every page.
    await Promise.all([
      queryClient.prefetchQuery(trpc.auth.me.queryOptions()),
      queryClient.prefetchQuery(trpc.pages.published.queryOptions()),
    ]);
    const router = createAppRouter(queryClient, {
      on: "server",
      history: createMemoryHistory({ initialEntries: [url] }),
    });
    await router.load();
    // The server load's own verdict: a redirect or a failed loader is left to the browser; a page
    // that is not found is the friendly page, answered with a 404.
    const status = serverLoadStatus(router);
    if (status === null) return null;
    const settled = status === 404 ? ["success", "notFound"] : ["success"];
    if (router.state.matches.some((match) => !settled.includes(match.status))) return null;
    const cache = createStyleCache();
    keepStylesInCache(cache);
    const html = renderToString(
      <App router={router} queryClient={queryClient} system={getSystem()} emotionCache={cache} />,
    );
    const page: RenderedPage = { html, styles: styleTags(cache), state: scriptJson(dehydrate(queryClient)) };
    return status === 404 ? { ...page, status } : page;
  });
}
