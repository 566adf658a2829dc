import "@fontsource/playfair-display/latin-400.css";
import "@fontsource/playfair-display/latin-700.css";
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from "@chakra-ui/react";
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import { createSystemInSteps } from "../lib/internals";
import { runInSlices } from "../lib/slices";
import { colors, semanticColors } from "./colors";

/**
 * A tab list wider than a phone scrolls sideways (each list sets `overflowX="auto"`); its triggers
 * keep their width instead of squeezing their labels into each other.
 */
const tabsThatScroll = {
  ...tabsSlotRecipe,
  base: { ...tabsSlotRecipe.base, trigger: { ...tabsSlotRecipe.base?.trigger, flexShrink: "0" } },
};

/** Default palettes nothing here paints with: their tokens would only add CSS and start-up work. */
const unusedPalettes = new Set(["teal", "cyan"]);

function withoutUnusedPalettes<T extends object>(group: T): T {
  return Object.fromEntries(Object.entries(group).filter(([name]) => !unusedPalettes.has(name))) as T;
}

/**
 * The site has one colour mode. Chakra's semantic tokens carry a light and a dark value each; keeping
 * only the light one halves the CSS variables the page ships and the work of building them.
 */
function lightOnly(node: unknown): unknown {
  if (typeof node !== "object" || node === null) return node;
  if ("value" in node) {
    const value = node.value;
    return typeof value === "object" && value !== null && "_light" in value
      ? { ...node, value: value._light }
      : node;
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)]));
}

const lightTokens = {
  ...tokens,
  colors: withoutUnusedPalettes(tokens.colors ?? {}),
};
const lightSemanticTokens = lightOnly({
  ...semanticTokens,
  colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
}) as typeof semanticTokens;

/**
 * Chakra's global CSS sets 25 custom properties (ring and filter parts, the global font and border
 * colour) on every element (`*`). Chrome then keeps and resolves a set of variables per element,
 * which doubled the style work of a page on a phone (bench/README.md). They inherit, and nothing here
 * composes filters or rings per element, so they are set once on <html>.
 */
const { "*": everyElement, html: chakraHtml, ...otherGlobalCss } = globalCss;
const globalCssOnRoot = { ...otherGlobalCss, html: { ...everyElement, ...chakraHtml } };

const sans = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif`;

/**
 * Chakra's default theme holds every recipe of every component and weighs most of the bundle.
 * We start from the base config (conditions and utilities) plus the default tokens, and register
 * only the recipes of the components this app renders. A component whose recipe is missing still
 * works, it just renders unstyled: add its recipe here when you start using it.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss: globalCssOnRoot,
  theme: {
    breakpoints,
    keyframes,
    tokens: lightTokens,
    semanticTokens: lightSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioCard: radioCardSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsThatScroll,
      toast: toastSlotRecipe,
    },
  },
});

const wineryTheme = defineConfig({
  globalCss: {
    html: {
      colorPalette: "burgundy",
      bg: "brand.page",
      color: "brand.ink",
    },
    body: {
      fontFamily: "body",
      minHeight: "100dvh",
    },
    "h1, h2, h3, h4": {
      fontFamily: "heading",
    },
    /**
     * The dark bands (top bar, hero, page headers, footer) mark themselves `data-surface="dark"`:
     * the palette's ring (burgundy.500) all but vanishes on burgundy.900, so focus there is a cream
     * ring drawn outside the element, on the band itself (over 10:1 against it; WCAG asks 3:1).
     * Important, because the recipes' rings sit in a later cascade layer.
     */
    "[data-surface=dark] :focus-visible": {
      outlineStyle: "solid !important",
      outlineWidth: "2px !important",
      outlineOffset: "2px !important",
      outlineColor: "var(--chakra-colors-cream-50) !important",
    },
  },
  theme: {
    tokens: {
      colors,
      fonts: {
        heading: { value: `"Playfair Display", Georgia, "Times New Roman", serif` },
        body: { value: sans },
      },
    },
    semanticTokens: {
      colors: semanticColors,
    },
  },
});

let system: SystemContext | undefined;

/**
 * The styling system, built on first use: it is the largest single piece of start-up work, and the
 * browser builds it in a task of its own (main.tsx) instead of inside the scripts' evaluation.
 */
export function getSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraTheme, wineryTheme);
  return system;
}

/**
 * The same system built in slices, so a phone can answer a tap while it is built. The build adds
 * `createSystem.inSteps` (web/vite/chakra-system.ts); where it has not (tests, and the dev server,
 * which serves Chakra pre-bundled), it is built at once.
 */
const systemInSteps = createSystemInSteps(createSystem);

export async function getSystemInSlices(): Promise<SystemContext> {
  if (!system && systemInSteps) {
    const built = await runInSlices(systemInSteps(defaultBaseConfig, chakraTheme, wineryTheme));
    system ??= built;
  }
  return getSystem();
}
