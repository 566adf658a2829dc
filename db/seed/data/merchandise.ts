import type { MerchandiseSize } from "contracts";
import type { merchandise, merchandiseSizes } from "../../src/index";
import { seedTime } from "./timestamps";

export type SeedMerchandise = Required<typeof merchandise.$inferInsert>;

const merchandiseImage = (id: string) => `/images/merchandise/${id}.svg`;

/** sortOrder is the shop's "Featured" order. */
const items: Omit<SeedMerchandise, "createdAt" | "updatedAt" | "imageUrl" | "lowStockAt">[] = [
  {
    id: "merch-logo-hoodie",
    name: "Ridge Road Logo Hoodie",
    description: "A heavyweight burgundy hoodie with our embroidered Est. 1968 crest.",
    longDescription:
      "Cut from a soft cotton-polyester fleece for cool evenings on the lake shore, with a lined hood, " +
      "a kangaroo pocket and the Ridge Road Vineyard crest embroidered in gold thread. Unisex fit.",
    price: "42.99",
    category: "Apparel",
    stock: 24,
    rating: "4.8",
    reviews: 86,
    sortOrder: 1,
    isActive: true,
  },
  {
    id: "merch-vineyard-rows-tee",
    name: "Vineyard Rows T-Shirt",
    description: "A cream cotton tee printed with the rolling vine rows of the ridge.",
    longDescription:
      "Ring-spun organic cotton in our signature cream, screen-printed with a hand-drawn view of the " +
      "vineyard rows running down to Lake Erie. Pre-shrunk, relaxed unisex fit.",
    price: "24.99",
    category: "Apparel",
    stock: 40,
    rating: "4.6",
    reviews: 112,
    sortOrder: 2,
    isActive: true,
  },
  {
    id: "merch-canvas-wine-tote",
    name: "Canvas Wine Tote",
    description: "A sturdy two-bottle canvas tote with padded dividers and leather handles.",
    longDescription:
      "Waxed canvas that shrugs off lake-effect weather, two padded sleeves that keep bottles from " +
      "clinking, an outside pocket for a corkscrew and leather handles that age beautifully.",
    price: "29.99",
    category: "Accessories",
    stock: 35,
    rating: "4.7",
    reviews: 64,
    sortOrder: 3,
    isActive: true,
  },
  {
    id: "merch-sommelier-corkscrew",
    name: "Sommelier's Corkscrew",
    description: "A double-hinged waiter's corkscrew with a walnut handle and foil cutter.",
    longDescription:
      "The same two-step corkscrew our tasting-room staff use every day: a stainless-steel worm, a " +
      "double-hinged lever for an effortless pull, a serrated foil cutter and a walnut handle engraved " +
      "with our crest.",
    price: "14.99",
    category: "Accessories",
    stock: 50,
    rating: "4.9",
    reviews: 203,
    sortOrder: 4,
    isActive: true,
  },
  {
    id: "merch-etched-glass-pair",
    name: "Etched Wine Glass Pair",
    description: "Two crystal-clear wine glasses etched with the Ridge Road vine leaf.",
    longDescription:
      "Lead-free crystal with a generous bowl that lets our Rieslings and Cabernet Francs open up, " +
      "each glass hand-etched with a vine leaf. Sold as a pair in a gift box; dishwasher safe.",
    price: "32.99",
    category: "Glassware",
    stock: 0,
    rating: "4.7",
    reviews: 58,
    sortOrder: 5,
    isActive: true,
  },
  {
    id: "merch-crystal-decanter",
    name: "Lakeshore Crystal Decanter",
    description: "A wide-based crystal decanter that lets a young red breathe in minutes.",
    longDescription:
      "Mouth-blown, lead-free crystal holding a full 750 ml bottle, with a wide base for maximum " +
      "aeration and a slanted neck for a clean pour. Ideal for our Meritage and reserve reds.",
    price: "39.99",
    category: "Glassware",
    stock: 12,
    rating: "4.5",
    reviews: 37,
    sortOrder: 6,
    isActive: true,
  },
];

export const seedMerchandise: SeedMerchandise[] = items.map((item, position) => ({
  ...item,
  imageUrl: merchandiseImage(item.id),
  lowStockAt: null,
  createdAt: seedTime(position),
  updatedAt: seedTime(position),
}));

/** Apparel's stock per size: each item's sizes add up to its `stock` above. */
const sizeStock: Record<string, Record<MerchandiseSize, number>> = {
  "merch-logo-hoodie": { S: 4, M: 6, L: 7, XL: 5, XXL: 2 },
  "merch-vineyard-rows-tee": { S: 6, M: 10, L: 12, XL: 8, XXL: 4 },
};

export const seedMerchandiseSizes: (typeof merchandiseSizes.$inferInsert)[] = Object.entries(
  sizeStock,
).flatMap(([merchandiseId, stocks]) =>
  Object.entries(stocks).map(([size, stock]) => ({
    id: `${merchandiseId}-${size.toLowerCase()}`,
    merchandiseId,
    size: size as MerchandiseSize,
    stock,
  })),
);
