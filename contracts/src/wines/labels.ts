/** Zod-free constants and labels: the web imports these without loading zod. */
export const wineTypes = ["red", "white", "rosé", "sparkling"] as const;
export type WineType = (typeof wineTypes)[number];

export const wineTypeLabels: Record<WineType, string> = {
  red: "Red",
  white: "White",
  rosé: "Rosé",
  sparkling: "Sparkling",
};

export const wineSorts = ["name", "price-asc", "price-desc", "vintage", "rating"] as const;
export type WineSort = (typeof wineSorts)[number];

export const wineSortLabels: Record<WineSort, string> = {
  name: "Name A-Z",
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  vintage: "Newest Vintage",
  rating: "Highest Rated",
};
