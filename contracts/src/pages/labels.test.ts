import { describe, expect, it } from "vitest";
import { isFixedPage, pageAddress, suggestPageSlug } from "./labels";
import { newPageSlugSchema } from "./schemas";

describe("the staff's pages", () => {
  it("shows the intros on their own screens and every other page under /pages", () => {
    expect(pageAddress("about")).toBe("/about");
    expect(pageAddress("contact")).toBe("/contact");
    expect(pageAddress("faq")).toBe("/pages/faq");
    expect(pageAddress("harvest-festival")).toBe("/pages/harvest-festival");
  });

  it("keeps the seven pages the screens read", () => {
    expect(["about", "visit", "contact", "shipping", "privacy", "terms", "faq"].every(isFixedPage)).toBe(
      true,
    );
    expect(isFixedPage("harvest-festival")).toBe(false);
  });

  it("takes a new address of lowercase words joined by single hyphens", () => {
    const message = (slug: string) => newPageSlugSchema.safeParse(slug).error?.issues[0]?.message;
    expect(newPageSlugSchema.parse(" harvest-2026 ")).toBe("harvest-2026");
    const rule = 'An address uses lowercase letters, digits and single hyphens, like "harvest-festival"';
    for (const bad of ["Harvest", "harvest festival", "-harvest", "harvest-", "harvest--fest", "café"]) {
      expect(message(bad), bad).toBe(rule);
    }
    expect(message("")).toBe("Give the page an address");
    expect(message("a".repeat(61))).toBe("An address is at most 60 characters");
  });

  it("suggests an address from a title that the address rule takes", () => {
    expect(suggestPageSlug("Harvest Festival 2026!")).toBe("harvest-festival-2026");
    expect(suggestPageSlug("  Wine & Cheese Pairing ")).toBe("wine-and-cheese-pairing");
    expect(suggestPageSlug("Rosé Days")).toBe("rose-days");
    expect(suggestPageSlug("!!!")).toBe("");
    const long = suggestPageSlug(`${"word ".repeat(20)}end`);
    expect(newPageSlugSchema.safeParse(long).success).toBe(true);
  });
});
