import type { Role } from "../auth/schemas";
import { tierRank, tiers } from "../membership/rules";
import type { Tier } from "../membership/schemas";

/** Who reads the forum: a visitor is null. */
export type ForumReader = { role: Role; membershipTier: Tier | null } | null;

export interface CategoryAccess {
  membershipTierRequired: Tier | null;
  /** Hidden categories are for admins only (absent means visible). */
  isVisible?: boolean;
}

/**
 * Whether a reader may read and post in a category (docs/product/decisions.md, "Forum and journal"):
 * a category with a required tier is for members of that tier or higher; admins always may. A hidden
 * category is for admins only.
 */
export function canReadCategory(category: CategoryAccess, reader: ForumReader): boolean {
  if (reader?.role === "admin") return true;
  if (category.isVisible === false) return false;
  if (!category.membershipTierRequired) return true;
  return tierRank(reader?.membershipTier) >= tierRank(category.membershipTierRequired);
}

/** What a reader below a category's tier is told (the 403's message and the locked card's text). */
export function lockedCategoryMessage(tier: Tier): string {
  return tier === "essential"
    ? "This category is for wine club members."
    : `This category is for ${tiers[tier].name} members and above.`;
}

/**
 * Accounts younger than this post under the new-account limits (docs/product/decisions.md, "Round 2":
 * Hardening): at most 3 topics and 10 replies a day.
 */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export function isNewAccount(createdAt: string, now: Date): boolean {
  const created = Date.parse(createdAt);
  return Number.isNaN(created) || now.getTime() - created < NEW_ACCOUNT_MS;
}

/**
 * A plain-text preview of a Markdown post for lists: link and emphasis marks, quote and list
 * markers and code fences are dropped, whitespace is folded, and the text is cut at a word.
 */
export function excerptOf(markdown: string, max = 180): string {
  const plain = markdown
    .replace(/```[^\n]*\n?/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/(\*\*|__|\*|~~|`)/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
