import type { ReservationType, Slot } from "contracts";
import {
  canTakeParty,
  openingDatesWithin,
  PARTY_DEFAULT,
  partySizeMax,
  SLOT_DAYS_AHEAD,
} from "contracts/reservations/rules";
import { businessDate } from "contracts/time";
import { formatBusinessDate, formatSlotTime } from "../../components/reservations/format";

export interface NextSlot {
  slot: Slot;
  /** The slot's business date (yyyy-MM-dd, New York), as the quick reservation dialog's Date field holds it. */
  date: string;
}

/**
 * The soonest slot of `type` that the quick reservation dialog can book as it opens: ahead of `now`,
 * on an opening day it offers (the next 30 days) and with room for its default party (2 guests, or
 * fewer when the experience is smaller). `slots` are the type's future slots, soonest first.
 */
export function nextOpenSlot(slots: Slot[], type: ReservationType, now: Date): NextSlot | null {
  const dates = new Set(openingDatesWithin(now, SLOT_DAYS_AHEAD));
  const party = Math.max(1, Math.min(PARTY_DEFAULT, partySizeMax(type.capacity)));
  const sorted = slots
    .filter((s) => s.reservationTypeId === type.id)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const slot of sorted) {
    const date = businessDate(slot.startTime);
    if (dates.has(date) && canTakeParty(slot, party, now)) return { slot, date };
  }
  return null;
}

/** "Fri, Nov 27 · 3:00 PM", in New York time. */
export function formatNextSlot({ slot, date }: NextSlot): string {
  return `${formatBusinessDate(date)} · ${formatSlotTime(slot.startTime)}`;
}

export const NO_OPEN_TIMES = `No open times in the next ${SLOT_DAYS_AHEAD} days`;
