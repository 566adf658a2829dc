/** What a link preview or a search engine reads from a page's <head>. */
export interface PageHead {
  /** The whole <title>, site name included. */
  title: string;
  description: string;
  /** The page's absolute address (og:url). */
  url: string;
  /** An absolute picture address (og:image). */
  image?: string | null;
  /** og:type: "website", "article" or "product". */
  type: "website" | "article" | "product";
  /** A product's price as decimal text ("24.00") in US dollars. */
  price?: string;
  /** A missing or private thing: keep it out of search results. */
  noindex?: boolean;
}

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** At most `max` characters on one line, cut at a word with an ellipsis. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The tags added before </head>: Open Graph, the Twitter card and robots. */
export function headTags(head: PageHead, siteName: string): string {
  const tags = [
    meta("property", "og:site_name", siteName),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.url),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
  ];
  if (head.image) tags.push(meta("property", "og:image", head.image));
  if (head.price !== undefined) {
    tags.push(meta("property", "product:price:amount", head.price));
    tags.push(meta("property", "product:price:currency", "USD"));
  }
  tags.push(meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"));
  if (head.noindex) tags.push(meta("name", "robots", "noindex"));
  return tags.join("\n    ");
}

/** index.html with the page's title and description in place of the site's, and the tags added. */
export function withHead(html: string, head: PageHead, siteName: string): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = meta("name", "description", head.description);
  let out = /<title>[\s\S]*?<\/title>/.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : html.replace("</head>", () => `${title}\n  </head>`);
  out = /<meta\s+name="description"[^>]*>/.test(out)
    ? out.replace(/<meta\s+name="description"[^>]*>/, () => description)
    : out.replace("</head>", () => `${description}\n  </head>`);
  return out.replace("</head>", () => `  ${headTags(head, siteName)}\n  </head>`);
}
