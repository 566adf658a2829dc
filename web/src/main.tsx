import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { ReplayEarlyInput } from "./lib/early-input";
import { markHydrating, systemWithoutGlobalCss } from "./lib/internals";
import { queryClient } from "./lib/query-client";
import { cacheForServerStyles } from "./lib/server-styles";
import { yieldToBrowser } from "./lib/slices";
import { createStyleCache } from "./lib/style-cache";
import { createAppRouter } from "./router";
import { getSystem, getSystemInSlices } from "./theme";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/**
 * Runs one step of start-up, named in the browser's performance timeline (bench/README.md). A step
 * done in slices or loading code is measured from its start to its end, pauses included.
 */
async function step<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  performance.measure(`rr:${name}`, { start });
  return result;
}

/**
 * A page the server rendered (api/src/http/server-render.ts): start from its answers, load the page's
 * code, build the styling system, then hydrate in a transition, which React does in slices, so no
 * piece of start-up work keeps the phone from answering a tap for long.
 */
async function hydratePage(root: HTMLElement, state: DehydratedState): Promise<void> {
  // The scripts' evaluation was one task already: the router's route table is built in the next.
  await yieldToBrowser();
  const router = await step("router", () => createAppRouter(queryClient, { on: "hydration" }));
  hydrate(queryClient, state);
  markHydrating(router);
  await yieldToBrowser();
  await step("route", () => router.load());
  await yieldToBrowser();
  // The page's <style data-rr-global> already holds the global CSS: the provider adds none of it again.
  const system = systemWithoutGlobalCss(await step("system", getSystemInSlices));
  await yieldToBrowser();
  const emotionCache = await step("styles", () => cacheForServerStyles());
  startTransition(() => {
    hydrateRoot(
      root,
      <ReplayEarlyInput>
        <App router={router} queryClient={queryClient} system={system} emotionCache={emotionCache} />
      </ReplayEarlyInput>,
    );
  });
}

const state = document.getElementById("rr-state")?.textContent;
if (state) {
  void hydratePage(container, JSON.parse(state));
} else {
  createRoot(container).render(
    <App
      router={createAppRouter(queryClient)}
      queryClient={queryClient}
      system={getSystem()}
      emotionCache={createStyleCache()}
    />,
  );
}
