import type { CartLine } from "contracts";
import { describe, expect, it } from "vitest";
import { isFreeKind, lineInfo } from "./line-info";

function line(overrides: Partial<CartLine>): CartLine {
  return {
    id: "line-1",
    quantity: 1,
    customMessage: null,
    packaging: null,
    unitPrice: "20.00",
    lineTotal: "20.00",
    casePricing: false,
    maxQuantity: 24,
    ...overrides,
  };
}

const wine = {
  id: "wine-lakeshore-riesling-2022",
  name: "Lakeshore Riesling",
  description: "",
  type: "white" as const,
  vintage: 2022,
  price: "20.00",
  casePrice: null,
  bottlesPerCase: 12,
  stock: 40,
  lowStockAt: null,
  imageUrl: "/images/riesling.svg",
  tastingNotes: null,
  pairingNotes: null,
  alcoholContent: null,
  region: null,
  grapeVariety: "Riesling",
  servingTemp: null,
  rating: null,
  isExclusive: false,
  isAvailable: true,
  membershipCategory: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("a cart line", () => {
  it("of wine links to the wine, takes any quantity, a message and packaging per bottle", () => {
    const info = lineInfo(line({ wine }));
    expect(info).toMatchObject({
      kind: "wine",
      name: "Lakeshore Riesling 2022",
      detail: "Riesling",
      wineId: "wine-lakeshore-riesling-2022",
      linksToWine: true,
      picture: "item",
      customizable: true,
      fixedQuantity: false,
      free: false,
      packagingPerBottle: true,
      clubBadge: null,
      removeVia: "cart",
      removeFailed: null,
    });
    expect(info.removed(info.name)).toEqual({
      title: "Item removed",
      description: "Lakeshore Riesling 2022 was removed from your cart.",
    });
  });

  it("of a gift package keeps quantity 1, takes packaging once, and leaves through the gifts api", () => {
    const info = lineInfo(line({ type: "gift-package" }));
    expect(info).toMatchObject({
      name: "Gift package",
      detail: null,
      customizable: true,
      fixedQuantity: true,
      packagingPerBottle: false,
      removeVia: "gifts",
      removeFailed: "Failed to remove gift package from cart",
    });
    expect(info.removed("Harvest Box")).toEqual({
      title: "Gift package removed",
      description: "Harvest Box was removed from your cart.",
    });
  });

  it("of merchandise takes any quantity but no message or packaging", () => {
    expect(lineInfo(line({ type: "merchandise" }))).toMatchObject({
      name: "Merchandise",
      customizable: false,
      fixedQuantity: false,
      free: false,
    });
  });

  it("names a sized item with its size, so two sizes of one shirt read apart", () => {
    const tee: NonNullable<CartLine["merchandise"]> = {
      id: "merch-vineyard-rows-tee",
      name: "Vineyard Rows T-Shirt",
      description: "A cream cotton tee.",
      longDescription: null,
      price: "24.99",
      imageUrl: null,
      category: "Apparel",
      stock: 40,
      lowStockAt: null,
      inStock: true,
      sizes: [],
      rating: null,
      reviews: 0,
      isActive: true,
    };
    const large = lineInfo(line({ type: "merchandise", merchandise: tee, size: "L" }));
    expect(large).toMatchObject({
      name: "Vineyard Rows T-Shirt",
      label: "Vineyard Rows T-Shirt (L)",
      size: "L",
      detail: "Size L",
    });
    expect(`Remove ${large.label}`).toBe("Remove Vineyard Rows T-Shirt (L)");
    expect(lineInfo(line({ type: "merchandise", merchandise: tee }))).toMatchObject({
      label: "Vineyard Rows T-Shirt",
      size: null,
    });
    expect(lineInfo(line({ wine }))).toMatchObject({ label: "Lakeshore Riesling 2022", size: null });
  });

  it("of a membership shows the crown, the month's price and the club's badge", () => {
    const info = lineInfo(line({ type: "membership", tier: "premium" }));
    expect(info).toMatchObject({
      name: "Premium Wine Club Membership",
      detail: "$99.00 a month until you cancel",
      picture: "crown",
      customizable: false,
      fixedQuantity: true,
      clubBadge: "Wine Club",
      detailInSummary: true,
      removeFailed: "Failed to remove membership from cart",
    });
    expect(info.removed(info.name)).toEqual({
      title: "Membership removed",
      description: "Premium Wine Club Membership",
    });
    expect(lineInfo(line({ type: "membership" }))).toMatchObject({
      name: "Wine Club Membership",
      detail: "One month of membership",
    });
  });

  it("of a free club wine is free, fixed at 1, and badged as the club's", () => {
    expect(lineInfo(line({ type: "membership_wine", wine }))).toMatchObject({
      name: "Lakeshore Riesling 2022",
      detail: "Free club wine",
      wineId: "wine-lakeshore-riesling-2022",
      linksToWine: false,
      free: true,
      fixedQuantity: true,
      customizable: false,
      clubBadge: "Free club wine",
      detailInSummary: false,
    });
    expect(lineInfo(line({ type: "membership_wine" })).name).toBe("Club wine");
  });

  it("costs nothing only when it is a free club wine", () => {
    expect(isFreeKind("membership_wine")).toBe(true);
    expect(isFreeKind("wine")).toBe(false);
    expect(isFreeKind("membership")).toBe(false);
  });
});
