import { tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";

/** The dashboard's heading: "Welcome" on the first visit after signing up, "Welcome back" after. */
export function greetingHeading(username: string, firstVisit: boolean): string {
  return `${firstVisit ? "Welcome" : "Welcome back"}, ${username}`;
}

/** The badge beside the greeting: the member's tier, or "Customer" without one. */
export function tierBadgeText(tier: Tier | null): string {
  return tier ? `${tiers[tier].name} Member` : "Customer";
}

/**
 * Since when the person is with us: a member since their membership started (once the api has
 * said when), anyone else since their account was created.
 */
export function memberSince(
  user: { createdAt: string; membershipTier: Tier | null },
  membershipStart: string | undefined,
): string {
  return (user.membershipTier && membershipStart) || user.createdAt;
}

/**
 * How far a sideways-scrolling row must move for one of its items to show whole: negative to the
 * left, positive to the right, 0 when it already shows.
 */
export function scrollToShow(
  row: { left: number; right: number },
  item: { left: number; right: number },
): number {
  if (item.left < row.left) return item.left - row.left;
  if (item.right > row.right) return item.right - row.right;
  return 0;
}

/**
 * Which edges of a sideways-scrolling row hide more of it: there the row fades out (and shows an
 * arrow), the cue that it scrolls. A pixel of slack absorbs fractional widths.
 */
export function hiddenEdges(row: { scrollLeft: number; scrollWidth: number; clientWidth: number }): {
  start: boolean;
  end: boolean;
} {
  return {
    start: row.scrollLeft > 1,
    end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
  };
}
