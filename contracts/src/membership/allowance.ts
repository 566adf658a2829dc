import { businessDate, zonedTimeToUtc } from "../time";
import { canAccessCategory, tierOrder, tierRank, tiers } from "./rules";
import type { MemberCategory, Tier } from "./schemas";

/** "This month" is the calendar month in the winery's time zone (YYYY-MM). */
export function businessMonth(now: Date): string {
  return businessDate(now).slice(0, 7);
}

/** The instants where a business month starts and the next one starts (New York midnight). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year = 0, monthNumber = 1] = month.split("-").map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  return { start: zonedTimeToUtc(`${month}-01`, 0), end: zonedTimeToUtc(`${next}-01`, 0) };
}

export function freeWinesLeft(tier: Tier, usedThisMonth: number): number {
  return Math.max(0, tiers[tier].freeWinesPerMonth - usedThisMonth);
}

export function monthlyLimitMessage(tier: Tier, used: number): string {
  return `Monthly Limit Reached: You've already selected ${used} FREE wine(s) this month with your ${tiers[tier].name} membership.`;
}

export function upgradeRequiredMessage(category: MemberCategory): string {
  const needed = tierOrder.find((t) => canAccessCategory(t, category)) ?? "elite";
  return `Upgrade Required: You need to upgrade to ${tiers[needed].name} to access these wines.`;
}

export function selectionLimitMessage(tier: Tier): string {
  const limit = tiers[tier].freeWinesPerMonth;
  return `Selection Limit Reached: You can only select ${limit} wine(s) with your ${tier} membership.`;
}

/** Higher tiers a member can move to (elite has none). */
export function upgradeOptions(tier: Tier | null): Tier[] {
  return tierOrder.filter((t) => tierRank(t) > tierRank(tier));
}

/** The upgrade charge: the new monthly price minus the current one, in cents. */
export function upgradePriceCents(from: Tier, to: Tier): number {
  return tiers[to].monthlyPriceCents - tiers[from].monthlyPriceCents;
}

/** Why a tier cannot go in the cart for someone holding `current`, or null when it can. */
export function membershipCartProblem(current: Tier | null, wanted: Tier): string | null {
  if (!current) return null;
  if (current === wanted) {
    const name = tiers[current].name;
    return `You are already ${/^[AEIOU]/.test(name) ? "an" : "a"} ${name} member.`;
  }
  if (tierRank(wanted) < tierRank(current)) {
    return `You hold the ${tiers[current].name} membership, which already includes ${tiers[wanted].name}.`;
  }
  return `Upgrade to ${tiers[wanted].name} from your dashboard.`;
}

/** The free wines a month gives: none in a month the member skipped or held (a paid month's benefit). */
export function monthAllowance(tier: Tier, paused: boolean): number {
  return paused ? 0 : tiers[tier].freeWinesPerMonth;
}

export const PAUSED_MONTH_MESSAGE =
  "No free wines this month: your membership is skipped or on hold for it, so nothing is charged and no wines are included.";
