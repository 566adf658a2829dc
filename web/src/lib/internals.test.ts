import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Box, ChakraProvider, createSystem, defaultConfig } from "@chakra-ui/react";
import type { EmotionCache } from "@emotion/cache";
import { CacheProvider, css, Global, jsx, keyframes } from "@emotion/react";
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  redirect,
} from "@tanstack/react-router";
import { createElement, type ReactNode } from "react";
import { jsx as jsxElement } from "react/jsx-runtime";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  collectedStyles,
  createSystemInSteps,
  hydratedByReact,
  keepStylesInCache,
  markHydrating,
  markStyleInserted,
  matchesAPage,
  serverLoadStatus,
  systemWithoutGlobalCss,
  writtenFor,
} from "./internals";
import { createStyleCache } from "./style-cache";

/*
 * Each private part web/src/lib/internals.ts relies on, checked as the app uses it. A failure here
 * after an upgrade means the package changed what the app relies on: its message names the package,
 * the version the code was written for, and the function to rework.
 */

type Package = keyof typeof writtenFor;
const broken = (pkg: Package, what: string) =>
  `${pkg} is no longer as web/src/lib/internals.ts was written for (${pkg} ${writtenFor[pkg]}): ${what}`;

/** The installed version of a package, found as Node finds it: the nearest node_modules up. */
function installedVersion(pkg: string): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, "node_modules", pkg, "package.json");
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")).version;
    if (dirname(dir) === dir) return undefined;
  }
}

describe("the installed packages are the versions the internals were written for", () => {
  it.each(Object.entries(writtenFor))("%s %s", (pkg, version) => {
    expect(
      installedVersion(pkg),
      `${pkg} is no longer ${version}, the version web/src/lib/internals.ts was written for: check that ` +
        "this file's other tests pass and the module's comments still hold, then set the new version there",
    ).toBe(version);
  });
});

/** The app's style cache, keeping what a render inserts as the server render's does. */
function keepingCache(): EmotionCache {
  const cache = createStyleCache();
  keepStylesInCache(cache);
  return cache;
}

const renderWith = (cache: EmotionCache, children: ReactNode) =>
  renderToString(createElement(CacheProvider, { value: cache }, children));

describe("Emotion", () => {
  const red = css({ color: "red" });
  const spin = keyframes({ to: { transform: "rotate(360deg)" } });

  it("keeps every style's CSS in the cache, none in the markup, and tells global CSS apart", () => {
    const cache = keepingCache();
    const html = renderWith(cache, [
      createElement(Global, { key: "global", styles: { body: { margin: 0 } } }),
      jsx("p", { key: "p", css: { color: "red", animation: `${spin} 1s` } }),
    ]);
    const spinning = css({ color: "red", animation: `${spin} 1s` });
    expect(html, broken("@emotion/react", "styles were written into the markup")).toBe(
      `<p class="css-${spinning.name}"></p>`,
    );
    expect(collectedStyles(cache), broken("@emotion/cache", "cache.inserted in compat mode")).toEqual([
      { id: expect.any(String), css: "body{margin:0;}", global: true },
      {
        id: spinning.name,
        css: `.css-${spinning.name}{color:red;animation:${spin.name} 1s;}`,
        global: false,
      },
      { id: spin.name, css: `@keyframes ${spin.name}{to{transform:rotate(360deg);}}`, global: false },
    ]);
  });

  it("inserts no style the cache was told is on the page already", () => {
    const cache = keepingCache();
    markStyleInserted(cache, red.name);
    renderWith(cache, jsx("p", { css: red }));
    expect(
      collectedStyles(cache),
      broken("@emotion/cache", "cache.inserted no longer skips a style"),
    ).toEqual([]);
    expect(cache.inserted[red.name]).toBe(true);
  });
});

