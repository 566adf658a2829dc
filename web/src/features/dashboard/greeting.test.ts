import { describe, expect, it } from "vitest";
import { greetingHeading, hiddenEdges, memberSince, scrollToShow, tierBadgeText } from "./greeting";

describe("the dashboard's greeting", () => {
  it("welcomes a brand-new account, and welcomes back everyone else", () => {
    expect(greetingHeading("rita", true)).toBe("Welcome, rita");
    expect(greetingHeading("rita", false)).toBe("Welcome back, rita");
  });

  it("names the tier, or the person as a customer", () => {
    expect(tierBadgeText("premium")).toBe("Premium Member");
    expect(tierBadgeText("elite")).toBe("Elite Member");
    expect(tierBadgeText(null)).toBe("Customer");
  });

  it("counts a member from the membership's start, anyone else from the account's creation", () => {
    const created = "2026-01-05T10:00:00.000Z";
    const started = "2026-11-01T09:00:00.000Z";
    expect(memberSince({ createdAt: created, membershipTier: "premium" }, started)).toBe(started);
    // Until the membership has loaded, the account's date stands in.
    expect(memberSince({ createdAt: created, membershipTier: "premium" }, undefined)).toBe(created);
    // A tier since dropped: the old membership's date no longer counts.
    expect(memberSince({ createdAt: created, membershipTier: null }, started)).toBe(created);
  });
});

describe("the tab row", () => {
  const row = { left: 16, right: 374 };

  it("moves left or right just enough for the selected tab to show whole", () => {
    expect(scrollToShow(row, { left: 340, right: 420 })).toBe(46);
    expect(scrollToShow(row, { left: -40, right: 30 })).toBe(-56);
  });

  it("stays put when the tab already shows", () => {
    expect(scrollToShow(row, { left: 16, right: 100 })).toBe(0);
    expect(scrollToShow(row, { left: 300, right: 374 })).toBe(0);
  });
});

describe("the tab row's scroll cue", () => {
  it("fades the end while more tabs wait to the right, and the start once scrolled", () => {
    expect(hiddenEdges({ scrollLeft: 0, scrollWidth: 520, clientWidth: 358 })).toEqual({
      start: false,
      end: true,
    });
    expect(hiddenEdges({ scrollLeft: 80, scrollWidth: 520, clientWidth: 358 })).toEqual({
      start: true,
      end: true,
    });
    expect(hiddenEdges({ scrollLeft: 162, scrollWidth: 520, clientWidth: 358 })).toEqual({
      start: true,
      end: false,
    });
  });

  it("shows no cue when every tab fits", () => {
    expect(hiddenEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 900 })).toEqual({
      start: false,
      end: false,
    });
    expect(hiddenEdges({ scrollLeft: 0, scrollWidth: 900.5, clientWidth: 900 })).toEqual({
      start: false,
      end: false,
    });
  });
});
