import { describe, expect, it } from "vitest";
import { formatBusinessDate, formatSlotDate, formatSlotTime, slotOption } from "./format";

// Noon in New York on a winter Friday (17:00 UTC).
const noon = "2026-11-20T17:00:00.000Z";

describe("reservation times", () => {
  it("are written in New York time, whatever the visitor's zone", () => {
    expect(formatSlotTime(noon)).toBe("12:00 PM");
    expect(formatSlotDate(noon)).toBe("Fri, Nov 20, 2026");
    expect(formatBusinessDate("2026-11-20")).toBe("Fri, Nov 20");
  });

  it("are offered while the party fits, and say why not otherwise", () => {
    const slot = { startTime: noon, isAvailable: true, availableSpots: 3 };
    expect(slotOption(slot, 2)).toEqual({ text: "12:00 PM", disabled: false });
    expect(slotOption(slot, 3)).toEqual({ text: "12:00 PM", disabled: false });
    expect(slotOption(slot, 4)).toEqual({ text: "12:00 PM (3 left)", disabled: true });
    expect(slotOption({ ...slot, availableSpots: 0 }, 1)).toEqual({
      text: "12:00 PM (Full)",
      disabled: true,
    });
    expect(slotOption({ ...slot, isAvailable: false }, 1)).toEqual({
      text: "12:00 PM (Full)",
      disabled: true,
    });
  });
});
