import { oneOf, searchText } from "../../../lib/search-params";

export const memberTierFilters = ["essential", "premium", "elite", "none"] as const;
export type MemberTierFilter = (typeof memberTierFilters)[number];

export interface MembersSearch {
  search?: string | undefined;
  tier?: MemberTierFilter | undefined;
  page?: number | undefined;
}

/** `/admin/members?search=ella&tier=premium&page=2`; anything else falls back. */
export function parseMembersSearch(search: Record<string, unknown>): MembersSearch {
  const page = Number(search.page);
  return {
    search: searchText(search.search, 254),
    tier: oneOf(memberTierFilters, search.tier),
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
  };
}
