import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { describe, expect, it } from "vitest";
import { chakraSystemInSteps, pureChakraDefinitions, stepwiseChakraFile } from "./chakra-system.ts";

const chakraEsm = dirname(fileURLToPath(import.meta.resolve("@chakra-ui/react")));
const styledSystem = join(chakraEsm, "styled-system");

interface BuiltSystem {
  tokens: { allTokens: { name: string; value: unknown }[] };
  css: (styles: Record<string, unknown>) => unknown;
  getTokenCss: () => unknown;
  getGlobalCss: () => unknown;
  getPreflightCss: () => unknown;
  _global: unknown;
}
type CreateSystem = ((...configs: unknown[]) => BuiltSystem) & {
  inSteps: (...configs: unknown[]) => Generator<void, BuiltSystem, void>;
};

function isCreateSystem(value: unknown): value is CreateSystem {
  return typeof value === "function" && typeof Reflect.get(value, "inSteps") === "function";
}

/** Chakra's own createSystem and full default config, loaded through the build's edit. */
async function editedChakra() {
  const server = await createServer({
    configFile: false,
    logLevel: "silent",
    plugins: [chakraSystemInSteps()],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const system = await server.ssrLoadModule(`/@fs${join(styledSystem, "system.js")}`);
    const preset = await server.ssrLoadModule(`/@fs${join(chakraEsm, "preset.js")}`);
    const createSystem: unknown = system.createSystem;
    if (!isCreateSystem(createSystem)) throw new Error("createSystem has no inSteps");
    return { createSystem, config: preset.defaultConfig };
  } finally {
    await server.close();
  }
}

describe("Chakra's createSystem, built in steps (web/vite/chakra-system.ts)", () => {
  it("applies to the installed Chakra, and leaves other modules alone", () => {
    for (const file of ["system.js", "token-dictionary.js"]) {
      const path = join(styledSystem, file);
      expect(stepwiseChakraFile(readFileSync(path, "utf8"), path)?.code).toContain("yield");
    }
    const css = join(styledSystem, "css.js");
    expect(stepwiseChakraFile(readFileSync(css, "utf8"), css)).toBeNull();
  });

  it("marks the default theme and the anatomies pure, so the unused ones are left out of the build", () => {
    const theme = join(chakraEsm, "theme", "index.js");
    expect(pureChakraDefinitions(readFileSync(theme, "utf8"), theme)?.code).toContain(
      "const defaultThemeConfig = /* @__PURE__ */ defineConfig({",
    );
    const anatomy = join(chakraEsm, "anatomy.js");
    const marked = pureChakraDefinitions(readFileSync(anatomy, "utf8"), anatomy)?.code ?? "";
    expect(marked).toContain('const cardAnatomy = /* @__PURE__ */ createAnatomy("card")');
    expect(marked).toContain("const dialogAnatomy = /* @__PURE__ */ dialogAnatomy$1.extendWith(");
  });

  it("builds the same system in steps as at once, and its global CSS only when read", async () => {
    const { createSystem, config } = await editedChakra();
    const steps = createSystem.inSteps(config);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    const inSteps = step.value;
    const atOnce = createSystem(config);

    expect(pauses).toBeGreaterThanOrEqual(10);
    const tokens = (system: BuiltSystem) => system.tokens.allTokens.map(({ name, value }) => [name, value]);
    expect(tokens(inSteps)).toEqual(tokens(atOnce));
    expect(inSteps.tokens.allTokens.length).toBeGreaterThan(500);
    expect(inSteps.getTokenCss()).toEqual(atOnce.getTokenCss());
    const styles = { color: "red.600", px: "4", bg: { base: "gray.50", md: "blue.100" } };
    expect(inSteps.css(styles)).toEqual(atOnce.css(styles));
    expect(typeof Object.getOwnPropertyDescriptor(inSteps, "_global")?.get).toBe("function");
    expect(inSteps._global).toEqual([atOnce.getPreflightCss(), atOnce.getGlobalCss(), atOnce.getTokenCss()]);
  }, 30_000);
});
