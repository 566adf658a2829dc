import type { ListWinesInput } from "contracts";
import { type WineSort, type WineType, wineSorts, wineTypes } from "contracts/wines/labels";
import { oneOf, searchText } from "../../lib/search-params";

export const DEFAULT_WINE_SORT: WineSort = "name";
export const SEARCH_MAX = 100;

export interface ShopSearch {
  q?: string | undefined;
  type?: WineType | undefined;
  sort?: WineSort | undefined;
}

/**
 * /shop's address: `?q=riesling&type=white&sort=price-asc`. A value that is not valid (an old or
 * edited link) falls back to its default instead of failing, so shared addresses always open.
 */
export function parseShopSearch(search: Record<string, unknown>): ShopSearch {
  return {
    q: searchText(search.q, SEARCH_MAX),
    type: oneOf(wineTypes, search.type),
    sort: oneOf(wineSorts, search.sort),
  };
}

/** What the shop asks `wines.list` for a given address (one key for the loader and the page). */
export function wineListInput(search: ShopSearch): NonNullable<ListWinesInput> {
  return {
    ...(search.q ? { search: search.q } : {}),
    ...(search.type ? { type: search.type } : {}),
    sort: search.sort ?? DEFAULT_WINE_SORT,
  };
}
