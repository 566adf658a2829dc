import { FREE_SHIPPING_OVER_CENTS, SHIPPING_CENTS, TAX_PERCENT } from "../cart/rules";
import { upgradePriceCents } from "../membership/allowance";
import { tiers } from "../membership/rules";
import type { Tier } from "../membership/schemas";
import { formatUsd, percentOf } from "../money";
import { addDays, businessDate, parseDate } from "../time";

/** The answer to a club checkout sent without the renewal consent (POST /api/process-payment). */
export const RENEWAL_CONSENT_REQUIRED =
  "To join the club, agree to the monthly renewal (renewalConsent: true): the tier's price plus tax is charged every month on the day you joined, until you cancel.";

/**
 * What every screen mentioning club shipping says (docs/product/decisions.md, Round 3): the free wines cost
 * nothing themselves, an order of them pays shipping like any other (the cart's rule), and tax is
 * taken only on what is paid for.
 */
export const CLUB_SHIPPING_NOTE = `Your free club wines cost nothing but shipping: an order of free wines alone pays ${formatUsd(SHIPPING_CENTS)} shipping, free when the rest of the order comes to more than ${formatUsd(FREE_SHIPPING_OVER_CENTS)}. Tax is charged only on what you pay for.`;

/** Skips allowed in any 12 months (docs/product/decisions.md, Club operations). */
export const MAX_SKIPS_PER_YEAR = 2;
export const HOLD_MONTHS = [1, 2, 3] as const;
/** After a decline the charge is tried again on day 3 and day 7 of the period (day 1 is the billing date). */
export const RETRY_AFTER_DAYS = [2, 6] as const;
/** A past-due member keeps the club's benefits this long. */
export const PAST_DUE_GRACE_DAYS = 10;
/** The pre-notice e-mail goes out this many days before a charge. */
export const PRE_NOTICE_DAYS = 3;

export const cancelReasons = ["too_expensive", "too_much_wine", "moving", "not_enjoying", "other"] as const;
export type CancelReason = (typeof cancelReasons)[number];
export const cancelReasonLabels: Record<CancelReason, string> = {
  too_expensive: "It's too expensive",
  too_much_wine: "Too much wine",
  moving: "I'm moving",
  not_enjoying: "Not enjoying the wines",
  other: "Another reason",
};

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The billing date `months` months after `date` on the membership's billing day, clamped to the
 * month's last day: a membership started on 31 January renews on 28 February, then 31 March.
 */
