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
