import { css } from "@emotion/react";
import { describe, expect, it } from "vitest";
import { createStyleCache } from "./style-cache";

describe("createStyleCache", () => {
  it("writes standard properties only, and -webkit-user-select for Safari", () => {
    const cache = createStyleCache();
    const styles = css({ display: "flex", alignItems: "center", transform: "scale(2)", userSelect: "none" });
    // On the server, Emotion hands back the CSS it would insert (entry-server.tsx collects it so).
    expect(cache.insert(`.css-${styles.name}`, styles, cache.sheet, true)).toBe(
      `.css-${styles.name}{display:flex;align-items:center;transform:scale(2);-webkit-user-select:none;user-select:none;}`,
    );
  });
});
