/**
 * Zod-free readers for `validateSearch`. Route options load with the app's entry chunk, so a zod
 * schema there would put zod (about 24 kB gzipped) on the first load of every page; these few
 * lines give the same guarantee: any value that is not valid falls back to undefined (the default),
 * so an old, edited or shared address always opens.
 */

/** One of `allowed`, or undefined for anything else (missing, misspelt, another type). */
export function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/**
 * Trimmed text cut to `max` characters, or undefined when blank. Numbers are accepted as text: the
 * router reads `?q=2019` as the number 2019.
 */
export function searchText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim().slice(0, max);
  return text === "" ? undefined : text;
}
