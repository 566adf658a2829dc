/** Zod-free constants and labels: the web imports these without loading zod. */
export const merchandiseCategories = ["Apparel", "Accessories", "Glassware"] as const;
export type MerchandiseCategory = (typeof merchandiseCategories)[number];

export const merchandiseSorts = ["featured", "name", "price-asc", "price-desc", "rating"] as const;
export type MerchandiseSort = (typeof merchandiseSorts)[number];

export const merchandiseSortLabels: Record<MerchandiseSort, string> = {
  featured: "Featured",
  name: "Name A-Z",
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  rating: "Highest Rated",
};

/** Apparel comes in these sizes, each with its own stock. */
export const merchandiseSizes = ["S", "M", "L", "XL", "XXL"] as const;
export type MerchandiseSize = (typeof merchandiseSizes)[number];

/** The categories whose items come in sizes: a sized item's stock is the sum of its sizes' stock. */
export const sizedCategories: readonly MerchandiseCategory[] = ["Apparel"];

export function hasSizes(category: MerchandiseCategory): boolean {
  return sizedCategories.includes(category);
}

export function isMerchandiseSize(value: string): value is MerchandiseSize {
  return (merchandiseSizes as readonly string[]).includes(value);
}

export const SIZE_MESSAGE = `Choose a size: ${merchandiseSizes.join(", ")}`;