export function addBillingMonths(date: string, months: number, billingDay: number): string {
  const { year, month } = parseDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${y}-${pad(m)}-${pad(Math.min(billingDay, daysInMonth(y, m)))}`;
}

/** What a renewal charges: what a cart holding only that membership costs (price + 8 % tax, no shipping). */
export function renewalCharge(tier: Tier): { subtotalCents: number; taxCents: number; totalCents: number } {
  const subtotalCents = tiers[tier].monthlyPriceCents;
  const taxCents = percentOf(subtotalCents, TAX_PERCENT);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/**
 * What an upgrade charges today: the monthly price difference, taxed like joining and renewals
 * (docs/product/decisions.md, Round 3: every club charge carries 8 % tax). The dialog shows it and the server
 * charges it.
 */
export function upgradeCharge(
  from: Tier,
  to: Tier,
): { differenceCents: number; taxCents: number; totalCents: number } {
  const differenceCents = upgradePriceCents(from, to);
  const taxCents = percentOf(differenceCents, TAX_PERCENT);
  return { differenceCents, taxCents, totalCents: differenceCents + taxCents };
}

/** 1 -> "1st", 2 -> "2nd", 3 -> "3rd", 11 -> "11th", 22 -> "22nd". */
export function ordinalDay(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/**
 * The renewal someone joining on `now` agrees to: the monthly charge with tax, the day of the month
 * it is made (the day they join, New York time; clamped to the last day of shorter months) and the
 * first renewal's date.
 */
export function joinRenewalTerms(
  tier: Tier,
  now: Date,
): { subtotalCents: number; taxCents: number; totalCents: number; billingDay: number; firstRenewal: string } {
  const { billingDay, nextBillingDate } = firstSchedule(now);
  return { ...renewalCharge(tier), billingDay, firstRenewal: nextBillingDate };
}

/**
 * The sentence a person ticks to join: the checkout shows it beside its box, and the order's
 * timeline keeps it word for word as the record of what was agreed.
 */
export function renewalConsentText(tier: Tier, now: Date): string {
  const terms = joinRenewalTerms(tier, now);
  return `I agree to be charged ${formatUsd(terms.totalCents)} (tax included) every month on the ${ordinalDay(terms.billingDay)} until I cancel.`;
}

/** The billing schedule of a membership paid for on `now`: its start day, a month later. */
export function firstSchedule(now: Date): { billingDay: number; nextBillingDate: string } {
  const today = businessDate(now);
  const billingDay = Number(today.slice(8, 10));
  return { billingDay, nextBillingDate: addBillingMonths(today, 1, billingDay) };
}

/**
 * The months a hold of `months` months pauses: the coming billing months from the next billing
 * date that are not already skipped, so a hold placed after a skip starts after the skipped month
 * instead of overlapping it. `resumeDate` is the billing date after the last held month.
 */
export function holdPlan(
  nextBillingDate: string,
  billingDay: number,
  months: number,
  skipped: readonly string[],
): { months: string[]; skippedBefore: string[]; resumeDate: string } {
  const held: string[] = [];
  const passed: string[] = [];
  let index = 0;
  while (held.length < months) {
    const month = monthOf(addBillingMonths(nextBillingDate, index, billingDay));
    if (skipped.includes(month)) passed.push(month);
    else held.push(month);
    index++;
  }
  return {
    months: held,
    skippedBefore: passed,
    resumeDate: addBillingMonths(nextBillingDate, index, billingDay),
  };
}

/**
 * Why a skipped month cannot be un-skipped, or null when it can: only a month that is skipped and
 * not billed yet (its billing date is still ahead).
 */
export function unskipProblem(
  month: string,
  nextBillingDate: string,
  skipped: readonly string[],
): string | null {
  if (!skipped.includes(month)) return "This month is not skipped.";
  if (month < monthOf(nextBillingDate)) return "This month has already passed: its skip cannot be undone.";
  return null;
}

/**
 * The day a period declined on `today` is tried again (day 3, then day 7), or null when none is
 * left. Counted by date, so an extra try (a new card, the admin's Retry) keeps the schedule.
 */
export function retryDate(period: string, today: string): string | null {
  for (const after of RETRY_AFTER_DAYS) {
    const date = addDays(period, after);
    if (date > today) return date;
  }
  return null;
}

/** YYYY-MM of a yyyy-MM-dd date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month `months` after a YYYY-MM month. */
export function addMonthsToMonth(month: string, months: number): string {
  return monthOf(addBillingMonths(`${month}-01`, months, 1));
}

/**
 * Why a member cannot skip `month`, or null when they can: only a billing month not charged yet,
 * and no 12 consecutive months may hold more than two skips.
 */
export function skipProblem(
  month: string,
  nextBillingDate: string,
  skipped: readonly string[],
): string | null {
  if (month < monthOf(nextBillingDate)) {
    return "You can only skip a month that has not been charged yet.";
  }
  if (skipped.includes(month)) return "This month is already skipped.";
  for (let back = 0; back < 12; back++) {
    const start = addMonthsToMonth(month, -back);
    const end = addMonthsToMonth(start, 11);
    if (skipped.filter((m) => m >= start && m <= end).length + 1 > MAX_SKIPS_PER_YEAR) {
      return `You can skip at most ${MAX_SKIPS_PER_YEAR} months in 12 months.`;
    }
  }
  return null;
}

/**
 * A period's charge: `charging` while the gateway is asked, `paid`, `declined` (retries left),
 * `failed` (the last retry failed), or `skipped`/`held` (the member paused that month).
 */
export type ClubChargeStatus = "charging" | "paid" | "declined" | "failed" | "skipped" | "held";
