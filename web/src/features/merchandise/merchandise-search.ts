import type { ListMerchandiseInput } from "contracts";
import {
  type MerchandiseCategory,
  type MerchandiseSort,
  merchandiseCategories,
  merchandiseSorts,
} from "contracts/merchandise/labels";
import { oneOf } from "../../lib/search-params";

/** The filter tabs, as they appear in the address (`?filter=in-stock`). */
export const merchandiseFilters = ["all", "in-stock", "apparel", "accessories", "glassware"] as const;
export type MerchandiseFilter = (typeof merchandiseFilters)[number];

export const merchandiseFilterLabels: Record<MerchandiseFilter, string> = {
  all: "All",
  "in-stock": "In Stock",
  apparel: "Apparel",
  accessories: "Accessories",
  glassware: "Glassware",
};

export const DEFAULT_MERCHANDISE_SORT: MerchandiseSort = "featured";

export interface MerchandiseSearch {
  filter?: Exclude<MerchandiseFilter, "all"> | undefined;
  sort?: MerchandiseSort | undefined;
}

/** /merchandise?filter=glassware&sort=price-asc; unknown values fall back to All and Featured. */
export function parseMerchandiseSearch(search: Record<string, unknown>): MerchandiseSearch {
  const filter = oneOf(merchandiseFilters, search.filter);
  return {
    filter: filter === "all" ? undefined : filter,
    sort: oneOf(merchandiseSorts, search.sort),
  };
}

const categoryOf: Record<string, MerchandiseCategory | undefined> = Object.fromEntries(
  merchandiseCategories.map((category) => [category.toLowerCase(), category]),
);

/** What the page asks `merchandise.list` for a given address (one key for the loader and the page). */
export function merchandiseListInput(search: MerchandiseSearch): NonNullable<ListMerchandiseInput> {
  const category = search.filter ? categoryOf[search.filter] : undefined;
  return {
    ...(category ? { category } : {}),
    ...(search.filter === "in-stock" ? { inStock: true } : {}),
    sort: search.sort ?? DEFAULT_MERCHANDISE_SORT,
  };
}
