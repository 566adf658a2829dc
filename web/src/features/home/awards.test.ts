import { describe, expect, it } from "vitest";
import { seedWines } from "../../../../db/seed/data/wines";
import { awards } from "./awards";

const catalogue = new Set(seedWines.map((wine) => `${wine.vintage} ${wine.name}`));

describe("the awards dialog's medals", () => {
  it.each(awards.map((award) => [award.wine, award.medal]))("names a seeded wine: %s (%s)", (wine) => {
    expect(catalogue).toContain(wine);
  });

  it("lists a wine once per competition (the pair keys the list)", () => {
    const pairs = awards.map((award) => `${award.competition}|${award.wine}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
