/**
 * The kinds of line a cart (and an order) holds, and the one table of what each kind means: where its
 * price comes from, whether its quantity can change, how packaging is charged, whether it takes a
 * gift message, and what people call it. Zod-free, so first-load components may read it.
 */
export const lineKinds = ["wine", "gift-package", "merchandise", "membership", "membership_wine"] as const;
export type LineKind = (typeof lineKinds)[number];

export interface LineKindRule {
  /** What the shopper and the staff call it. */
  label: string;
  /**
   * Where the unit price comes from: "bottle" is the wine's price with case pricing, "own" the
   * item's own price (a gift package, merchandise, a month of membership), "free" nothing at all.
   */
  price: "bottle" | "own" | "free";
  /** The quantity can be changed in the cart (otherwise it stays 1 and the line is only removed). */
  adjustableQuantity: boolean;
  /** Packaging is charged per bottle, once for the line, or not offered. */
  packaging: "per-bottle" | "once" | "none";
  /** A gift message can be written for it. */
  message: boolean;
  /** The club's member discount applies to it. */
  memberDiscount: boolean;
  /**
   * What an order of it takes from stock: the wine's bottles, the item's own stock, a bottle of each
   * wine a gift package holds, or nothing.
   */
  stock: "bottles" | "item" | "package-wines" | "none";
}

export const lineKindRules: Record<LineKind, LineKindRule> = {
  wine: {
    label: "Wine",
    price: "bottle",
    adjustableQuantity: true,
    packaging: "per-bottle",
    message: true,
    memberDiscount: true,
    stock: "bottles",
  },
  "gift-package": {
    label: "Gift package",
    price: "own",
    adjustableQuantity: false,
    packaging: "once",
    message: true,
    memberDiscount: false,
    stock: "package-wines",
  },
  merchandise: {
    label: "Merchandise",
    price: "own",
    adjustableQuantity: true,
    packaging: "none",
    message: false,
    memberDiscount: false,
    stock: "item",
  },
  membership: {
    label: "Club membership",
    price: "own",
    adjustableQuantity: false,
    packaging: "none",
    message: false,
    memberDiscount: false,
    stock: "none",
  },
  membership_wine: {
    label: "Free club wine",
    price: "free",
    adjustableQuantity: false,
    packaging: "none",
    message: false,
    memberDiscount: false,
    stock: "bottles",
  },
};

/** Lines whose packaging or gift message can be set. */
export function isCustomizable(kind: LineKind): boolean {
  const rule = lineKindRules[kind];
  return rule.message || rule.packaging !== "none";
}
