import { site } from "contracts/site";
import { type Db, pageContent, tastingJournals, users, wines } from "db";
import { and, asc, eq } from "drizzle-orm";
import { escapeHtml, type PageHead, summary } from "../../http/page-head";

/**
 * What link previews and search engines read before any script runs: the <head> of the pages
 * people share (a wine, a shared tasting note, an edited page), the sitemap and robots.txt.
 * Titles follow the ones the app sets itself (web/src/lib/document-title.ts).
 */

const titled = (title: string) => (title.includes(site.name) ? title : `${title} | ${site.name}`);
const absolute = (origin: string, path: string | null | undefined) =>
  path ? new URL(path, `${origin}/`).href : null;

/** Markdown as plain text for a description: no marks, links as their words, pictures left out. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~]+/g, "");
}

async function wineHead(db: Db, origin: string, id: string): Promise<PageHead | null> {
  const wine = (
    await db
      .select({
        name: wines.name,
        description: wines.description,
        price: wines.price,
        imageUrl: wines.imageUrl,
      })
      .from(wines)
      .where(and(eq(wines.id, id), eq(wines.isAvailable, true)))
  )[0];
  if (!wine) return null;
  return {
    title: titled(wine.name),
    description: summary(wine.description),
    url: `${origin}/wine/${encodeURIComponent(id)}`,
    image: absolute(origin, wine.imageUrl),
    type: "product",
    price: wine.price,
  };
}

async function journalHead(db: Db, origin: string, slug: string): Promise<PageHead | null> {
  const entry = (
    await db
      .select({
        notes: tastingJournals.personalNotes,
        photos: tastingJournals.photos,
        wineName: wines.name,
        vintage: wines.vintage,
        wineImage: wines.imageUrl,
        username: users.username,
      })
      .from(tastingJournals)
      .innerJoin(wines, eq(tastingJournals.wineId, wines.id))
      .innerJoin(users, eq(tastingJournals.userId, users.id))
      .where(and(eq(tastingJournals.shareableSlug, slug), eq(tastingJournals.isPublic, true)))
  )[0];
  if (!entry) return null;
  const wine = `${entry.wineName} ${entry.vintage}`;
  return {
    title: titled(`${wine}: tasting note`),
    description: summary(entry.notes?.trim() || `${entry.username}'s tasting note on ${wine}.`),
    url: `${origin}/journal/shared/${encodeURIComponent(slug)}`,
    image: absolute(origin, entry.photos[0] ?? entry.wineImage),
    type: "article",
  };
}

async function pageHead(db: Db, origin: string, slug: string): Promise<PageHead | null> {
  const page = (
    await db
      .select()
      .from(pageContent)
      .where(and(eq(pageContent.slug, slug), eq(pageContent.isPublished, true)))
  )[0];
  if (!page) return null;
  return {
    title: titled(page.metaTitle || page.title),
    description: page.metaDescription || summary(plainText(page.content)),
    url: `${origin}/pages/${encodeURIComponent(slug)}`,
    type: "article",
  };
}

const shared: {
  pattern: RegExp;
  head: (db: Db, origin: string, key: string) => Promise<PageHead | null>;
  missing: string;
}[] = [
  { pattern: /^\/wine\/([^/]+)\/?$/, head: wineHead, missing: "Wine not found" },
  { pattern: /^\/journal\/shared\/([^/]+)\/?$/, head: journalHead, missing: "Journal entry not found" },
  { pattern: /^\/pages\/([^/]+)\/?$/, head: pageHead, missing: "Page not found" },
];

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The <head> of a page people share, or null for the other pages (they keep index.html's). A
 * missing, unavailable or private one gets a "not found" title and stays out of search results.
 */
export async function pageHeadFor(db: Db, origin: string, path: string): Promise<PageHead | null> {
  for (const { pattern, head, missing } of shared) {
    const match = pattern.exec(path);
    if (!match?.[1]) continue;
    const key = decoded(match[1]);
    const found = key === null ? null : await head(db, origin, key);
    return (
      found ?? {
        title: titled(missing),
        description: site.tagline,
        url: `${origin}${path}`,
        type: "website",
        noindex: true,
      }
    );
  }
  return null;
}

/** The public pages a search engine should know, besides every wine and published page. */
export const publicRoutes = [
  "/",
  "/shop",
  "/gifts",
  "/merchandise",
  "/membership",
  "/reservations",
  "/journal",
  "/forum",
  "/visit",
  "/about",
  "/contact",
  "/newsletter",
];

/** sitemaps.org: the public routes, every wine on sale and every published page. */
export async function sitemap(db: Db, origin: string): Promise<string> {
  const wineIds = await db
    .select({ id: wines.id })
    .from(wines)
    .where(eq(wines.isAvailable, true))
    .orderBy(asc(wines.createdAt), asc(wines.id));
  const pages = await db
    .select({ slug: pageContent.slug, updatedAt: pageContent.updatedAt })
    .from(pageContent)
    .where(eq(pageContent.isPublished, true))
    .orderBy(asc(pageContent.createdAt));
  const entry = (path: string, modified?: string) =>
    `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${modified ? `<lastmod>${escapeHtml(modified.slice(0, 10))}</lastmod>` : ""}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicRoutes.map((path) => entry(path)),
    ...wineIds.map((w) => entry(`/wine/${encodeURIComponent(w.id)}`)),
    ...pages.map((p) => entry(`/pages/${encodeURIComponent(p.slug)}`, p.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
}

/** Staff screens, the api and people's own pages are not for search engines. */
export const disallowed = ["/admin", "/api", "/dashboard", "/checkout", "/cart", "/orders", "/trpc"];

export function robots(origin: string): string {
  return [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
