import type { LineKind } from "../cart/kinds";

/**
 * What a partner's systems key an order line by: the product's id, and a SKU made from it. The
 * catalogue has no SKU column of its own, so the code is derived the same way everywhere, and
 * never changes for a product: `W-<wineId>` for a wine, `CLUBWINE-<wineId>` for a member's free
 * club wine, `G-<giftPackageId>`, `M-<merchandiseId>` (`-<SIZE>` for apparel) and `CLUB-<TIER>` for a
 * membership (no product id: it is no product in the catalogue).
 */
export interface SkuSource {
  kind: LineKind;
  wineId: string | null;
  giftPackageId: string | null;
  merchandiseId: string | null;
  tier: string | null;
  size: string | null;
}

export function productIdOf(line: SkuSource): string | null {
  return line.wineId ?? line.giftPackageId ?? line.merchandiseId ?? null;
}

export function skuOf(line: SkuSource): string | null {
  switch (line.kind) {
    case "wine":
      return line.wineId ? `W-${line.wineId}` : null;
    case "membership_wine":
      return line.wineId ? `CLUBWINE-${line.wineId}` : null;
    case "gift-package":
      return line.giftPackageId ? `G-${line.giftPackageId}` : null;
    case "merchandise":
      return line.merchandiseId
        ? `M-${line.merchandiseId}${line.size ? `-${line.size.toUpperCase()}` : ""}`
        : null;
    case "membership":
      return line.tier ? `CLUB-${line.tier.toUpperCase()}` : null;
  }
}
