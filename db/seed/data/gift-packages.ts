import type { giftPackages } from "../../src/index";
import { seedTime } from "./timestamps";

export type SeedGiftPackage = Required<typeof giftPackages.$inferInsert>;

const giftImage = (id: string) => `/images/gifts/${id}.svg`;

/** wineIds name seeded wines (see wines.ts); the seed test checks that each one exists. */
const packages: Omit<SeedGiftPackage, "createdAt" | "updatedAt" | "imageUrl">[] = [
  {
    id: "gift-anniversary-reserve",
    name: "Anniversary Reserve",
    description:
      "Our Blanc de Blancs for the toast and the Reserve " +
      "Cabernet Sauvignon for dinner, in a keepsake wooden box.",
    price: "85.00",
    wineIds: ["wine-ridge-road-blanc-de-blancs-2018", "wine-ridge-road-reserve-cabernet-sauvignon-2020"],
    occasion: "anniversary",
    giftNote: "Happy anniversary! Here's to every year behind you and all the ones ahead.",
    isActive: true,
  },
  {
    id: "gift-birthday-bubbles",
    name: "Birthday Bubbles",
    description: "Two bright sparkling wines, one dry and one lightly sweet, wrapped with a gold ribbon.",
    price: "45.00",
    wineIds: ["wine-lake-breeze-sparkling-rose-2021", "wine-harvest-fizz-sparkling-catawba-2023"],
    occasion: "birthday",
    giftNote: "Happy birthday! Pop a cork and make a wish.",
    isActive: true,
  },
  {
    id: "gift-holiday-hearth",
    name: "Holiday Hearth Collection",
    description:
      "Three wines for the season's feasts: a festive Brut, " +
      "our Meritage for the roast and ice wine for dessert.",
    price: "129.00",
    wineIds: [
      "wine-conneaut-creek-brut-2019",
      "wine-ridge-road-meritage-2019",
      "wine-frozen-shore-vidal-ice-wine-2021",
    ],
    occasion: "holiday",
    giftNote: "Warm wishes for the holidays from all of us at Ridge Road Vineyard.",
    isActive: true,
  },
  {
    id: "gift-congratulations-toast",
    name: "Congratulations Toast",
    description: "A bottle of Conneaut Creek Brut and our Lakeshore Riesling to celebrate a big moment.",
    price: "52.00",
    wineIds: ["wine-conneaut-creek-brut-2019", "wine-lakeshore-riesling-2022"],
    occasion: "congratulations",
    giftNote: "Congratulations! You earned this, so raise a glass.",
    isActive: true,
  },
  {
    id: "gift-thank-you-trio",
    name: "Thank You Trio",
    description:
      "A white, a rosé and a red from the estate: an easy way to say thanks to anyone who likes wine.",
    price: "62.00",
    wineIds: [
      "wine-lakeshore-riesling-2022",
      "wine-sunset-dry-rose-2023",
      "wine-lake-effect-cabernet-franc-2021",
    ],
    occasion: "thank-you",
    giftNote: "Thank you so much. This one is on us.",
    isActive: true,
  },
  {
    id: "gift-corporate-collection",
    name: "Corporate Collection",
    description:
      "Reserve Cabernet Sauvignon, South Ridge Chardonnay " +
      "and Conneaut Creek Brut for clients and colleagues.",
    price: "95.00",
    wineIds: [
      "wine-ridge-road-reserve-cabernet-sauvignon-2020",
      "wine-south-ridge-chardonnay-2021",
      "wine-conneaut-creek-brut-2019",
    ],
    occasion: "corporate",
    giftNote: "With our thanks for a great year of working together.",
    isActive: true,
  },
];

export const seedGiftPackages: SeedGiftPackage[] = packages.map((pkg, position) => ({
  ...pkg,
  imageUrl: giftImage(pkg.id),
  createdAt: seedTime(position),
  updatedAt: seedTime(position),
}));
