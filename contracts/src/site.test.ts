import { describe, expect, it } from "vitest";
import { site } from "./site";

describe("the winery's details", () => {
  it("gives each driving route its own way in: east from Route 193 the lake side is on the left, west from Route 7 on the right", () => {
    const { fromWest, fromEast } = site.directions;
    expect(fromWest.steps.at(-1)).toBe("Our driveway is on the left, on the lake side, at number 4490.");
    expect(fromEast.steps.at(-1)).toBe("Our driveway is on the right, on the lake side, at number 4490.");
    expect(fromWest.steps).toContain("Turn right (east) onto South Ridge Road.");
    expect(fromEast.steps).toContain("Turn left (west) onto South Ridge Road.");
    const east = new Set<string>(fromEast.steps);
    expect(fromWest.steps.filter((step) => east.has(step))).toEqual([]);
  });

  it("names one group size", () => {
    expect(site.groupMinimum).toBe(8);
    const mentions = site.directions.tips.filter((tip) => /group/i.test(tip));
    expect(mentions).toEqual(["Groups of 8 or more, please reserve ahead (book a Group Tasting)."]);
  });
});
