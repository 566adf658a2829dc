import type { Plugin } from "vite";

/**
 * Two changes to how Chakra 3.37 builds its styling system (`createSystem`), which is the largest
 * single piece of work when a page starts on a phone (bench/README.md). Both keep what the system
 * is; they change when its parts are built.
 *
 * 1. The global CSS (reset, every token as a CSS variable) is built when something first reads
 *    `system._global`, not with the system. A server-rendered page already has that CSS
 *    (web/src/lib/server-styles.ts), so the browser never builds it.
 * 2. The work is also offered in steps: `createSystem.inSteps(...configs)` is a generator that
 *    pauses between the parts (merging the configs, each pass over the tokens, the utilities), so
 *    web/src/theme/index.ts can let the browser answer a tap between them. `createSystem` itself
 *    runs the same steps to the end, so the server and every other caller are unchanged.
 *
 * The edits match Chakra's source text; if an upgrade changes it the build stops here rather than
 * silently losing the levers.
 */
const inFolder = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]/;

export function chakraSystemInSteps(): Plugin {
  return {
    name: "ridge-road:chakra-system-in-steps",
    transform: (code, id) => stepwiseChakraFile(code, id) ?? pureChakraDefinitions(code, id),
  };
}

const chakraEsm = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]/;

/**
 * Chakra's default theme and its component anatomies are built by top-level calls the bundler has to
 * keep, since it cannot know they do nothing else: every recipe and every anatomy of Chakra then came
 * with the first load, although the theme (web/src/theme) registers a dozen. Marked pure, the unused
 * ones are left out.
 */
export function pureChakraDefinitions(code: string, id: string): { code: string; map: null } | null {
  if (!chakraEsm.test(id)) return null;
  if (/[\\/]esm[\\/]theme[\\/]index\.js$/.test(id)) {
    return edit(
      code,
      [
        [
          "const defaultThemeConfig = defineConfig({",
          "const defaultThemeConfig = /* @__PURE__ */ defineConfig({",
        ],
      ],
      "theme/index.js",
    );
  }
  if (/[\\/]esm[\\/]anatomy\.js$/.test(id)) {
    const definition = /^(const \w+Anatomy = )(?=[\w$]+\.extendWith\(|createAnatomy\()/gm;
    if (!definition.test(code))
      throw new Error("Chakra's anatomy.js changed: update web/vite/chakra-system.ts.");
    return { code: code.replace(definition, "$1/* @__PURE__ */ "), map: null };
  }
  return null;
}

/** The two files' edited source, or null for any other module. */
export function stepwiseChakraFile(code: string, id: string): { code: string; map: null } | null {
  if (!inFolder.test(id)) return null;
  if (id.endsWith("system.js")) return edit(code, systemEdits, "system.js");
  if (id.endsWith("token-dictionary.js")) return edit(code, dictionaryEdits, "token-dictionary.js");
  return null;
}

type Edit = readonly [from: string, to: string];

function edit(code: string, edits: readonly Edit[], file: string) {
  let out = code;
  for (const [from, to] of edits) {
    if (!out.includes(from)) {
      throw new Error(
        `Chakra's ${file} changed: update web/vite/chakra-system.ts (looked for ${JSON.stringify(from.slice(0, 60))}).`,
      );
    }
    out = out.replace(from, () => to);
  }
  return { code: out, map: null };
}

/** Runs a generator's steps at once: the synchronous function the library's callers know. */
const runToEnd = (name: string, generator: string) => `
function ${name}(...args) {
  const steps = ${generator}(...args);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
${name}.inSteps = ${generator};
`;

const systemEdits: readonly Edit[] = [
  [
    "function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n",
    "function* createSystemInSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n",
  ],
  ["  const tokens = createTokenDictionary({", "  const tokens = yield* createTokenDictionary.inSteps({"],
  ["    prefix: cssVarsPrefix\n  });\n", "    prefix: cssVarsPrefix\n  });\n  yield;\n"],
  ["    config: utilities,\n    tokens\n  });\n", "    config: utilities,\n    tokens\n  });\n  yield;\n"],
  ["  const tokenMap = getTokenMap(tokens);", "  yield;\n  const tokenMap = getTokenMap(tokens);"],
  [
    "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];",
    "let _global;\n  const lazyGlobal = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);",
  ],
  ["    _global,\n", "    get _global() { return lazyGlobal(); },\n"],
  [
    "function getTokenMap(tokens) {",
    `${runToEnd("createSystem", "createSystemInSteps")}function getTokenMap(tokens) {`,
  ],
];

/** Tokens handled between two pauses while the dictionary's views are built. */
const tokensPerStep = 100;

const dictionaryEdits: readonly Edit[] = [
  ["function createTokenDictionary(options) {", "function* createTokenDictionaryInSteps(options) {"],
  [
    "  function setupViews() {\n    allTokens.forEach((token) => {\n      buildConditionMap(token);\n      buildCategoryMap(token);\n      buildCssVars(token);\n      buildFlatMap(token);\n      buildColorPalette(token);\n    });\n",
    `  function* setupViews() {\n    for (let index = 0; index < allTokens.length; index++) {\n      const token = allTokens[index];\n      buildConditionMap(token);\n      buildCategoryMap(token);\n      buildCssVars(token);\n      buildFlatMap(token);\n      buildColorPalette(token);\n      if (index % ${tokensPerStep} === ${tokensPerStep - 1}) yield;\n    }\n    yield;\n`,
  ],
  [
    "  function applyMiddlewares(enforce) {\n    middlewares.forEach((middleware) => {\n      if (middleware.enforce === enforce) {\n        middleware.transform(dictionary);\n      }\n    });\n  }",
    "  function* applyMiddlewares(enforce) {\n    for (const middleware of middlewares) {\n      if (middleware.enforce === enforce) {\n        middleware.transform(dictionary);\n        yield;\n      }\n    }\n  }",
  ],
  [
    '  function build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    addConditionalTokens();\n    addReferences();\n    expandTokenReferences$1();\n    applyMiddlewares("post");\n    applyTransforms("post");\n    setupViews();\n  }\n  registerTokens();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  build();\n',
    '  function* build() {\n    yield* applyMiddlewares("pre");\n    applyTransforms("pre");\n    addConditionalTokens();\n    addReferences();\n    expandTokenReferences$1();\n    yield;\n    yield* applyMiddlewares("post");\n    applyTransforms("post");\n    yield;\n    yield* setupViews();\n  }\n  registerTokens();\n  yield;\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  yield* build();\n',
  ],
  [
    "function filterDefault(path) {",
    `${runToEnd("createTokenDictionary", "createTokenDictionaryInSteps")}function filterDefault(path) {`,
  ],
];
