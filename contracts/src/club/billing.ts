import { TAX_PERCENT } from "../cart/rules";
import { tiers } from "../membership/rules";
import type { Tier } from "../membership/schemas";
import { percentOf } from "../money";
import { addDays, parseDate } from "../time";

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
