import { experienceSlugs } from "contracts/reservations/labels";
import type { reservationTypes } from "../../src/index";
import { seedTime } from "./timestamps";

export type SeedReservationType = Required<typeof reservationTypes.$inferInsert>;

const reservationImage = (id: string) => `/images/reservations/${id}.svg`;

/**
 * Durations divide each type's sitting evenly (contracts/src/reservations/rules.ts: noon to 6 pm, the
 * lunch noon to 3 pm, the members' evening 6 to 8 pm), so the slot generator leaves no short last slot.
 */
type SeedType = Omit<SeedReservationType, "createdAt" | "updatedAt" | "imageUrl"> & {
  /** The type whose picture this one shares (its own by default). */
  pictureOf?: string;
};

/** The Wine Tasting's words since round 3 (they were a copy of the Classic Tasting Flight's). */
export const seatedTastingDescription =
  "A seated tasting at your own table on the terrace: a host pours five estate wines one at a time, with Ohio cheeses, and tells the story of each.";

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
    // Its slug gives it lunchtime's hours (noon and 1:30 pm), never an afternoon "lunch".
    slug: experienceSlugs.lunch,
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
    // The visit page's "Book a group visit" opens it.
    slug: experienceSlugs.groupTasting,
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
    slug: experienceSlugs.tasting,
    // Not a second bar flight (that is the Classic Tasting Flight): a seated tasting with a host.
    description: seatedTastingDescription,
    category: "activity",
    duration: 60,
    capacity: 24,
    price: "30.00",
    isActive: true,
    requirements: "Guests must be 21+ with a valid photo ID.",
    memberOnly: false,
    pictureOf: "rt-group-tasting",
  },
  {
    id: "rt-harvest-tour",
    name: "Harvest Tour",
    slug: experienceSlugs.harvest,
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
    // Its slug gives it the evening's hours: 6 to 8 pm.
    slug: experienceSlugs.memberEvent,
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
