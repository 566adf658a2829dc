import type { SystemContext } from "@chakra-ui/react";
import type { EmotionCache } from "@emotion/cache";
import { createStyleCache } from "./style-cache";

/**
 * The style cache for a page the server rendered (web/src/entry-server.tsx): it knows every class the
 * server's CSS holds, so hydrating inserts none of them again. The server's tags are left where they
 * are: Emotion would move its own tags into its sheet, and moving a style tag makes the browser parse
 * it again and restyle the whole page.
 */
export function cacheForServerStyles(): EmotionCache {
  const cache = createStyleCache();
  for (const tag of document.querySelectorAll<HTMLStyleElement>("style[data-rr-styles]")) {
    for (const id of tag.dataset.rrStyles?.split(" ") ?? []) if (id) cache.inserted[id] = true;
  }
  return cache;
}

/**
 * The system as the provider sees it on a server-rendered page: the global CSS (layers, reset,
 * tokens) is already in the page's <style data-rr-global>, so the provider adds none of it again.
 */
export function withoutGlobalStyles(system: SystemContext): SystemContext {
  // A view, not a copy: copying would read `_global`, which the build makes lazy (web/vite/chakra-system.ts).
  const view: SystemContext = Object.create(system);
  Object.defineProperties(view, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  });
  return view;
}