describe("Chakra", () => {
  const system = createSystem(defaultConfig);
  const page = (value: typeof system, cache: EmotionCache) =>
    renderWith(
      cache,
      // The JSX runtime's call, as a .tsx file would make it (the provider's types want children).
      jsxElement(ChakraProvider, { value, children: createElement(Box, { color: "red.500" }, "x") }),
    );

  it("renders no global CSS with a system that has it on the page already, and the same classes", () => {
    const full = keepingCache();
    const html = page(system, full);
    const [order, globalCss, box, ...others] = collectedStyles(full);
    expect(order).toMatchObject({ css: "@layer reset,base,tokens,recipes;", global: true });
    expect(globalCss?.global).toBe(true);
    expect(globalCss?.css).toContain("--chakra-colors-red-500:");
    expect(box).toMatchObject({ css: `.css-${box?.id}{color:var(--chakra-colors-red-500);}`, global: false });
    expect(others).toEqual([]);

    const without = keepingCache();
    expect(page(systemWithoutGlobalCss(system), without)).toBe(html);
    expect(
      collectedStyles(without).filter((style) => style.global),
      broken("@chakra-ui/react", "ChakraProvider no longer reads system._global and _config.disableLayers"),
    ).toEqual([]);
    expect(collectedStyles(without)).toEqual([box]);
  });

  it("builds the system in steps only where the build added them (web/vite/chakra-system.test.ts)", () => {
    expect(createSystemInSteps(createSystem)).toBeUndefined();
    function* inSteps() {
      yield;
      return system;
    }
    expect(createSystemInSteps(Object.assign(createSystem.bind(null), { inSteps }))).toBe(inSteps);
  });
});

describe("TanStack Router", () => {
  function routeTree() {
    const root = createRootRoute({ component: () => createElement("main", null, createElement(Outlet)) });
    return root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: "/",
        component: () => createElement("p", null, "home"),
      }),
      createRoute({
        getParentRoute: () => root,
        path: "/old",
        beforeLoad: () => {
          throw redirect({ to: "/" });
        },
      }),
      createRoute({
        getParentRoute: () => root,
        path: "/broken",
        loader: () => {
          throw new Error("the loader failed");
        },
      }),
    ]);
  }
  const routerAt = (url: string, isServer: boolean) =>
    createRouter({
      routeTree: routeTree(),
      history: createMemoryHistory({ initialEntries: [url] }),
      isServer,
    });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ["/", true],
    ["/old", true],
    ["/broken/", true],
    ["/missing", false],
    ["/old/extra", false],
  ])("tells whether the tree has a page at %s: %s", (pathname, page) => {
    expect(
      matchesAPage(routerAt("/", true), pathname),
      broken("@tanstack/router-core", "getMatchedRoutes"),
    ).toBe(page);
  });

  it.each([
    ["/", 200],
    ["/missing", 404],
    ["/old", null],
    ["/broken", null],
  ])("gives the status of the server load of %s: %s", async (url, status) => {
    const router = routerAt(url, true);
    await router.load();
    expect(serverLoadStatus(router), broken("@tanstack/router-core", "router._serverResult")).toBe(status);
  });

  it("renders a hydrating browser router's page as the server rendered it", async () => {
    const render = async (router: AnyRouter) => {
      await router.load();
      return renderToString(createElement(RouterProvider, { router }));
    };
    const server = await render(routerAt("/", true));
    expect(server).toBe("<main><!--$--><p>home</p><!--/$--></main>");
    // The browser router reads the page's address from window (a stand-in: tests have no DOM).
    vi.stubGlobal("window", { origin: "null" });
    expect(await render(routerAt("/", false))).not.toBe(server);
    const hydrating = routerAt("/", false);
    markHydrating(hydrating);
    expect(
      await render(hydrating),
      broken("@tanstack/react-router", "router.ssr no longer shapes the tree"),
    ).toBe(server);
  });
});

describe("React", () => {
  it("marks a hydrated element with a __reactProps$ key", () => {
    const client = join(
      dirname(fileURLToPath(import.meta.resolve("react-dom/client"))),
      "cjs",
      "react-dom-client.production.js",
    );
    expect(
      readFileSync(client, "utf8").includes('internalPropsKey = "__reactProps$" + randomKey'),
      broken("react-dom", "React no longer marks the elements it has with __reactProps$<random>"),
    ).toBe(true);
    const element = (keys: Record<string, unknown>) => Object.assign(Object.create(null), keys) as Element;
    expect(hydratedByReact(element({ __reactProps$x7k2: {}, __reactFiber$x7k2: {} }))).toBe(true);
    expect(hydratedByReact(element({}))).toBe(false);
  });
});
