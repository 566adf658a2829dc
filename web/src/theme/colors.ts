import { defineSemanticTokens, defineTokens } from "@chakra-ui/react";

/** The winery's palette: burgundy (wine), cream (paper), gold (awards), vine (leaves). */
export const colors = defineTokens.colors({
  burgundy: {
    50: { value: "#FBF1F3" },
    100: { value: "#F4DCE1" },
    200: { value: "#E6B3BE" },
    300: { value: "#D38597" },
    400: { value: "#B9566E" },
    500: { value: "#9A3650" },
    600: { value: "#822840" },
    700: { value: "#6B1E2E" },
    800: { value: "#561726" },
    900: { value: "#40111C" },
    950: { value: "#2A0A12" },
  },
  cream: {
    50: { value: "#FFFDF8" },
    100: { value: "#F8F3E9" },
    200: { value: "#EFE6D3" },
    300: { value: "#E2D4B6" },
    400: { value: "#CDB88F" },
    500: { value: "#B39C6E" },
    600: { value: "#8F7B54" },
    700: { value: "#6C5C3F" },
    800: { value: "#4A3F2C" },
    900: { value: "#2E281C" },
    950: { value: "#1A170F" },
  },
  gold: {
    50: { value: "#FBF6E4" },
    100: { value: "#F5E9BD" },
    200: { value: "#EBD68A" },
    300: { value: "#DFC15A" },
    400: { value: "#D4B03B" },
    500: { value: "#C9A227" },
    600: { value: "#A8861C" },
    // Dark enough for small text on cream.200 (4.5:1 and more).
    700: { value: "#775D12" },
    800: { value: "#5F4A12" },
    900: { value: "#3E300C" },
    950: { value: "#241C07" },
  },
  vine: {
    50: { value: "#F1F6EE" },
    100: { value: "#DCEAD3" },
    200: { value: "#B9D4A8" },
    300: { value: "#91BA79" },
    400: { value: "#6C9E53" },
    500: { value: "#52843B" },
    600: { value: "#41692F" },
    700: { value: "#335226" },
    800: { value: "#283F1F" },
    900: { value: "#1C2C16" },
    950: { value: "#101A0C" },
  },
});

/** The semantic keys Chakra's recipes read through `colorPalette` (solid, subtle, fg, ...). */
function palette(name: string, solid: number, contrast: string) {
  const ref = (shade: number) => `{colors.${name}.${shade}}`;
  return {
    contrast: { value: contrast },
    fg: { value: ref(700) },
    subtle: { value: ref(100) },
    muted: { value: ref(200) },
    emphasized: { value: ref(300) },
    solid: { value: ref(solid) },
    focusRing: { value: ref(500) },
    border: { value: ref(500) },
  };
}

export const semanticColors = defineSemanticTokens.colors({
  burgundy: palette("burgundy", 700, "white"),
  gold: { ...palette("gold", 500, "{colors.burgundy.950}"), fg: { value: "{colors.gold.800}" } },
  vine: palette("vine", 600, "white"),
  cream: palette("cream", 200, "{colors.burgundy.900}"),
  brand: {
    page: { value: "{colors.cream.100}" },
    ink: { value: "{colors.burgundy.950}" },
    accent: { value: "{colors.gold.500}" },
  },
});
