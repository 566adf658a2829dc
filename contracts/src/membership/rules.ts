import type { MemberCategory, Tier } from "./schemas";

export interface TierInfo {
  tier: Tier;
  name: string;
  /** Monthly price in cents (the club page's prices; docs/product/decisions.md: one table for every screen). */
  monthlyPriceCents: number;
  discountPercent: number;
  freeWinesPerMonth: number;
  /** The member-wine category this tier unlocks (and every lower one). */
  category: MemberCategory;
  mostPopular: boolean;
  benefits: string[];
}

export const tierOrder: readonly Tier[] = ["essential", "premium", "elite"];

export const tiers: Record<Tier, TierInfo> = {
  essential: {
    tier: "essential",
    name: "Essential",
    monthlyPriceCents: 4900,
    discountPercent: 5,
    freeWinesPerMonth: 1,
    category: "curated",
    mostPopular: false,
    benefits: [
      "1 curated bottle monthly",
      "5% discount on all wines",
      "Tasting notes and pairings",
      "Quarterly newsletter",
    ],
  },
  premium: {
    tier: "premium",
    name: "Premium",
    monthlyPriceCents: 9900,
    discountPercent: 10,
    freeWinesPerMonth: 2,
    category: "premium",
    mostPopular: true,
    benefits: [
      "2 premium bottles monthly",
      "10% discount on all wines",
      "Exclusive limited releases",
      "Virtual tastings",
      "Vineyard tour priority",
    ],
  },
  elite: {
    tier: "elite",
    name: "Elite",
    monthlyPriceCents: 19900,
    discountPercent: 15,
    freeWinesPerMonth: 2,
    category: "rare_vintage",
    mostPopular: false,
    benefits: [
      "2 rare vintage bottles monthly",
      "15% discount on all wines",
      "First access to reserves",
      "Private sommelier consultations",
      "Annual vineyard dinner",
    ],
  },
};

export const memberCategoryLabels: Record<MemberCategory, string> = {
  curated: "Curated",
  premium: "Premium",
  rare_vintage: "Rare Vintage",
};

export function tierRank(tier: Tier | null | undefined): number {
  return tier ? tierOrder.indexOf(tier) + 1 : 0;
}

/** The lowest tier that may pick wines of a member category. */
export function tierForCategory(category: MemberCategory): Tier {
  const info = Object.values(tiers).find((t) => t.category === category);
  if (!info) throw new Error(`Unknown category ${category}`);
  return info.tier;
}

/** A member may access wines of their own tier's category or lower. */
export function canAccessCategory(tier: Tier | null | undefined, category: MemberCategory): boolean {
  return tierRank(tier) >= tierRank(tierForCategory(category));
}

/** Exclusive wines are for club members (docs/product/decisions.md, "Round 2": Club exclusives). */
export const EXCLUSIVE_WINE_MESSAGE = "This wine is for wine club members.";

export function canBuyWine(wine: { isExclusive: boolean }, tier: Tier | null | undefined): boolean {
  return !wine.isExclusive || Boolean(tier);
}
