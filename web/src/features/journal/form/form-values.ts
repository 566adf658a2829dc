import type { JournalEntry } from "contracts";

/**
 * The journal form as the screen holds it: chips and boxes hold text ("" for nothing chosen), the
 * tags and photos lists. The contracts schema reads it as it is: blanks become "not noted".
 */
export interface JournalFormValues {
  wineId: string;
  tastingDate: string;
  location: string;
  occasion: string;
  appearance: { clarity: string; intensity: string; color: string };
  aroma: {
    condition: string;
    intensity: string;
    primary: string;
    secondary: string;
    tertiary: string;
    development: string;
  };
  taste: {
    sweetness: string;
    acidity: string;
    tannin: string;
    body: string;
    alcohol: string;
    flavorIntensity: string;
    flavor_notes: string;
  };
  finish: string;
  conclusion: { quality: string; readiness: string };
  personalRating: string;
  personalNotes: string;
  pairingNotes: string;
  wineCondition: string;
  weatherCondition: string;
  companionNotes: string;
  isPublic: boolean;
  tags: string[];
  photos: string[];
}

/** A new entry: the date is today (New York), the wine the one the page was opened for, if any. */
export function newEntryValues(today: string, wineId = ""): JournalFormValues {
  return {
    wineId,
    tastingDate: today,
    location: "",
    occasion: "",
    appearance: { clarity: "", intensity: "", color: "" },
    aroma: { condition: "", intensity: "", primary: "", secondary: "", tertiary: "", development: "" },
    taste: {
      sweetness: "",
      acidity: "",
      tannin: "",
      body: "",
      alcohol: "",
      flavorIntensity: "",
      flavor_notes: "",
    },
    finish: "",
    conclusion: { quality: "", readiness: "" },
    personalRating: "",
    personalNotes: "",
    pairingNotes: "",
    wineCondition: "",
    weatherCondition: "",
    companionNotes: "",
    isPublic: false,
    tags: [],
    photos: [],
  };
}

/** An entry being edited, as the form shows it. */
export function entryValues(entry: JournalEntry): JournalFormValues {
  const text = (value: string | null) => value ?? "";
  const { appearance, aroma, taste, conclusion } = entry;
  return {
    wineId: entry.wineId,
    tastingDate: entry.tastingDate,
    location: text(entry.location),
    occasion: text(entry.occasion),
    appearance: {
      clarity: text(appearance.clarity),
      intensity: text(appearance.intensity),
      color: text(appearance.color),
    },
    aroma: {
      condition: text(aroma.condition),
      intensity: text(aroma.intensity),
      primary: text(aroma.primary),
      secondary: text(aroma.secondary),
      tertiary: text(aroma.tertiary),
      development: text(aroma.development),
    },
    taste: {
      sweetness: text(taste.sweetness),
      acidity: text(taste.acidity),
      tannin: text(taste.tannin),
      body: text(taste.body),
      alcohol: text(taste.alcohol),
      flavorIntensity: text(taste.flavorIntensity),
      flavor_notes: text(taste.flavor_notes),
    },
    finish: text(entry.finish),
    conclusion: { quality: text(conclusion.quality), readiness: text(conclusion.readiness) },
    personalRating: entry.personalRating === null ? "" : String(entry.personalRating),
    personalNotes: text(entry.personalNotes),
    pairingNotes: text(entry.pairingNotes),
    wineCondition: text(entry.wineCondition),
    weatherCondition: text(entry.weatherCondition),
    companionNotes: text(entry.companionNotes),
    isPublic: entry.isPublic,
    tags: [...entry.tags],
    photos: [...entry.photos],
  };
}
