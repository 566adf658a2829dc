import { CacheProvider, css, jsx } from "@emotion/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { collectedStyles, keepStylesInCache } from "./internals";
import { createStyleCache } from "./style-cache";

describe("createStyleCache", () => {
  it("writes standard properties only, and -webkit-user-select for Safari", () => {
    const cache = createStyleCache();
    // As the server render collects the CSS (entry-server.tsx).
    keepStylesInCache(cache);
    const styles = css({ display: "flex", alignItems: "center", transform: "scale(2)", userSelect: "none" });
    renderToString(createElement(CacheProvider, { value: cache }, jsx("div", { css: styles })));
    expect(collectedStyles(cache)).toEqual([
      {
        id: styles.name,
        css: `.css-${styles.name}{display:flex;align-items:center;transform:scale(2);-webkit-user-select:none;user-select:none;}`,
        global: false,
      },
    ]);
  });
});
