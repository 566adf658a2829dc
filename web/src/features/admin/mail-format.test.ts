import { describe, expect, it } from "vitest";
import { formatWhen, framedEmail, timeAgo } from "./mail-format";

describe("admin mail formatting", () => {
  const now = Date.parse("2026-11-20T15:00:00.000Z");

  it("says how long ago a subscriber signed up", () => {
    expect(timeAgo("2026-11-20T14:59:30.000Z", now)).toBe("just now");
    expect(timeAgo("2026-11-20T14:55:00.000Z", now)).toBe("5 minutes ago");
    expect(timeAgo("2026-11-20T12:00:00.000Z", now)).toBe("3 hours ago");
    expect(timeAgo("2026-11-19T15:00:00.000Z", now)).toBe("yesterday");
    expect(timeAgo("2026-11-06T15:00:00.000Z", now)).toBe("2 weeks ago");
    expect(timeAgo("2025-11-01T15:00:00.000Z", now)).toBe("last year");
  });

  it("shows times in the winery's time zone", () => {
    expect(formatWhen("2026-11-20T15:00:00.000Z")).toBe("Nov 20, 2026, 10:00 AM");
  });

  it("opens an e-mail's links in a new tab, not in the preview frame", () => {
    expect(framedEmail("<html><head><title>x</title></head>")).toBe(
      '<html><head><base target="_blank"><title>x</title></head>',
    );
  });
});
