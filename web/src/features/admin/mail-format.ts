/** "Nov 20, 2026, 10:00 AM" (New York time, where the staff are): the back office's one rule. */
export { formatDayTime as formatWhen } from "./dates";

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "3 days ago", "yesterday", "just now": how long ago `iso` was, seen from `now`. */
export function timeAgo(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  const seconds = Math.round((then - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

/**
 * An e-mail's HTML for a sandboxed preview frame: links open in a new tab, never inside the frame.
 * The frame runs no script and has no access to the site (sandbox without allow-scripts/same-origin).
 */
export function framedEmail(html: string): string {
  return html.includes("<head>")
    ? html.replace("<head>", '<head><base target="_blank">')
    : `<base target="_blank">${html}`;
}
