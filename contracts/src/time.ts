import { site } from "./site";

/**
 * Business dates and times in the winery's time zone (America/New_York), DST-correct without a
 * time-zone library: "today", "this month" and reservation dates are all computed here.
 */
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock on the wall in `timeZone` shows at `instant`. */
function wallClock(instant: Date, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** The zone's offset from UTC at `instant` in ms (New York: -4 h in summer, -5 h in winter). */
export function timeZoneOffsetMs(instant: Date, timeZone: string = site.timeZone): number {
  const wall = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

export function parseDate(date: string): { year: number; month: number; day: number } {
  const match = datePattern.exec(date);
  if (!match) throw new Error(`Not a yyyy-MM-dd date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * True for a real calendar date written yyyy-MM-dd ("2026-02-30" is not one) between 1900 and 2999:
 * the day after 9999-12-31 cannot be written yyyy-MM-dd, so the business's own date arithmetic
 * stays within years it can write.
 */
export function isBusinessDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const { year, month, day } = parseDate(text);
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The instant at which the wall clock in `timeZone` shows `minutesOfDay` on `date`. The offset is
 * looked up at the first guess and checked again at the result, so days that change between EST
 * and EDT come out right without a time-zone library.
 */
export function zonedTimeToUtc(date: string, minutesOfDay: number, timeZone: string = site.timeZone): Date {
  const { year, month, day } = parseDate(date);
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutesOfDay);
  const guess = wallAsUtc - timeZoneOffsetMs(new Date(wallAsUtc), timeZone);
  return new Date(wallAsUtc - timeZoneOffsetMs(new Date(guess), timeZone));
}

/** The business date (yyyy-MM-dd in New York) of an instant. */
export function businessDate(instant: Date | string, timeZone: string = site.timeZone): string {
  const wall = wallClock(new Date(instant), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The instants where a business day starts and the next one starts (New York midnight). */
export function dayBounds(date: string): { start: Date; end: Date } {
  return { start: zonedTimeToUtc(date, 0), end: zonedTimeToUtc(addDays(date, 1), 0) };
}

/** The instants where a business year starts and the next one starts. */
export function yearBounds(year: number): { start: Date; end: Date } {
  return { start: zonedTimeToUtc(`${year}-01-01`, 0), end: zonedTimeToUtc(`${year + 1}-01-01`, 0) };
}
