import { describe, expect, it } from "vitest";
import {
  ageOn,
  ageRefusal,
  complianceReport,
  formatTaxRate,
  holdsWine,
  monthSpan,
  NO_DATE_OF_BIRTH,
  percentOfRate,
  rateFromPercent,
  shipRefusal,
  taxAt,
  twentyFirstBirthday,
  UNDER_AGE,
  volumeRefusal,
} from "./rules";

describe("the age rule", () => {
  it("turns 21 on the birthday itself, in New York dates", () => {
    expect(ageOn("2005-11-28", "2026-11-28")).toBe(21);
    expect(ageRefusal("2005-11-28", "2026-11-28")).toBeNull();
    expect(ageOn("2005-11-29", "2026-11-28")).toBe(20);
    expect(ageRefusal("2005-11-29", "2026-11-28")).toBe(UNDER_AGE);
  });

  it("refuses no date, a date that is not real, and one ahead", () => {
    expect(ageRefusal(null, "2026-11-28")).toBe(NO_DATE_OF_BIRTH);
    expect(ageRefusal("2000-02-30", "2026-11-28")).toBe("Enter a real date of birth (yyyy-MM-dd).");
    expect(ageRefusal("2027-01-01", "2026-11-28")).toBe("Enter a real date of birth (yyyy-MM-dd).");
  });

  it("lets a leap-day baby come of age on March 1 in a common year", () => {
    expect(twentyFirstBirthday("2004-02-29")).toBe("2025-03-01");
    expect(ageRefusal("2004-02-29", "2025-02-28")).toBe(UNDER_AGE);
    expect(ageRefusal("2004-02-29", "2025-03-01")).toBeNull();
    expect(twentyFirstBirthday("2003-02-29".replace("29", "28"))).toBe("2024-02-28");
  });
});

describe("where wine may go", () => {
  const licensed = (state: string) => ["OH", "PA"].includes(state);
  it("ships to licensed states only, and pickup is always allowed", () => {
    expect(shipRefusal("PA", licensed)).toBeNull();
    expect(shipRefusal("UT", licensed)).toBe("We can't ship wine to UT.");
    expect(shipRefusal("pickup", licensed)).toBeNull();
  });
});

describe("the yearly volume", () => {
  it("lets an order reach the limit exactly, and says how many are left past it", () => {
    expect(volumeRefusal("NY", 36, 30, 6)).toBeNull();
    expect(volumeRefusal("NY", 36, 30, 7)).toBe(
      "NY allows 36 bottles a year per person: you can order 6 bottles more this year.",
    );
    expect(volumeRefusal("NY", 36, 35, 2)).toBe(
      "NY allows 36 bottles a year per person: you can order 1 bottle more this year.",
    );
    expect(volumeRefusal("NY", 36, 36, 1)).toBe(
      "You have reached NY's limit of 36 bottles a year for wine shipped to you.",
    );
    expect(volumeRefusal("OH", null, 500, 24)).toBeNull();
  });
});

describe("tax by destination", () => {
  it("rounds half-up to the cent at any four-place rate", () => {
    expect(taxAt(3241, "0.0800")).toBe(259);
    expect(taxAt(10000, "0.0725")).toBe(725);
    expect(taxAt(1999, "0.0825")).toBe(165); // 164.9175
    expect(taxAt(200, "0.0625")).toBe(13); // 12.5 rounds up
    expect(taxAt(0, "0.0600")).toBe(0);
    expect(() => taxAt(100, "8%")).toThrow("Not a tax rate: 8%");
  });

  it("reads a rate as people do", () => {
    expect(formatTaxRate("0.0800")).toBe("8%");
    expect(formatTaxRate("0.0825")).toBe("8.25%");
    expect(formatTaxRate("0.0650")).toBe("6.5%");
  });
});

describe("the compliance report", () => {
  it("sums the orders by month and state, months in order and states alphabetically", () => {
    const order = (
      month: string,
      state: string,
      bottles: number,
      taxableCents: number,
      taxCents: number,
    ) => ({
      month,
      state,
      bottles,
      taxableCents,
      taxCents,
    });
    expect(
      complianceReport([
        order("2026-11", "PA", 2, 4000, 254),
        order("2026-10", "OH", 1, 2000, 160),
        order("2026-11", "OH", 3, 6000, 480),
        order("2026-11", "PA", 6, 12000, 762),
      ]),
    ).toEqual([
      { month: "2026-10", state: "OH", orders: 1, bottles: 1, taxable: 2000, tax: 160 },
      { month: "2026-11", state: "OH", orders: 1, bottles: 3, taxable: 6000, tax: 480 },
      { month: "2026-11", state: "PA", orders: 2, bottles: 8, taxable: 16000, tax: 1016 },
    ]);
  });

  it("spans whole months, December into the next year", () => {
    expect(monthSpan("2026-01", "2026-12")).toEqual({ firstDay: "2026-01-01", dayAfter: "2027-01-01" });
    expect(monthSpan("2026-11", "2026-11")).toEqual({ firstDay: "2026-11-01", dayAfter: "2026-12-01" });
  });
});

describe("tax rates as the staff type them", () => {
  it("turns a percentage into the kept rate and back", () => {
    expect(["8", "7.25", "6.5", "0", "10%", " 9.75 "].map(rateFromPercent)).toEqual([
      "0.0800",
      "0.0725",
      "0.0650",
      "0.0000",
      "0.1000",
      "0.0975",
    ]);
    expect(["", "100", "7.255", "-1", "eight"].map(rateFromPercent)).toEqual([null, null, null, null, null]);
    expect(["0.0800", "0.0725", "0.0650", "0.1000"].map(percentOfRate)).toEqual(["8", "7.25", "6.5", "10"]);
  });
});

describe("what sells wine", () => {
  it("is every line kind but merchandise", () => {
    expect(holdsWine(["merchandise"])).toBe(false);
    expect(holdsWine([])).toBe(false);
    expect(
      ["wine", "gift-package", "membership", "membership_wine"].map((k) => holdsWine(["merchandise", k])),
    ).toEqual([true, true, true, true]);
  });
});
