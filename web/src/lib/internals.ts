import type { createSystem as CreateSystem, SystemConfig, SystemContext } from "@chakra-ui/react";
import type { EmotionCache } from "@emotion/cache";
import type { AnyRouter } from "@tanstack/react-router";

/*
 * The private parts of Chakra, Emotion, TanStack Router and React that the web relies on, and only
 * here: the rest of the code calls these functions. None of them is documented, so an upgrade may
 * change them without a word; internals.test.ts checks that each still exists and behaves as relied
 * on, and fails first of all when a package is no longer the version below.
 *
 * One more lives in the build: web/vite/chakra-system.ts edits Chakra's dist files so that
 * `createSystem` is built in steps and its global CSS on first read (`createSystem.inSteps`, a lazy
 * `system._global`). It stops the build when Chakra's source text changes, and
 * web/vite/chakra-system.test.ts checks the edited system against Chakra's own.
 */

/** The versions these were written for (internals.test.ts fails on any other). */
export const writtenFor = {
  "@chakra-ui/react": "3.37.0",
  "@emotion/cache": "11.14.0",
  "@emotion/react": "11.14.0",
  "@tanstack/react-router": "1.170.46",
  "@tanstack/router-core": "1.171.39",
  "react-dom": "19.3.1",
} as const;

// Chakra

type StepwiseCreateSystem = (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;

/**
 * `createSystem.inSteps`, the same work as `createSystem` with pauses between its parts, which the
 * build adds (web/vite/chakra-system.ts). Undefined where it has not: tests, and the dev server,
 * which serves Chakra pre-bundled.
 */
export function createSystemInSteps(createSystem: typeof CreateSystem): StepwiseCreateSystem | undefined {
  const inSteps: unknown = Reflect.get(createSystem, "inSteps");
  return typeof inSteps === "function" ? (inSteps as StepwiseCreateSystem) : undefined;
}

/**
 * The system as Chakra's provider should see it on a page whose global CSS (layer order, reset,
 * tokens) is already there: the provider renders `system._global`, and the `@layer` order unless
 * `system._config.disableLayers`. A view, not a copy: copying would read `_global`, which the build
 * makes lazy, and so build the CSS the page already has.
 */
export function systemWithoutGlobalCss(system: SystemContext): SystemContext {
  const view: SystemContext = Object.create(system);
  Object.defineProperties(view, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  });
  return view;
}

// Emotion

/** Tells a style cache a style is already on the page: Emotion inserts no style `cache.inserted` names. */
export function markStyleInserted(cache: EmotionCache, id: string): void {
  cache.inserted[id] = true;
}

/**
 * Makes a server-side style cache keep each style's CSS (`cache.inserted`, by id) instead of writing
 * `<style>` tags into the markup: Emotion's compat mode. Read them with `collectedStyles`.
 */
export function keepStylesInCache(cache: EmotionCache): void {
  cache.compat = true;
}

/** A style a cache kept: its id, its CSS, and whether it is global (neither a class nor keyframes). */
export interface CollectedStyle {
  id: string;
  css: string;
  global: boolean;
}

/**
 * The styles a cache kept (`keepStylesInCache`), in the order they were inserted. Emotion writes a
 * class's rules as `.<key>-<id>` and names keyframes `animation-<hash>`; any other entry is global
 * CSS (`<Global>`: Chakra's layer order, reset and tokens).
 */
export function collectedStyles(cache: EmotionCache): CollectedStyle[] {
  const styles: CollectedStyle[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== "string" || css === "") continue;
    const global = !css.includes(`.${cache.key}-${id}`) && !id.startsWith("animation-");
    styles.push({ id, css, global });
  }
  return styles;
}

// TanStack Router

/**
 * Whether the route tree has a page at `pathname`, decided as the router decides a not-found:
 * `getMatchedRoutes` matches fuzzily, and a match that left part of the path unmatched (the
 * private `**` param) is not a page, nor is no match at all (except the root path).
 */
export function matchesAPage(router: AnyRouter, pathname: string): boolean {
  const [, params, found] = router.getMatchedRoutes(pathname);
  if (!found) return pathname.replace(/\/+$/, "") === "";
  return found.path === "/" || !params["**"];
}

/**
 * The status a server router's `load()` ended with when it is a page to render: 200, or 404 for a
 * page that is not found (an unknown address, a loader's `notFound()`); null for a redirect or an
 * error. The router's private `_serverResult`.
 */
export function serverLoadStatus(router: AnyRouter): 200 | 404 | null {
  const result = router._serverResult;
  if (result?.type !== "render") return null;
  return result.status === 200 || result.status === 404 ? result.status : null;
}

/**
 * Marks a browser router as taking over a server-rendered page, as TanStack's own hydration does
 * (`router.ssr`): the route tree then renders the Suspense boundaries the server rendered, and
 * React can hydrate the markup as it is.
 */
export function markHydrating(router: AnyRouter): void {
  router.ssr = { manifest: undefined };
}

// React

/**
 * True once React has hydrated `element`. React hydrates a page's parts after the shell, and its own
 * mark on an element it has taken over (a `__reactProps$<random>` key) is the only sign of it.
 */
export function hydratedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}
