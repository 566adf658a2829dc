import type { CartLine } from "contracts";
import { tiers } from "contracts/membership/rules";
import { formatUsd } from "contracts/money";

export type LineKind = "wine" | "gift-package" | "merchandise" | "membership" | "membership_wine";

export interface LineInfo {
  kind: LineKind;
  name: string;
  /** A second line under the name (what a gift holds, a category, "Free club wine"). */
  detail: string | null;
  imageUrl: string | null;
  /** The wine's page, for a link from the name. */
  wineId: string | null;
  /** Message and packaging can be set on wines and gift packages (the api refuses the rest). */
  customizable: boolean;
  /** Gift packages, memberships and free club wines keep quantity 1 and can only be removed. */
  fixedQuantity: boolean;
}

/** How a cart line presents itself, whatever it holds. */
export function lineInfo(line: CartLine): LineInfo {
  const kind: LineKind = line.type ?? "wine";
  switch (kind) {
    case "gift-package": {
      const gift = line.giftPackage;
      const wines = gift?.wines.map((wine) => `${wine.name} ${wine.vintage}`).join(", ");
      return {
        kind,
        name: gift?.name ?? "Gift package",
        detail: wines ? `Includes ${wines}` : null,
        imageUrl: gift?.imageUrl ?? null,
        wineId: null,
        customizable: true,
        fixedQuantity: true,
      };
    }
    case "merchandise":
      return {
        kind,
        name: line.merchandise?.name ?? "Merchandise",
        detail: line.merchandise?.category ?? null,
        imageUrl: line.merchandise?.imageUrl ?? null,
        wineId: null,
        customizable: false,
        fixedQuantity: false,
      };
    case "membership":
      return {
        kind,
        name: line.tier ? `${tiers[line.tier].name} Wine Club Membership` : "Wine Club Membership",
        // One month is paid now; nothing renews automatically.
        detail: line.tier
          ? `${formatUsd(tiers[line.tier].monthlyPriceCents)} for this month`
          : "One month of membership",
        imageUrl: null,
        wineId: null,
        customizable: false,
        fixedQuantity: true,
      };
    case "membership_wine":
      return {
        kind,
        name: line.wine ? `${line.wine.name} ${line.wine.vintage}` : "Club wine",
        detail: "Free club wine",
        imageUrl: line.wine?.imageUrl ?? null,
        wineId: line.wine?.id ?? null,
        customizable: false,
        fixedQuantity: true,
      };
    default:
      return {
        kind,
        name: line.wine ? `${line.wine.name} ${line.wine.vintage}` : "Wine",
        detail: line.wine?.grapeVariety ?? null,
        imageUrl: line.wine?.imageUrl ?? null,
        wineId: line.wine?.id ?? null,
        customizable: true,
        fixedQuantity: false,
      };
  }
}
