import "@fontsource/playfair-display/400.css";
import "@fontsource/playfair-display/700.css";
import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
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
import { colors, semanticColors } from "./colors";

/**
 * A tab list wider than a phone scrolls sideways (each list sets `overflowX="auto"`); its triggers
 * keep their width instead of squeezing their labels into each other.
 */
const tabsThatScroll = {
  ...tabsSlotRecipe,
  base: { ...tabsSlotRecipe.base, trigger: { ...tabsSlotRecipe.base?.trigger, flexShrink: "0" } },
};

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
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
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

export const system = createSystem(defaultBaseConfig, chakraTheme, wineryTheme);
