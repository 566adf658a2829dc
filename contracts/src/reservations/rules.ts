import { type Cents, toCents } from "../money";
import { site } from "../site";
import type { ReservationStatus } from "./labels";

/**
 * Reservation rules shared by the web (what it offers) and the api (what it accepts and generates).
 * Dates are business dates, "yyyy-MM-dd" on the winery's calendar (America/New_York); instants are
 * ISO-8601 UTC strings, as stored.
 */

/** The tasting room opens on Fridays and Saturdays (0 = Sunday), noon to 6 pm, local time. */
export const OPENING_WEEKDAYS: readonly number[] = [5, 6];
export const OPENING_MINUTE = 12 * 60;
export const CLOSING_MINUTE = 18 * 60;

export const PARTY_MIN = 1;
export const PARTY_MAX = 12;
export const PARTY_DEFAULT = 2;
export const PHONE_MIN = 10;
export const SPECIAL_REQUESTS_MAX = 1000;

/** Slots exist this many days ahead; the quick dialog offers the same window. */
export const SLOT_DAYS_AHEAD = 30;
/** The reservations page offers the next 14 days. */
export const DETAIL_DAYS = 14;

export const PHONE_MESSAGE = "Please enter a valid phone number";
export const MEMBERS_ONLY_MESSAGE = "This experience is for wine club members. Join the club to book it.";
export const PAST_SLOT_MESSAGE = "This time has already passed";
export const UNAVAILABLE_SLOT_MESSAGE = "This time is no longer available";

export function spotsLeftMessage(spots: number): string {
  return `Only ${spots} ${spots === 1 ? "spot" : "spots"} left at this time`;
}

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

function parseDate(date: string): { year: number; month: number; day: number } {
  const match = datePattern.exec(date);
  if (!match) throw new Error(`Not a yyyy-MM-dd date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** True for a real calendar date written yyyy-MM-dd ("2026-02-30" is not one). */
export function isBusinessDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const { year, month, day } = parseDate(text);
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

export function isOpeningDay(date: string): boolean {
  return OPENING_WEEKDAYS.includes(weekdayOf(date));
}

/** The instants a business date starts and ends (the next midnight), for "slots on this date". */
export function businessDayBounds(date: string): { start: Date; end: Date } {
  return { start: zonedTimeToUtc(date, 0), end: zonedTimeToUtc(addDays(date, 1), 0) };
}

/** `count` consecutive business dates starting with today's, in New York. */
export function nextBusinessDates(now: Date, count: number): string[] {
  const today = businessDate(now);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(today, i));
}

/** The opening days among the next `days` business dates. */
export function openingDatesWithin(now: Date, days: number): string[] {
  return nextBusinessDates(now, days).filter(isOpeningDay);
}

export interface SlotTime {
  startTime: string;
  endTime: string;
}

/**
 * A type's slots on a business date: on opening days, from noon every `durationMinutes`, as long as
 * the slot ends by 6 pm. Each start is converted from New York wall time, so summer and winter slots
 * both start at noon local time.
 */
export function slotTimesFor(date: string, durationMinutes: number): SlotTime[] {
  if (!isOpeningDay(date) || !Number.isInteger(durationMinutes) || durationMinutes <= 0) return [];
  const times: SlotTime[] = [];
  for (let start = OPENING_MINUTE; start + durationMinutes <= CLOSING_MINUTE; start += durationMinutes) {
    times.push({
      startTime: zonedTimeToUtc(date, start).toISOString(),
      endTime: zonedTimeToUtc(date, start + durationMinutes).toISOString(),
    });
  }
  return times;
}

export interface SlotState {
  startTime: string;
  isAvailable: boolean;
  availableSpots: number;
}

/** Why a slot cannot take a party of `guests` now, or null when it can. */
export function slotProblem(slot: SlotState, guests: number, now: Date): string | null {
  if (Date.parse(slot.startTime) <= now.getTime()) return PAST_SLOT_MESSAGE;
  if (!slot.isAvailable || slot.availableSpots <= 0) return UNAVAILABLE_SLOT_MESSAGE;
  if (slot.availableSpots < guests) return spotsLeftMessage(slot.availableSpots);
  return null;
}

export function canTakeParty(slot: SlotState, guests: number, now: Date): boolean {
  return slotProblem(slot, guests, now) === null;
}

/** Shown as "(Full)": closed by hand or no spots left. */
export function isSlotFull(slot: Pick<SlotState, "isAvailable" | "availableSpots">): boolean {
  return !slot.isAvailable || slot.availableSpots <= 0;
}

/** The largest party one booking may hold: 12, or fewer when the experience is smaller. */
export function partySizeMax(capacity: number): number {
  return Math.max(0, Math.min(PARTY_MAX, capacity));
}

/** Price per person times guests, in cents. */
export function reservationTotalCents(pricePerPerson: string, guests: number): Cents {
  return toCents(pricePerPerson) * guests;
}

/** Upcoming: the slot has not started and the booking is not cancelled (DECISIONS.md). */
export function isUpcoming(startTime: string, status: ReservationStatus, now: Date): boolean {
  return status !== "cancelled" && Date.parse(startTime) > now.getTime();
}

/** Customers and admins may cancel a confirmed booking whose slot is still ahead. */
export function isCancellable(startTime: string, status: ReservationStatus, now: Date): boolean {
  return status === "confirmed" && Date.parse(startTime) > now.getTime();
}
