import type { CartLine } from "contracts";
import { isCustomizable, type LineKind, lineKindRules } from "contracts/cart/kinds";
import { tiers } from "contracts/membership/rules";
import { formatUsd } from "contracts/money";

/**
 * How each kind of line shows itself on the web, beside the contracts' table of what it is
 * (`lineKindRules`): the screens read these two tables instead of asking which kind a line is.
 */
interface LineKindView {
  /** The name when the answer lacks the line's item. */
  fallbackName: string;
  /** The picture: the item's own, or the club's crown. */
  picture: "item" | "crown";
  /** The name links to the wine's page. */
  linksToWine: boolean;
  /** The club checkout highlights the club's lines with this badge. */
  clubBadge: string | null;
  /** The order summary repeats the detail after the quantity ("$99.00 a month until you cancel"). */
  detailInSummary: boolean;
  /** Gift packages leave the cart through the gifts api, which also frees their wines. */
  removeVia: "cart" | "gifts";
  /** The notification once the line is removed. */
  removed: (name: string) => { title: string; description: string };
  /** What to say when removing fails, or null to give the server's reason. */
  removeFailed: string | null;
}

const removedItem = (name: string) => ({
  title: "Item removed",
  description: `${name} was removed from your cart.`,
});

const kindViews: Record<LineKind, LineKindView> = {
  wine: {
    fallbackName: lineKindRules.wine.label,
    picture: "item",
    linksToWine: true,
    clubBadge: null,
    detailInSummary: false,
    removeVia: "cart",
    removed: removedItem,
    removeFailed: null,
  },
  "gift-package": {
    fallbackName: lineKindRules["gift-package"].label,
    picture: "item",
    linksToWine: false,
    clubBadge: null,
    detailInSummary: false,
    removeVia: "gifts",
    removed: (name) => ({
      title: "Gift package removed",
      description: `${name} was removed from your cart.`,
    }),
    removeFailed: "Failed to remove gift package from cart",
  },
  merchandise: {
    fallbackName: lineKindRules.merchandise.label,
    picture: "item",
    linksToWine: false,
    clubBadge: null,
    detailInSummary: false,
    removeVia: "cart",
    removed: removedItem,
    removeFailed: null,
  },
  membership: {
    fallbackName: "Wine Club Membership",
    picture: "crown",
    linksToWine: false,
    clubBadge: "Wine Club",
    detailInSummary: true,
    removeVia: "cart",
    removed: (name) => ({ title: "Membership removed", description: name }),
    removeFailed: "Failed to remove membership from cart",
  },
  membership_wine: {
    fallbackName: "Club wine",
    picture: "item",
    linksToWine: false,
    clubBadge: lineKindRules.membership_wine.label,
    detailInSummary: false,
    removeVia: "cart",
    removed: removedItem,
    removeFailed: null,
  },
};

export interface LineInfo extends LineKindView {
  kind: LineKind;
  name: string;
  /**
   * The name that tells this line from the others, for buttons and lists read aloud: a size is part
   * of it ("Remove Ridge Road Tee (L)"), since two sizes of one shirt are two lines.
   */
  label: string;
  /** The size of a sized item (merchandise), shown wherever the line is listed. */
  size: string | null;
  /** A second line under the name (what a gift holds, a category, "Free club wine"). */
  detail: string | null;
  imageUrl: string | null;
  /** The wine's page, for a link from the name. */
  wineId: string | null;
  /** Message and packaging can be set on it (the api refuses the rest). */
  customizable: boolean;
  /** It keeps quantity 1 and can only be removed. */
  fixedQuantity: boolean;
  /** It costs nothing: shown as FREE, "Included with your membership". */
  free: boolean;
  /** Packaging is charged per bottle (else once for the line). */
  packagingPerBottle: boolean;
}

/** Whether an order's or a cart's line of this kind costs nothing (the club's free wines). */
export function isFreeKind(kind: LineKind): boolean {
  return lineKindRules[kind].price === "free";
}

/** What a line holds, in words and a picture. */
function contents(kind: LineKind, line: CartLine): Pick<LineInfo, "name" | "detail" | "imageUrl" | "wineId"> {
  const fallback = kindViews[kind].fallbackName;
  const wineName = line.wine ? `${line.wine.name} ${line.wine.vintage}` : fallback;
  switch (kind) {
    case "gift-package": {
      const gift = line.giftPackage;
      const wines = gift?.wines.map((wine) => `${wine.name} ${wine.vintage}`).join(", ");
      return {
        name: gift?.name ?? fallback,
        detail: wines ? `Includes ${wines}` : null,
        imageUrl: gift?.imageUrl ?? null,
        wineId: null,
      };
    }
    case "merchandise":
      return {
        name: line.merchandise?.name ?? fallback,
        detail: line.size ? `Size ${line.size}` : (line.merchandise?.category ?? null),
        imageUrl: line.merchandise?.imageUrl ?? null,
        wineId: null,
      };
    case "membership":
      return {
        name: line.tier ? `${tiers[line.tier].name} Wine Club Membership` : fallback,
        // The first month is paid now; the club then renews it each month until the member cancels.
        detail: line.tier
          ? `${formatUsd(tiers[line.tier].monthlyPriceCents)} a month until you cancel`
          : "One month of membership",
        imageUrl: null,
        wineId: null,
      };
    case "membership_wine":
      return {
        name: wineName,
        detail: lineKindRules.membership_wine.label,
        imageUrl: line.wine?.imageUrl ?? null,
        wineId: line.wine?.id ?? null,
      };
    case "wine":
      return {
        name: wineName,
        detail: line.wine?.grapeVariety ?? null,
        imageUrl: line.wine?.imageUrl ?? null,
        wineId: line.wine?.id ?? null,
      };
  }
}

/** How a cart line presents itself, whatever it holds. */
export function lineInfo(line: CartLine): LineInfo {
  const kind: LineKind = line.type ?? "wine";
  const rule = lineKindRules[kind];
  const shown = contents(kind, line);
  const size = kind === "merchandise" && line.size ? line.size : null;
  return {
    kind,
    ...kindViews[kind],
    ...shown,
    label: size ? `${shown.name} (${size})` : shown.name,
    size,
    customizable: isCustomizable(kind),
    fixedQuantity: !rule.adjustableQuantity,
    free: isFreeKind(kind),
    packagingPerBottle: rule.packaging === "per-bottle",
  };
}
