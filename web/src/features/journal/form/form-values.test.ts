import { type JournalEntry, journalFormInput } from "contracts";
import { describe, expect, it } from "vitest";
import { entryValues, newEntryValues } from "./form-values";

describe("the journal form's values", () => {
  it("starts a new entry on today's date, nothing chosen, private", () => {
    const values = newEntryValues("2026-11-20", "wine-lakeshore-riesling-2022");
    expect(values).toMatchObject({
      wineId: "wine-lakeshore-riesling-2022",
      tastingDate: "2026-11-20",
      isPublic: false,
    });
    // What the screen holds is what the api reads: blanks are "not noted".
    expect(journalFormInput.parse(values)).toMatchObject({
      appearance: { clarity: null, intensity: null, color: null },
      personalRating: null,
      location: null,
      tags: [],
    });
  });

  it("shows an entry being edited, and saves it back unchanged", () => {
    const entry = {
      wineId: "wine-1",
      tastingDate: "2026-11-18",
      location: "Patio",
      occasion: null,
      appearance: { clarity: "clear", intensity: null, color: "ruby" },
      aroma: {
        condition: null,
        intensity: "medium",
        primary: "cherry",
        secondary: null,
        tertiary: null,
        development: null,
      },
      taste: {
        sweetness: "dry",
        acidity: null,
        tannin: "medium-plus",
        body: null,
        alcohol: null,
        flavorIntensity: null,
        flavor_notes: null,
      },
      finish: "long",
      conclusion: { quality: "good", readiness: null },
      personalRating: 7,
      personalNotes: "Nice",
      pairingNotes: null,
      wineCondition: null,
      weatherCondition: null,
      companionNotes: null,
      isPublic: true,
      tags: ["red"],
      photos: [`/uploads/${"c".repeat(64)}.webp`],
    } as unknown as JournalEntry;
    const values = entryValues(entry);
    expect(values.personalRating).toBe("7");
    expect(values.appearance.intensity).toBe("");
    expect(journalFormInput.parse(values)).toMatchObject({
      wineId: "wine-1",
      location: "Patio",
      occasion: null,
      appearance: { clarity: "clear", intensity: null, color: "ruby" },
      taste: { tannin: "medium-plus" },
      finish: "long",
      personalRating: 7,
      isPublic: true,
      tags: ["red"],
    });
  });
});
