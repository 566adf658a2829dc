import { experienceSlugs } from "contracts/reservations/labels";
import { seatedTastingDescription } from "./reservation-types";

/**
 * Seeded values that contradicted the rest of the site, with what replaced them. The seed never
 * overwrites what staff changed: a row is corrected only while it still holds the old seeded value
 * (db/seed/corrections.ts). Old texts are kept verbatim here for that comparison. Pages have their
 * own list (data/pages-retired.ts).
 */

/** Ridge Road Red's story against the About page: the Kesslers planted Riesling, not Concord. */
export const wineCorrections = [
  {
    id: "wine-ridge-road-red-2023",
    description: {
      from: "The sweet Concord red our founders first made in 1968, still the tasting room's best seller.",
      to: "A sweet red from the Concord grapes our neighbours on the ridge grow for juice (the grape Arthur Kessler chose not to plant), and still the tasting room's best seller.",
    },
  },
] as const;

/**
 * The Wine Tasting was a copy of the Classic Tasting Flight (a bar flight of five wines instead of
 * six, the same picture): now a seated tasting with its own price and picture.
 */
export const reservationTypeCorrections = [
  {
    id: "rt-wine-tasting",
    description: {
      from: "A guided flight of five estate wines in the tasting room, from Lake Erie Riesling to our reserve reds.",
      to: seatedTastingDescription,
    },
    price: { from: "20.00", to: "30.00" },
    imageUrl: {
      from: "/images/reservations/rt-classic-tasting.svg",
      to: "/images/reservations/rt-group-tasting.svg",
    },
  },
] as const;

/** Slugs the lunch and the group tasting gained (their hours, the visit page's link). */
export const reservationTypeSlugs = [
  { id: "rt-lakeview-lunch", slug: experienceSlugs.lunch },
  { id: "rt-group-tasting", slug: experienceSlugs.groupTasting },
] as const;
