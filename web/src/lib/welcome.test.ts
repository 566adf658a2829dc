import { describe, expect, it } from "vitest";
import { isFirstWelcome } from "./welcome";

describe("welcome or welcome back", () => {
  const now = new Date("2026-11-20T15:00:00.000Z");

  it("says welcome to an account made today that this browser has not greeted", () => {
    expect(isFirstWelcome("2026-11-20T14:58:00.000Z", now, false)).toBe(true);
    expect(isFirstWelcome("2026-11-19T15:00:01.000Z", now, false)).toBe(true);
    // A browser clock a few minutes behind the server's: the account was made "after now", and is new.
    expect(isFirstWelcome("2026-11-20T15:04:00.000Z", now, false)).toBe(true);
  });

  it("says welcome back once greeted, and to any account older than a day", () => {
    expect(isFirstWelcome("2026-11-20T14:58:00.000Z", now, true)).toBe(false);
    expect(isFirstWelcome("2026-11-19T15:00:00.000Z", now, false)).toBe(false);
    expect(isFirstWelcome("2025-03-02T10:00:00.000Z", now, false)).toBe(false);
    expect(isFirstWelcome("not a date", now, false)).toBe(false);
  });
});
