import { describe, expect, it } from "vitest";
import { sameSitePath } from "./redirect";

describe("where signing in returns to", () => {
  it("keeps a path on this site, with its search and hash", () => {
    expect(sameSitePath("/cart")).toBe("/cart");
    expect(sameSitePath("/reservations?type=rt-wine-tasting&date=2026-11-20&slot=s1&guests=4")).toBe(
      "/reservations?type=rt-wine-tasting&date=2026-11-20&slot=s1&guests=4",
    );
    expect(sameSitePath("/forum?topic=t1#reply")).toBe("/forum?topic=t1#reply");
  });

  it("never leaves the site: full and protocol-relative addresses, backslashes and schemes are dropped", () => {
    for (const address of [
      "https://evil.example/cart",
      "//evil.example/cart",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/%0a/evil.example".replace("%0a", "\n"),
      "javascript:alert(1)",
      "evil.example",
      "cart",
      "",
    ]) {
      expect(sameSitePath(address), address).toBeUndefined();
    }
  });

  it("drops what is not text, too long, or the sign-in page itself", () => {
    expect(sameSitePath(undefined)).toBeUndefined();
    expect(sameSitePath(42)).toBeUndefined();
    expect(sameSitePath(["/cart"])).toBeUndefined();
    expect(sameSitePath(`/${"a".repeat(600)}`)).toBeUndefined();
    expect(sameSitePath("/membership")).toBeUndefined();
    expect(sameSitePath("/membership?redirect=/cart")).toBeUndefined();
  });
});
