import { type Cents, roundCents } from "../money";
import { addDays, isBusinessDate, parseDate } from "../time";

/**
 * Selling wine lawfully (DECISIONS.md, Round 3): the age rule, the licensed ship-to states, the
 * yearly volume per person and the tax by destination, as pure rules the web shows and the api
 * enforces. Dates are New York dates (yyyy-MM-dd); money is integer cents.
 */

export const MINIMUM_AGE = 21;
export const UNDER_AGE = "You must be 21 or older to buy wine.";
export const NO_DATE_OF_BIRTH = "Enter your date of birth: buying wine needs someone 21 or older.";

/** Whole years between a date of birth and `today`: a birthday counts from its own day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const born = parseDate(dateOfBirth);
  const now = parseDate(today);
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

/**
 * Why someone may not buy wine on `today`, or null: no date of birth, one that is not a real date
 * or lies ahead, or under 21. A February 29 birthday comes of age on March 1 in other years.
 */
export function ageRefusal(dateOfBirth: string | null | undefined, today: string): string | null {
  if (!dateOfBirth) return NO_DATE_OF_BIRTH;
  if (!isBusinessDate(dateOfBirth) || dateOfBirth > today) return "Enter a real date of birth (yyyy-MM-dd).";
  return ageOn(dateOfBirth, today) >= MINIMUM_AGE ? null : UNDER_AGE;
}

