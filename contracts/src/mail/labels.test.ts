import { describe, expect, it } from "vitest";
import { MAIL_MAX_ATTEMPTS, nextMailAttempt } from "./labels";

describe("mail retries", () => {
  const now = new Date("2026-11-20T15:00:00.000Z");
  const waitAfter = (failed: number) => {
    const next = nextMailAttempt(failed, now);
    return next ? (next.getTime() - now.getTime()) / 60_000 : null;
  };

  it("waits longer after each failed try: 1, 5, 15, then 60 minutes", () => {
    expect([1, 2, 3, 4].map(waitAfter)).toEqual([1, 5, 15, 60]);
  });

  it("gives up after the fifth try", () => {
    expect(MAIL_MAX_ATTEMPTS).toBe(5);
    expect(nextMailAttempt(5, now)).toBeNull();
  });
});
