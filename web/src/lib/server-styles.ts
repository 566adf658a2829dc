import type { EmotionCache } from "@emotion/cache";
import { markStyleInserted } from "./internals";
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
    for (const id of tag.dataset.rrStyles?.split(" ") ?? []) if (id) markStyleInserted(cache, id);
  }
  return cache;
}
