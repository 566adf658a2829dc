import { type Occasion, occasions } from "contracts/gifts/labels";
import { oneOf } from "../../lib/search-params";

export interface GiftsSearch {
  occasion?: Occasion | undefined;
}

/** /gifts?occasion=birthday; an unknown occasion shows every package. */
export function parseGiftsSearch(search: Record<string, unknown>): GiftsSearch {
  return { occasion: oneOf(occasions, search.occasion) };
}