/** The day someone born on `dateOfBirth` turns 21 (a leap-day birthday: March 1 when there is no Feb 29). */
export function twentyFirstBirthday(dateOfBirth: string): string {
  const { year, month, day } = parseDate(dateOfBirth);
  const candidate = `${year + MINIMUM_AGE}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isBusinessDate(candidate) ? candidate : addDays(`${year + MINIMUM_AGE}-02-28`, 1);
}

/**
 * Whether an order sells wine, by its line kinds: every kind but merchandise (bottles, gift
 * packages, the club). The age and state rules apply to it; merchandise alone ships anywhere.
 */
export function holdsWine(kinds: readonly string[]): boolean {
  return kinds.some((kind) => kind !== "merchandise");
}

/** The states the winery is seeded as licensed to ship to (the staff keep the list at /admin/compliance). */
export const SEEDED_LICENSED_STATES = [
  "OH",
  "PA",
  "NY",
  "MI",
  "IN",
  "IL",
  "KY",
  "WV",
  "VA",
  "NC",
  "FL",
  "CA",
  "TX",
  "DC",
] as const;

/** Where the tasting room is: pickup orders are taxed at its rate and always allowed. */
export const HOME_STATE = "OH";

export const shipRefusalMessage = (state: string) => `We can't ship wine to ${state}.`;

/** Whether an order holding wine may go to `state` (null when it may). Pickup is always allowed. */
export function shipRefusal(state: string | "pickup", licensed: (state: string) => boolean): string | null {
  if (state === "pickup") return null;
  return licensed(state) ? null : shipRefusalMessage(state);
}

/** Bottles a person may still receive in a state this calendar year; null when the state sets no limit. */
export function bottlesLeft(limit: number | null, boughtThisYear: number): number | null {
  return limit === null ? null : Math.max(0, limit - boughtThisYear);
}

/**
 * Why an order of `adding` bottles would pass the state's yearly limit, with the bottles left, or
 * null when it fits (exactly reaching the limit fits).
 */
export function volumeRefusal(
  state: string,
  limit: number | null,
  boughtThisYear: number,
  adding: number,
): string | null {
  const left = bottlesLeft(limit, boughtThisYear);
  if (left === null || adding <= left) return null;
  const bottles = (n: number) => `${n} ${n === 1 ? "bottle" : "bottles"}`;
  return left === 0
    ? `You have reached ${state}'s limit of ${bottles(limit ?? 0)} a year for wine shipped to you.`
    : `${state} allows ${bottles(limit ?? 0)} a year per person: you can order ${bottles(left)} more this year.`;
}

/** The spec's rate, where every state starts: "0.0800". */
export const DEFAULT_TAX_RATE = "0.0800";
const ratePattern = /^0\.\d{4}$/;

/** Whether `rate` is a tax rate as kept: a decimal string with four places, below 1 ("0.0725"). */
export function isTaxRate(rate: string): boolean {
  return ratePattern.test(rate);
}

/** The tax on `taxableCents` at `rate` ("0.0825"), half-up to the cent, in whole-number arithmetic. */
export function taxAt(taxableCents: Cents, rate: string): Cents {
  if (!isTaxRate(rate)) throw new Error(`Not a tax rate: ${rate}`);
  const tenThousandths = Number(rate.slice(2));
  return roundCents((taxableCents * tenThousandths) / 10_000);
}

/** "0.0825" -> "8.25%" for people. */
export function formatTaxRate(rate: string): string {
  const percent = Number(rate.slice(2)) / 100;
  return `${percent.toFixed(2).replace(/\.?0+$/, "")}%`;
}

/** An account keeps the date of birth it gave first. */
export const DATE_OF_BIRTH_KEPT = "Your date of birth is already on your account. To correct it, contact us.";

/** The tax line's label: "Tax (8%)" before the destination is known, then "Tax (6.35%, PA)". */
export function taxLabel(rate: string, state: string | null): string {
  return state ? `Tax (${formatTaxRate(rate)}, ${state})` : `Tax (${formatTaxRate(rate)})`;
}

/** What the packing slip prints for an order holding wine (DECISIONS.md, Round 3). */
export const ADULT_SIGNATURE_NOTICE = "Contains alcohol: signature of a person 21 or older required";

/** One paid order as the compliance report counts it. */
export interface ReportedOrder {
  /** The New York month it was paid in (YYYY-MM). */
  month: string;
  /** The state whose tax it was charged (OH for a pickup). */
  state: string;
  bottles: number;
  taxableCents: Cents;
  taxCents: Cents;
}

export interface ReportLine {
  month: string;
  state: string;
  orders: number;
  bottles: number;
  taxable: Cents;
  tax: Cents;
}

/**
 * Bottles, orders, taxable amount and tax by month and state, month by month and each month's
 * states in alphabetical order: the sums of the orders themselves, so the report always equals them.
 */
export function complianceReport(orders: readonly ReportedOrder[]): ReportLine[] {
  const lines = new Map<string, ReportLine>();
  for (const order of orders) {
    const key = `${order.month} ${order.state}`;
    const line = lines.get(key) ?? {
      month: order.month,
      state: order.state,
      orders: 0,
      bottles: 0,
      taxable: 0,
      tax: 0,
    };
    line.orders += 1;
    line.bottles += order.bottles;
    line.taxable += order.taxableCents;
    line.tax += order.taxCents;
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => a.month.localeCompare(b.month) || a.state.localeCompare(b.state));
}

/** The first instant's month and the month after `to`, as New York dates: the report's span. */
export function monthSpan(from: string, to: string): { firstDay: string; dayAfter: string } {
  const [year, month] = to.split("-").map(Number);
  const next =
    (month ?? 12) === 12 ? `${(year ?? 0) + 1}-01` : `${year}-${String((month ?? 0) + 1).padStart(2, "0")}`;
  return { firstDay: `${from}-01`, dayAfter: `${next}-01` };
}

/** "7.25" (a percentage as the staff type it) -> "0.0725"; null for anything else (at most 2 decimals, below 100). */
export function rateFromPercent(percent: string): string | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(percent.trim().replace(/%$/, "").trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return `0.${String(hundredths).padStart(4, "0")}`;
}

/** "0.0725" -> "7.25" for a form field. */
export function percentOfRate(rate: string): string {
  return formatTaxRate(rate).replace("%", "");
}
