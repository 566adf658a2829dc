import { describe, expect, it } from "vitest";
import { averageCents, exportFileName, sharePercent } from "./rules";

describe("dashboard figures", () => {
  it("averages orders to the cent, half up", () => {
    expect(averageCents(10001, 2)).toBe(5001);
    expect(averageCents(10000, 3)).toBe(3333);
    expect(averageCents(0, 0)).toBe(0);
  });
  it("gives percents to one decimal", () => {
    expect(sharePercent(1, 4)).toBe(25);
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(5, 0)).toBe(0);
  });
});

describe("export file names", () => {
  it("name what the file holds and the New York day it was made", () => {
    // 9 pm in New York on November 26 is already the 27th in UTC.
    const evening = new Date("2026-11-27T02:00:00.000Z");
    expect(exportFileName("members", evening)).toBe("members-2026-11-26.csv");
    expect(exportFileName("orders", evening)).toBe("orders-2026-11-26.csv");
    expect(exportFileName("subscribers", new Date("2026-11-27T15:00:00.000Z"))).toBe(
      "subscribers-2026-11-27.csv",
    );
  });
});
