import type { ReservationType } from "contracts";
import {
  openingDatesWithin,
  PARTY_MAX,
  partySizeMax,
  SLOT_DAYS_AHEAD,
  sittingOf,
  slotTimesFor,
} from "contracts/reservations/rules";

/** The quick reservation as chosen: each select's value, which may no longer fit the others. */
export interface QuickChoice {
  typeId: string;
  date: string;
  reservationSlotId: string;
  /** The party size as the select holds it ("2"). */
  guestCount: string;
}

/** Members-only experiences are shown, disabled, to people without a club tier (the api refuses them). */
export function isLocked(type: ReservationType, isMember: boolean): boolean {
  return type.memberOnly && !isMember;
}

/** Opening days within 30 days on which the type still has a time ahead (all of them with no type). */
export function bookableDates(now: Date, type: ReservationType | undefined): string[] {
  const dates = openingDatesWithin(now, SLOT_DAYS_AHEAD);
  if (!type) return dates;
  return dates.filter((date) =>
    slotTimesFor(date, type.duration, sittingOf(type)).some(
      (slot) => Date.parse(slot.startTime) > now.getTime(),
    ),
  );
}

export interface SettledExperience {
  /** The experiences offered: the active ones (admins get inactive types from the api too). */
  offered: ReservationType[];
  /** The chosen experience, when it is offered and open to the person. */
  type: ReservationType | undefined;
  dates: string[];
  /** The chosen date, or the experience's first bookable date when the chosen one does not fit. */
  date: string;
}

/** The experience and the date the dialog books, from what was chosen. */
export function settleExperience(
  choice: Pick<QuickChoice, "typeId" | "date">,
  types: ReservationType[],
  isMember: boolean,
  now: Date,
): SettledExperience {
  const offered = types.filter((t) => t.isActive);
  const type = offered.find((t) => t.id === choice.typeId && !isLocked(t, isMember));
  const dates = bookableDates(now, type);
  const date = dates.includes(choice.date) ? choice.date : (dates[0] ?? "");
  return { offered, type, dates, date };
}

/** The party sizes the experience takes, and the chosen one within them. */
export function settleParty(guestCount: string, type: ReservationType | undefined) {
  const maxGuests = type ? partySizeMax(type.capacity) : PARTY_MAX;
  return { maxGuests, guestCount: Math.min(Number(guestCount), maxGuests) };
}
