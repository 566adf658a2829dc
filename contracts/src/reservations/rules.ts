import { type Cents, toCents } from "../money";
import { addDays, businessDate, parseDate, weekdayOf, zonedTimeToUtc } from "../time";
import { experienceSlugs, type ReservationStatus } from "./labels";

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
export const SPECIAL_REQUESTS_MAX = 1000;

/** Slots exist this many days ahead; the quick dialog offers the same window. */
export const SLOT_DAYS_AHEAD = 30;
/** The reservations page offers the next 14 days. */
export const DETAIL_DAYS = 14;

export { PHONE_MESSAGE } from "../phone";
export const MEMBERS_ONLY_MESSAGE = "This experience is for wine club members. Join the club to book it.";
export const PAST_SLOT_MESSAGE = "This time has already passed";
export const UNAVAILABLE_SLOT_MESSAGE = "This time is no longer available";

export function spotsLeftMessage(spots: number): string {
  return `Only ${spots} ${spots === 1 ? "spot" : "spots"} left at this time`;
}

/**
 * The holidays the tasting room is closed whatever the weekday: New Year's Day, Thanksgiving (the
 * fourth Thursday of November) and Christmas Day. Null on any other date.
 */
export function holidayOn(date: string): string | null {
  const { month, day } = parseDate(date);
  if (month === 1 && day === 1) return "New Year's Day";
  if (month === 11 && weekdayOf(date) === 4 && day >= 22 && day <= 28) return "Thanksgiving";
  if (month === 12 && day === 25) return "Christmas Day";
  return null;
}

export function isOpeningDay(date: string): boolean {
  return OPENING_WEEKDAYS.includes(weekdayOf(date)) && holidayOn(date) === null;
}

/**
 * When in an opening day an experience takes place. Most run through the tasting room's hours; a
 * lunch is served at lunchtime and an evening event after the room closes, from 6 to 8 pm.
 */
export type Sitting = "daytime" | "lunch" | "evening";

/** Minutes after local midnight: slots start at `from` and end by `until`. */
export const sittingHours: Record<Sitting, { from: number; until: number }> = {
  daytime: { from: OPENING_MINUTE, until: CLOSING_MINUTE },
  lunch: { from: 12 * 60, until: 15 * 60 },
  evening: { from: 18 * 60, until: 20 * 60 },
};

/**
 * The sitting of an experience, from its slug: the experiences whose names promise a time of day
 * (the Lakeview Vineyard Lunch, the members' evening) are found by slug, which staff never change.
 */
export function sittingOf(type: { slug: string | null }): Sitting {
  if (type.slug === experienceSlugs.lunch) return "lunch";
  if (type.slug === experienceSlugs.memberEvent) return "evening";
  return "daytime";
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
 * A type's slots on a business date: on opening days (never on a closing holiday), from the
 * sitting's first minute every `durationMinutes`, as long as the slot ends by the sitting's last
 * (noon to 6 pm by default). Each start is converted from New York wall time, so summer and winter
 * slots both start at noon local time.
 */
export function slotTimesFor(
  date: string,
  durationMinutes: number,
  sitting: Sitting = "daytime",
): SlotTime[] {
  if (!isOpeningDay(date) || !Number.isInteger(durationMinutes) || durationMinutes <= 0) return [];
  const { from, until } = sittingHours[sitting];
  const times: SlotTime[] = [];
  for (let start = from; start + durationMinutes <= until; start += durationMinutes) {
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

/** Upcoming: the slot has not started and the booking is not cancelled (docs/product/decisions.md). */
export function isUpcoming(startTime: string, status: ReservationStatus, now: Date): boolean {
  return status !== "cancelled" && Date.parse(startTime) > now.getTime();
}

/** Customers and admins may cancel a confirmed booking whose slot is still ahead. */
export function isCancellable(startTime: string, status: ReservationStatus, now: Date): boolean {
  return status === "confirmed" && Date.parse(startTime) > now.getTime();
}

/** A person's name for a booking list: first and last name, or the username when none is set. */
export function personName(user: {
  username: string;
  firstName: string | null;
  lastName: string | null;
}): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.username;
}

/**
 * Why the staff cannot book `guests` into a slot (null when they can): the public rules of capacity
 * hold, but a slot that has started and not ended still takes a walk-in.
 */
export function staffSlotProblem(
  slot: SlotState & { endTime: string },
  guests: number,
  now: Date,
): string | null {
  if (Date.parse(slot.endTime) <= now.getTime()) return PAST_SLOT_MESSAGE;
  if (!slot.isAvailable) return "This time slot is closed: reopen it on the day sheet first";
  if (slot.availableSpots <= 0) return UNAVAILABLE_SLOT_MESSAGE;
  if (slot.availableSpots < guests) return spotsLeftMessage(slot.availableSpots);
  return null;
}

/** Why a slot's capacity cannot be `capacity` (null when it can): never below the guests booked. */
export function capacityRefusal(capacity: number, bookedGuests: number): string | null {
  if (capacity < bookedGuests) {
    return `${bookedGuests} ${bookedGuests === 1 ? "guest is" : "guests are"} booked: the capacity cannot be below ${bookedGuests}`;
  }
  return null;
}

/** A day sheet's head count: guests expected, checked in and not come, cancelled bookings left out. */
export function attendanceCounts(
  bookings: { guestCount: number; attendance: "expected" | "checked_in" | "no_show" }[],
): { expected: number; checkedIn: number; noShow: number } {
  const counts = { expected: 0, checkedIn: 0, noShow: 0 };
  for (const b of bookings) {
    if (b.attendance === "checked_in") counts.checkedIn += b.guestCount;
    else if (b.attendance === "no_show") counts.noShow += b.guestCount;
    else counts.expected += b.guestCount;
  }
  return counts;
}

/** Who a booking is for: the account's name, or the name the staff took down for one without. */
export function bookingName(
  user: { username: string; firstName: string | null; lastName: string | null } | null,
  guestName: string | null,
): string {
  return user ? personName(user) : (guestName ?? "Guest");
}
