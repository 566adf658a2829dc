import type { JournalEntry } from "contracts";
import {
  alcoholLevels,
  appearanceIntensities,
  aromaIntensities,
  bodies,
  choiceLabel,
  finishLengths,
  JOURNAL_RATING_MAX,
  qualities,
  structureLevels,
  sweetnesses,
} from "contracts/journal/labels";
import { dateFormat } from "../../lib/date-format";

const plainDate = dateFormat({ dateStyle: "long", timeZone: "UTC" });

/** "2026-11-18" -> "November 18, 2026": a tasting date is a calendar date, not an instant. */
export function formatTastingDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : plainDate.format(parsed);
}

/** "8/10" */
export function ratingText(rating: number): string {
  return `${rating}/${JOURNAL_RATING_MAX}`;
}

export function countText(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A line of the tasting sheet; `scale` places an ordered choice on its scale (3 of 5). */
export interface SheetLine {
  label: string;
  value: string;
  scale?: { position: number; steps: number } | undefined;
}

export interface SheetGroup {
  title: string;
  lines: SheetLine[];
}

function choiceLine(label: string, value: string | null, scale?: readonly string[]): SheetLine | null {
  if (!value) return null;
  const index = scale?.indexOf(value) ?? -1;
  return {
    label,
    value: choiceLabel(value),
    scale: scale && index >= 0 ? { position: index + 1, steps: scale.length } : undefined,
  };
}

function textLine(label: string, value: string | null): SheetLine | null {
  return value ? { label, value } : null;
}

const filled = (lines: (SheetLine | null)[]): SheetLine[] => lines.filter((line) => line !== null);

/**
 * The structured note in the order of the WSET Systematic Approach: appearance, nose, palate,
 * finish, conclusion. Only the lines the taster filled in; a group with none has no lines.
 */
export function tastingSheet(entry: JournalEntry): SheetGroup[] {
  const { appearance, aroma, taste, conclusion } = entry;
  return [
    {
      title: "Appearance",
      lines: filled([
        choiceLine("Clarity", appearance.clarity),
        choiceLine("Intensity", appearance.intensity, appearanceIntensities),
        choiceLine("Color", appearance.color),
      ]),
    },
    {
      title: "Nose",
      lines: filled([
        choiceLine("Condition", aroma.condition),
        choiceLine("Intensity", aroma.intensity, aromaIntensities),
        textLine("Primary aromas", aroma.primary),
        textLine("Secondary aromas", aroma.secondary),
        textLine("Tertiary aromas", aroma.tertiary),
        choiceLine("Development", aroma.development),
      ]),
    },
    {
      title: "Palate",
      lines: filled([
        choiceLine("Sweetness", taste.sweetness, sweetnesses),
        choiceLine("Acidity", taste.acidity, structureLevels),
        choiceLine("Tannin", taste.tannin, structureLevels),
        choiceLine("Body", taste.body, bodies),
        choiceLine("Alcohol", taste.alcohol, alcoholLevels),
        choiceLine("Flavor intensity", taste.flavorIntensity, aromaIntensities),
        textLine("Flavor notes", taste.flavor_notes),
      ]),
    },
    { title: "Finish", lines: filled([choiceLine("Length", entry.finish, finishLengths)]) },
    {
      title: "Conclusion",
      lines: filled([
        choiceLine("Quality", conclusion.quality, qualities),
        choiceLine("Readiness", conclusion.readiness),
      ]),
    },
  ];
}

/** The entry's context lines (personal notes aside): pairing, condition, weather, company. */
export function contextLines(entry: JournalEntry): SheetLine[] {
  return filled([
    textLine("Food pairing", entry.pairingNotes),
    textLine("Wine condition", entry.wineCondition),
    textLine("Weather", entry.weatherCondition),
    textLine("Companions", entry.companionNotes),
  ]);
}
