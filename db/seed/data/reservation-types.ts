import { quickBookingSlugs } from "contracts/reservations/labels";
import type { reservationTypes } from "../../src/index";
import { seedTime } from "./timestamps";

export type SeedReservationType = Required<typeof reservationTypes.$inferInsert>;

const reservationImage = (id: string) => `/images/reservations/${id}.svg`;

/**
 * Durations divide the noon-6 pm opening window evenly (60, 90 or 120 minutes), so the daily slot
 * generator fills the afternoon without a short last slot.
 */
type SeedType = Omit<SeedReservationType, "createdAt" | "updatedAt" | "imageUrl"> & {
  /** The type whose picture this one shares (its own by default). */
  pictureOf?: string;
};

const types: SeedType[] = [
  {
    id: "rt-classic-tasting",
    name: "Classic Tasting Flight",
    slug: null,
    description:
      "Six estate wines poured at the tasting bar by our staff, from crisp Riesling to our reserve reds.",
    category: "activity",
    duration: 60,
    capacity: 20,
    price: "25.00",
    isActive: true,
    requirements: "Guests must be 21+ with a valid photo ID.",
    memberOnly: false,
  },
  {
    id: "rt-vineyard-walk",
    name: "Vineyard Walk & Tasting",
    slug: null,
    description:
      "A guided walk through the Riesling and Cabernet Franc " +
      "blocks on the ridge, ending with a tasting of four wines.",
    category: "activity",
    duration: 90,
    capacity: 16,
    price: "40.00",
    isActive: true,
    requirements: "Guests must be 21+. Wear comfortable shoes; the path is grass and gravel.",
    memberOnly: false,
  },
  {
    id: "rt-cellar-barrel-tour",
    name: "Cellar & Barrel Tour",
    slug: null,
    description: "Go below the tasting room with our cellar master and taste wines straight from the barrel.",
    category: "activity",
    duration: 60,
    capacity: 12,
    price: "35.00",
    isActive: true,
    requirements: "Guests must be 21+. The cellar stays at 55°F; bring a light jacket.",
    memberOnly: false,
  },
  {
    id: "rt-members-reserve-tasting",
    name: "Members' Reserve Tasting",
    slug: null,
    description:
      "A seated tasting of library and rare vintage wines " +
      "with our winemaker, reserved for wine club members.",
    category: "activity",
    duration: 90,
    capacity: 8,
    price: "30.00",
    isActive: true,
    requirements: "Guests must be 21+. The booking member must hold a current wine club membership.",
    memberOnly: true,
  },
  {
    id: "rt-lakeview-lunch",
    name: "Lakeview Vineyard Lunch",
    slug: null,
    description:
      "A seasonal two-course lunch on the terrace overlooking the vines and the lake, with a glass of wine.",
    category: "restaurant",
    duration: 90,
    capacity: 40,
    price: "45.00",
    isActive: true,
    requirements: "Guests must be 21+ to be served wine. Please note allergies in your special requests.",
    memberOnly: false,
  },
  {
    id: "rt-winemakers-pairing-table",
    name: "Winemaker's Pairing Table",
    slug: null,
    description:
      "Five small plates from local farms, each paired with an estate wine and introduced by the winemaker.",
    category: "restaurant",
    duration: 120,
    capacity: 24,
    price: "85.00",
    isActive: true,
    requirements: "Guests must be 21+. Dietary needs can be met with 48 hours' notice.",
    memberOnly: false,
  },
  {
    id: "rt-group-tasting",
    name: "Group Tasting",
    slug: null,
    description:
      "A private tasting for parties of 8 or more, with a guided flight and a cheese board for the table.",
    category: "event",
    duration: 120,
    capacity: 30,
    price: "35.00",
    isActive: true,
    requirements: "Guests must be 21+. For parties of 8 or more; one booking covers the whole group.",
    memberOnly: false,
  },
  {
    id: "rt-music-on-the-lawn",
    name: "Music on the Lawn",
    slug: null,
    description:
      "Local musicians play on the lawn beside the vines; your ticket includes a glass of estate wine.",
    category: "event",
    duration: 120,
    capacity: 40,
    price: "20.00",
    isActive: true,
    requirements:
      "Guests must be 21+ to be served wine. Bring a blanket or lawn chair; outside food is welcome.",
    memberOnly: false,
  },
  {
    id: "rt-wine-tasting",
    name: "Wine Tasting",
    slug: quickBookingSlugs.tasting,
    description:
      "A guided flight of five estate wines in the tasting room, from Lake Erie Riesling to our reserve reds.",
    category: "activity",
    duration: 60,
    capacity: 24,
    price: "20.00",
    isActive: true,
    requirements: "Guests must be 21+ with a valid photo ID.",
    memberOnly: false,
    pictureOf: "rt-classic-tasting",
  },
  {
    id: "rt-harvest-tour",
    name: "Harvest Tour",
    slug: quickBookingSlugs.harvest,
    description:
      "Walk the rows and the cellar with the people who make the wine: the vines, the crush pad and the barrels.",
    category: "activity",
    duration: 120,
    capacity: 12,
    price: "45.00",
    isActive: true,
    requirements: "Guests must be 21+. Wear closed shoes; part of the walk is on grass and gravel.",
    memberOnly: false,
    pictureOf: "rt-vineyard-walk",
  },
  {
    id: "rt-member-event",
    name: "Member Event",
    slug: quickBookingSlugs.memberEvent,
    description: "An evening for club members: reserve pours, music on the lawn and the winemaker.",
    category: "event",
    duration: 120,
    capacity: 30,
    price: "15.00",
    isActive: true,
    requirements: "For wine club members and their guests. Guests must be 21+.",
    memberOnly: true,
    pictureOf: "rt-music-on-the-lawn",
  },
];

export const seedReservationTypes: SeedReservationType[] = types.map(({ pictureOf, ...type }, position) => ({
  ...type,
  imageUrl: reservationImage(pictureOf ?? type.id),
  createdAt: seedTime(position),
  updatedAt: seedTime(position),
}));
