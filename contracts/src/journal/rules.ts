import type { WineType } from "../wines/labels";
import { colorsByType, JOURNAL_TAG_MAX, JOURNAL_TAGS_MAX, type WineColor } from "./labels";

/** Case and inner spacing do not make a new tag: "Lake  Erie" is "lake erie". */
function tagKey(tag: string): string {
  return tag.toLowerCase();
}

function cleanTag(raw: string): string {
  return raw.trim().replace(/\s+/g, " ");
}

/**
 * The tag box's rule (docs/spec part 2 §5): a tag is added only when it is not blank once trimmed and
 * not already there (in any case); otherwise the list comes back unchanged (the same array).
 */
export function addTag(tags: readonly string[], raw: string): readonly string[] {
  const tag = cleanTag(raw);
  if (tag === "" || tag.length > JOURNAL_TAG_MAX || tags.length >= JOURNAL_TAGS_MAX) return tags;
  if (tags.some((existing) => tagKey(existing) === tagKey(tag))) return tags;
  return [...tags, tag];
}

/** Why a typed tag will not be added, for the line under the box (null when it will, or is blank). */
export function tagProblem(tags: readonly string[], raw: string): string | null {
  const tag = cleanTag(raw);
  if (tag === "") return null;
  if (tag.length > JOURNAL_TAG_MAX) return `A tag can be at most ${JOURNAL_TAG_MAX} characters`;
  if (tags.some((existing) => tagKey(existing) === tagKey(tag))) return `"${tag}" is already a tag`;
  if (tags.length >= JOURNAL_TAGS_MAX) return `An entry can have at most ${JOURNAL_TAGS_MAX} tags`;
  return null;
}

/** The server keeps tags as the box would have: trimmed, without blanks or repeats, in order. */
export function normalizeTags(raw: readonly string[]): string[] {
  return [...raw.reduce<readonly string[]>((tags, tag) => addTag(tags, tag), [])];
}

/** The colours offered for a wine of this type. */
export function colorChoices(type: WineType): readonly WineColor[] {
  return colorsByType[type];
}

/** A red wine is not "lemon-green": the colour must be one the wine's type offers. */
export function colorFitsType(color: WineColor, type: WineType): boolean {
  return colorsByType[type].includes(color);
}

/**
 * A tasting is written about afterwards: its date is today or earlier (both yyyy-MM-dd, New York),
 * and not before the winery's oldest possible bottle.
 */
export function tastingDateProblem(date: string, today: string): string | null {
  if (date > today) return "The tasting date cannot be in the future";
  if (date < "1900-01-01") return "The tasting date must be 1900 or later";
  return null;
}
