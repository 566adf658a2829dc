import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** The module that turns zod's JIT off and hands zod on (web/src/lib/zod-jitless.ts). */
export const zodJitlessModule = fileURLToPath(new URL("../src/lib/zod-jitless.ts", import.meta.url));

/**
 * In the browser's build, "zod" resolves to web/src/lib/zod-jitless.ts (which itself imports the real
 * zod), so zod is configured before any module that imports it makes a schema, wherever zod is first
 * imported, and the first load stays without zod. The server render keeps zod as it is. Only the
 * name "zod" is redirected: import it by that name, not "zod/v4" or "zod/mini"
 * (e2e/tests/content-security.spec.ts fails on a page that makes a schema before this runs).
 */
export function zodJitless(): Plugin {
  return {
    name: "ridge-road:zod-jitless",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "zod" || this.environment.config.consumer !== "client") return null;
      if (importer?.split("?")[0] === zodJitlessModule) return null;
      return zodJitlessModule;
    },
  };
}
