import type { JournalEntry } from "contracts";
import { describe, expect, it } from "vitest";
import { contextLines, formatTastingDate, ratingText, tastingSheet } from "./entry-display";

const entry = {
  appearance: { clarity: "clear", intensity: "deep", color: "garnet" },
  aroma: {
    condition: null,
    intensity: "medium-plus",
    primary: "blackcurrant, cedar",
    secondary: null,
    tertiary: null,
    development: null,
  },
  taste: {
    sweetness: "dry",
    acidity: null,
    tannin: "high",
    body: null,
    alcohol: null,
    flavorIntensity: null,
    flavor_notes: null,
  },
  finish: "long",
  conclusion: { quality: null, readiness: null },
  pairingNotes: "Ribeye",
  wineCondition: null,
  weatherCondition: "Snow",
  companionNotes: null,
} as unknown as JournalEntry;

describe("the tasting sheet", () => {
  it("lists the filled lines of each group in WSET order, ordered choices on their scale", () => {
    expect(tastingSheet(entry)).toEqual([
      {
        title: "Appearance",
        lines: [
          { label: "Clarity", value: "Clear", scale: undefined },
          { label: "Intensity", value: "Deep", scale: { position: 3, steps: 3 } },
          { label: "Color", value: "Garnet", scale: undefined },
        ],
      },
      {
        title: "Nose",
        lines: [
          { label: "Intensity", value: "Medium (+)", scale: { position: 4, steps: 5 } },
          { label: "Primary aromas", value: "blackcurrant, cedar" },
        ],
      },
      {
        title: "Palate",
        lines: [
          { label: "Sweetness", value: "Dry", scale: { position: 2, steps: 5 } },
          { label: "Tannin", value: "High", scale: { position: 5, steps: 5 } },
        ],
      },
      { title: "Finish", lines: [{ label: "Length", value: "Long", scale: { position: 5, steps: 5 } }] },
      { title: "Conclusion", lines: [] },
    ]);
  });

  it("lists the context the taster wrote", () => {
    expect(contextLines(entry)).toEqual([
      { label: "Food pairing", value: "Ribeye" },
      { label: "Weather", value: "Snow" },
    ]);
  });

  it("writes dates and ratings as people read them", () => {
    expect(formatTastingDate("2026-11-18")).toBe("November 18, 2026");
    expect(ratingText(8)).toBe("8/10");
  });
});
