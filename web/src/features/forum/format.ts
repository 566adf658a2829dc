import { site } from "contracts/site";
import { dateFormat } from "../../lib/date-format";

const dateTime = dateFormat({
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: site.timeZone,
});
const dateOnly = dateFormat({
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: site.timeZone,
});

/** "Nov 20, 2026, 10:00 AM" in the winery's time, for a post's own date. */
export function formatPostTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/**
 * How long ago, for lists: "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago",
 * then the date ("Nov 2, 2026").
 */
export function formatAgo(iso: string, now: number): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  return dateOnly.format(new Date(at));
}

/** "1 reply", "3 replies", "1 view". */
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
