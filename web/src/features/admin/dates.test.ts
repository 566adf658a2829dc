import { describe, expect, it } from "vitest";
import { formatBusinessDay, formatDay, formatDayTime } from "./dates";
import { formatWhen } from "./mail-format";
import { formatDateTime } from "./orders/order-display";

describe("the back office's dates", () => {
  it("are New York's, late in the evening too", () => {
    // 9 pm on November 20 in New York is already the 21st in UTC.
    expect(formatDay("2026-11-21T02:00:00.000Z")).toBe("Nov 20, 2026");
    expect(formatDayTime("2026-11-21T02:00:00.000Z")).toBe("Nov 20, 2026, 9:00 PM");
    expect(formatBusinessDay("2026-04-10")).toBe("Apr 10, 2026");
  });

  it("are written one way on every screen", () => {
    const at = "2026-07-04T16:30:00.000Z";
    expect(formatWhen(at)).toBe("Jul 4, 2026, 12:30 PM");
    expect(formatDateTime(at)).toBe(formatWhen(at));
  });
});
