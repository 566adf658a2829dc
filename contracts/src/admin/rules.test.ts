import { describe, expect, it } from "vitest";
import { averageCents, sharePercent } from "./rules";

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
