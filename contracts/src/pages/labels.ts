/** Zod-free facts about the staff's pages: the footer (first load) and the Pages tab read these. */

/**
 * The seven pages the site's own screens read: the about, visit and contact intros, and the pages
 * the checkout, club and footer texts point to. Staff edit or unpublish them; they cannot delete
 * them (docs/product/decisions.md, Round 3), so no screen ever points at a page that is gone.
 */
export const fixedPageSlugs = ["about", "visit", "contact", "shipping", "privacy", "terms", "faq"] as const;
export type FixedPageSlug = (typeof fixedPageSlugs)[number];

/** The pages shown as the intro at the top of a screen of their own (/about, /visit, /contact). */
export const introPageSlugs = ["about", "visit", "contact"] as const;

export function isIntroPage(slug: string): boolean {
  return (introPageSlugs as readonly string[]).includes(slug);
}

export function isFixedPage(slug: string): boolean {
  return (fixedPageSlugs as readonly string[]).includes(slug);
}

/** Where a page shows: an intro at the top of its own screen, any other page under /pages. */
export function pageAddress(slug: string): string {
  return isIntroPage(slug) ? `/${slug}` : `/pages/${slug}`;
}

/** A new page's address: lowercase letters and digits in words joined by single hyphens. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX = 60;

/** The address the New page form suggests for a title: "Harvest Festival 2026!" -> "harvest-festival-2026". */
export function suggestPageSlug(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, PAGE_SLUG_MAX)
    .replace(/^-+|-+$/g, "");
}
