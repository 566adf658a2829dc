import { describe, expect, it } from "vitest";
import {
  ageOn,
  ageRefusal,
  formatTaxRate,
  NO_DATE_OF_BIRTH,
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
