/** The home page's medals (zod-free, for the first load). */
/** A medal one of our wines won this year. */
export interface Award {
  medal: string;
  competition: string;
  /**
   * "<vintage> <name>" exactly as the wine is in the catalogue (db/seed/data/wines.ts): a medal for
   * a wine the shop does not sell sends people looking for it. db/seed/seed.test.ts holds the two
   * together.
   */
  wine: string;
}

export const awardsYear = 2025;

export const awards: readonly Award[] = [
  { medal: "Double Gold", competition: "Great Lakes Wine Competition", wine: "2021 Bluff Top Dry Riesling" },
  { medal: "Gold", competition: "Ohio Quality Wine Awards", wine: "2021 South Ridge Chardonnay" },
  {
    medal: "Best of Class",
    competition: "Eastern States Wine Judging",
    wine: "2021 Frozen Shore Vidal Ice Wine",
  },
  {
    medal: "Gold",
    competition: "North Coast Harvest Challenge",
    wine: "2020 Ridge Road Reserve Cabernet Sauvignon",
  },
  { medal: "Silver", competition: "Great Lakes Wine Competition", wine: "2019 Conneaut Creek Brut" },
  { medal: "Silver", competition: "Ohio Quality Wine Awards", wine: "2023 Sunset Dry Rosé" },
];
