/**
 * Zod-free option lists and limits of the tasting journal: the web imports these without loading zod.
 * The structured note follows the WSET Systematic Approach to Tasting (docs/product/decisions.md,
 * "Round 2": Journal) with the spec's option lists (docs/spec part 2 §3).
 */
import type { WineType } from "../wines/labels";

// ---------------------------------------------------------------- appearance

export const clarities = ["clear", "hazy", "cloudy"] as const;
export type Clarity = (typeof clarities)[number];

export const appearanceIntensities = ["pale", "medium", "deep"] as const;
export type AppearanceIntensity = (typeof appearanceIntensities)[number];

export const wineColors = [
  "lemon-green",
  "lemon",
  "gold",
  "amber",
  "brown",
  "pink",
  "salmon",
  "orange",
  "purple",
  "ruby",
  "garnet",
  "tawny",
] as const;
export type WineColor = (typeof wineColors)[number];

/** The colours a taster chooses from, by the wine's type (sparkling wines are white or rosé). */
export const colorsByType: Record<WineType, readonly WineColor[]> = {
  white: ["lemon-green", "lemon", "gold", "amber", "brown"],
  rosé: ["pink", "salmon", "orange"],
  red: ["purple", "ruby", "garnet", "tawny", "brown"],
  sparkling: ["lemon-green", "lemon", "gold", "pink", "salmon"],
};

// ---------------------------------------------------------------- nose

export const noseConditions = ["clean", "unclean"] as const;
export type NoseCondition = (typeof noseConditions)[number];

/** Aroma and flavour intensity share the scale. */
export const aromaIntensities = ["light", "medium-minus", "medium", "medium-plus", "pronounced"] as const;
export type AromaIntensity = (typeof aromaIntensities)[number];

export const developments = ["youthful", "developing", "fully-developed", "tired"] as const;
export type Development = (typeof developments)[number];

// ---------------------------------------------------------------- palate

export const sweetnesses = ["bone-dry", "dry", "off-dry", "medium-sweet", "sweet"] as const;
export type Sweetness = (typeof sweetnesses)[number];

/** Acidity and tannin share the scale. */
export const structureLevels = ["low", "medium-minus", "medium", "medium-plus", "high"] as const;
export type StructureLevel = (typeof structureLevels)[number];

export const bodies = ["light", "medium-minus", "medium", "medium-plus", "full"] as const;
export type Body = (typeof bodies)[number];

export const alcoholLevels = ["low", "medium", "medium-plus", "high"] as const;
export type AlcoholLevel = (typeof alcoholLevels)[number];

export const finishLengths = ["short", "medium-minus", "medium", "medium-plus", "long"] as const;
export type FinishLength = (typeof finishLengths)[number];

// ---------------------------------------------------------------- conclusion

export const qualities = ["faulty", "poor", "acceptable", "good", "very-good", "outstanding"] as const;
export type Quality = (typeof qualities)[number];

export const readinesses = ["too-young", "drink-or-hold", "drink-now", "too-old"] as const;
export type Readiness = (typeof readinesses)[number];

/** How every option reads on screen; one table, since the scales share most of their words. */
export const choiceLabels: Record<string, string> = {
  clear: "Clear",
  hazy: "Hazy",
  cloudy: "Cloudy",
  pale: "Pale",
  deep: "Deep",
  "lemon-green": "Lemon-green",
  lemon: "Lemon",
  gold: "Gold",
  amber: "Amber",
  brown: "Brown",
  pink: "Pink",
  salmon: "Salmon",
  orange: "Orange",
  purple: "Purple",
  ruby: "Ruby",
  garnet: "Garnet",
  tawny: "Tawny",
  clean: "Clean",
  unclean: "Unclean (faulty)",
  light: "Light",
  low: "Low",
  "medium-minus": "Medium (-)",
  medium: "Medium",
  "medium-plus": "Medium (+)",
  high: "High",
  pronounced: "Pronounced",
  full: "Full",
  youthful: "Youthful",
  developing: "Developing",
  "fully-developed": "Fully developed",
  tired: "Tired / past its best",
  "bone-dry": "Bone dry",
  dry: "Dry",
  "off-dry": "Off-dry",
  "medium-sweet": "Medium sweet",
  sweet: "Sweet",
  short: "Short",
  long: "Long",
  faulty: "Faulty",
  poor: "Poor",
  acceptable: "Acceptable",
  good: "Good",
  "very-good": "Very good",
  outstanding: "Outstanding",
  "too-young": "Too young",
  "drink-or-hold": "Drink now or keep",
  "drink-now": "Drink now, not for keeping",
  "too-old": "Too old",
};

/** "medium-plus" -> "Medium (+)"; an unknown value reads as itself. */
export function choiceLabel(value: string): string {
  return choiceLabels[value] ?? value;
}

// ---------------------------------------------------------------- limits

/** docs/product/decisions.md: journal notes 5 000 characters (every long text field of the form). */
export const JOURNAL_TEXT_MAX = 5000;
/** Location, occasion, the wine's condition and the weather: a line, not a page. */
export const JOURNAL_LINE_MAX = 200;
export const JOURNAL_COMMENT_MAX = 5000;
export const JOURNAL_RATING_MIN = 1;
export const JOURNAL_RATING_MAX = 10;
export const JOURNAL_TAGS_MAX = 20;
export const JOURNAL_TAG_MAX = 40;
export const JOURNAL_PHOTOS_MAX = 4;
/** The share link's random part: at least 12 characters (decisions.md); 16 of 32 letters are 80 bits. */
export const SHARE_SLUG_LENGTH = 16;
export const JOURNAL_PAGE_SIZE_DEFAULT = 50;
export const JOURNAL_PAGE_SIZE_MAX = 100;
export const JOURNAL_SEARCH_MAX = 100;
