import { describe, expect, it } from "vitest";
import { z } from "zod";
import { syncFilters, syncWindow } from "./sync";

const filters = z.object(syncFilters);

describe("the sync filters", () => {
  it("read a date as a whole New York day, winter and summer", () => {
    expect(syncWindow({ createdFrom: "2026-11-27", createdTo: "2026-11-27" })).toEqual({
      window: { createdFrom: "2026-11-27T05:00:00.000Z", createdBefore: "2026-11-28T05:00:00.000Z" },
    });
    expect(syncWindow({ createdFrom: "2026-07-04", createdTo: "2026-07-04" })).toEqual({
      window: { createdFrom: "2026-07-04T04:00:00.000Z", createdBefore: "2026-07-05T04:00:00.000Z" },
    });
  });

  it("read a timestamp as that instant, in UTC, createdTo included", () => {
    expect(
      syncWindow({
        createdFrom: "2026-11-27T09:00:00-05:00",
        createdTo: "2026-11-27T15:00:00Z",
        updatedSince: "2026-11-01T00:00:00Z",
      }),
    ).toEqual({
      window: {
        createdFrom: "2026-11-27T14:00:00.000Z",
        createdBefore: "2026-11-27T15:00:00.001Z",
        updatedSince: "2026-11-01T00:00:00.000Z",
      },
    });
  });

  it("refuses a window the wrong way round", () => {
    expect(syncWindow({ createdFrom: "2026-11-28", createdTo: "2026-11-27" })).toEqual({
      refused: "createdFrom must be before createdTo",
    });
  });

  it("refuses what is neither a timestamp nor a real date, naming the field", () => {
    for (const value of ["yesterday", "2026-02-30", "2026-11-27T25:00:00Z", "1700000000"]) {
      const parsed = filters.safeParse({ createdFrom: value });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        "createdFrom must be an ISO timestamp (2026-11-27T14:00:00Z) or a date (2026-11-27, a New York day)",
      );
    }
    expect(filters.parse({ createdTo: "2026-11-27" })).toEqual({ createdTo: "2026-11-27" });
  });
});
