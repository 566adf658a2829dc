import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pageContent, wines } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers";
import { buyWine, createEntry, RIESLING } from "../../test/journal";

/** A built index.html as Vite writes it: the site's title and description, then the app. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Ridge Road Vineyard</title>
    <meta
      name="description"
      content="Ridge Road Vineyard, an estate winery on the Lake Erie shore."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PHOTO = `/uploads/${"ab".repeat(32)}.webp`;

async function appWithBuild(env: Record<string, string> = {}): Promise<TestApp> {
  const dist = mkdtempSync(join(tmpdir(), "rr-seo-"));
  writeFileSync(join(dist, "index.html"), INDEX_HTML);
  return createTestApp({ env: { WEB_DIST: dist, ...env } });
}

async function html(t: TestApp, path: string): Promise<string> {
  const res = await t.client().get<string>(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/html");
  return res.body;
}

/** Every <meta> of the page, by its name or property, and the <title>. */
function headOf(page: string) {
  const head = page.slice(0, page.indexOf("</head>"));
  const tags: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[m[1] ?? ""] = m[2] ?? "";
  }
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    titles: head.match(/<title>/g)?.length,
    descriptions: head.match(/name="description"/g)?.length,
    canonical: /<link rel="canonical" href="([^"]+)" \/>/.exec(head)?.[1],
    tags,
  };
}

describe("link previews", () => {
  it("a wine's page carries its name, description, absolute picture and price", async () => {
    const t = await appWithBuild();
    const page = headOf(await html(t, `/wine/${RIESLING}`));
    expect(page.title).toBe("Lakeshore Riesling | Ridge Road Vineyard");
    expect(page.titles).toBe(1);
    expect(page.descriptions).toBe(1);
    const description =
      "Our flagship Riesling, grown on the gravel ridge a mile from Lake Erie. Bright, off-dry and endlessly food-friendly.";
    expect(page.tags).toEqual({
      description,
      "og:site_name": "Ridge Road Vineyard",
      "og:type": "product",
      "og:title": "Lakeshore Riesling | Ridge Road Vineyard",
      "og:description": description,
      "og:url": `http://localhost:3000/wine/${RIESLING}`,
      "og:image": "http://localhost:3000/images/wines/wine-lakeshore-riesling-2022.svg",
      "product:price:amount": "22.00",
      "product:price:currency": "USD",
      "twitter:card": "summary_large_image",
    });
    expect(page.canonical).toBe(`http://localhost:3000/wine/${RIESLING}`);
  });

  it("uses PUBLIC_ORIGIN for addresses when it is set", async () => {
    const t = await appWithBuild({ PUBLIC_ORIGIN: "https://shop.ridgeroad.example" });
    const page = headOf(await html(t, `/wine/${RIESLING}`));
    expect(page.tags["og:url"]).toBe(`https://shop.ridgeroad.example/wine/${RIESLING}`);
    expect(page.tags["og:image"]).toBe(
      "https://shop.ridgeroad.example/images/wines/wine-lakeshore-riesling-2022.svg",
    );
  });

  it("never takes its addresses from a request's Host: a forged one reaches neither the forger nor the next visitor", async () => {
    const t = await appWithBuild();
    const forged = await t.app.request(`http://evil.example/wine/${RIESLING}`);
    expect(headOf(await forged.text()).canonical).toBe(`http://localhost:3000/wine/${RIESLING}`);
    const page = headOf(await html(t, `/wine/${RIESLING}`));
    expect(page.canonical).toBe(`http://localhost:3000/wine/${RIESLING}`);
    expect(page.tags["og:image"]).toBe("http://localhost:3000/images/wines/wine-lakeshore-riesling-2022.svg");
    const sitemap = await (await t.app.request("http://evil.example/sitemap.xml")).text();
    expect(sitemap).not.toContain("evil.example");
    expect(sitemap).toContain("<loc>http://localhost:3000/</loc>");
    const robots = await (await t.app.request("http://evil.example/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  it("escapes what the staff typed: a name cannot open a tag in the page", async () => {
    const t = await appWithBuild();
    await t.db.write((tx) =>
      tx
        .update(wines)
        .set({ name: `Rosé "Night" <script>alert(1)</script>`, description: "Fish & chips' friend" })
        .where(eq(wines.id, RIESLING)),
    );
    const body = await html(t, `/wine/${RIESLING}`);
    expect(body).not.toContain("<script>alert(1)");
    const page = headOf(body);
    expect(page.title).toBe(
      "Rosé &quot;Night&quot; &lt;script&gt;alert(1)&lt;/script&gt; | Ridge Road Vineyard",
    );
    expect(page.tags["og:description"]).toBe("Fish &amp; chips&#39; friend");
  });

  it("an unavailable or unknown wine keeps out of search results", async () => {
    const t = await appWithBuild();
    await t.db.write((tx) => tx.update(wines).set({ isAvailable: false }).where(eq(wines.id, RIESLING)));
    for (const path of [`/wine/${RIESLING}`, "/wine/no-such-wine", "/wine/%E0%A4%A"]) {
      const page = headOf(await html(t, path));
      expect(page.title).toBe("Wine not found | Ridge Road Vineyard");
      expect(page.tags.robots).toBe("noindex");
      expect(page.tags["og:image"]).toBeUndefined();
    }
  });

  it("a shared tasting note carries the wine, the taster's notes and the picture", async () => {
    const t = await appWithBuild();
    const { client, user } = await t.signedIn({ username: "dana_tastes" });
    await buyWine(t, user.id, RIESLING);
    const entry = await createEntry(client, {
      isPublic: true,
      personalNotes: "Bright & lively <b>honey</b> as it warms.",
      photos: [PHOTO],
    });
    const page = headOf(await html(t, `/journal/shared/${entry.shareableSlug}`));
    expect(page.title).toBe("Lakeshore Riesling 2022: tasting note | Ridge Road Vineyard");
    expect(page.tags.description).toBe("Bright &amp; lively &lt;b&gt;honey&lt;/b&gt; as it warms.");
    expect(page.tags["og:type"]).toBe("article");
    expect(page.tags["og:image"]).toBe(`http://localhost:3000${PHOTO}`);
    expect(page.tags["og:url"]).toBe(`http://localhost:3000/journal/shared/${entry.shareableSlug}`);

    // Made private again, the old link shows nothing of it.
    await client.put(`/api/journals/${entry.id}`, { ...entry, isPublic: false });
    const gone = headOf(await html(t, `/journal/shared/${entry.shareableSlug}`));
    expect(gone.title).toBe("Journal entry not found | Ridge Road Vineyard");
    expect(gone.tags.description).not.toContain("Bright");
  });

  it("a page carries its meta title and description, and a draft stays hidden", async () => {
    const t = await appWithBuild();
    const page = headOf(await html(t, "/pages/faq"));
    expect(page.title).toBe("Frequently Asked Questions | Ridge Road Vineyard");
    expect(page.tags.description).toBe("Answers to the questions we hear most at Ridge Road Vineyard.");
    expect(page.tags["og:url"]).toBe("http://localhost:3000/pages/faq");

    await t.db.write((tx) =>
      tx.update(pageContent).set({ metaDescription: null }).where(eq(pageContent.slug, "faq")),
    );
    expect(headOf(await html(t, "/pages/faq")).tags.description).toBe(
      "Do I need a reservation for a tasting? Not for a flight at the bar. Book ahead for groups of 8 or more and for tours. Can I bring children or dogs? Children…",
    );

    await t.db.write((tx) =>
      tx.update(pageContent).set({ isPublished: false }).where(eq(pageContent.slug, "faq")),
    );
    const draft = headOf(await html(t, "/pages/faq"));
    expect(draft.title).toBe("Page not found | Ridge Road Vineyard");
    expect(draft.tags.robots).toBe("noindex");
  });

  it("other pages keep the site's own title and description", async () => {
    const t = await appWithBuild();
    const body = await html(t, "/shop");
    expect(body).toBe(INDEX_HTML);
  });
});

describe("search engines", () => {
  it("robots.txt keeps staff, api and private pages out and names the sitemap", async () => {
    const t = await appWithBuild();
    const res = await t.client().get<string>("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(res.body).toBe(
      [
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /api",
        "Disallow: /dashboard",
        "Disallow: /checkout",
        "Disallow: /cart",
        "Disallow: /orders",
        "Disallow: /trpc",
        "",
        "Sitemap: http://localhost:3000/sitemap.xml",
        "",
      ].join("\n"),
    );
  });

  it("the sitemap lists the public pages, every wine on sale and every published page", async () => {
    const t = await appWithBuild();
    await t.db.write((tx) => tx.update(wines).set({ isAvailable: false }).where(eq(wines.id, RIESLING)));
    await t.db.write((tx) =>
      tx.update(pageContent).set({ isPublished: false }).where(eq(pageContent.slug, "terms")),
    );
    const res = await t.client().get<string>("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const onSale = (await t.db.select({ id: wines.id }).from(wines).where(eq(wines.isAvailable, true))).map(
      (w) => `http://localhost:3000/wine/${w.id}`,
    );
    expect(onSale.length).toBeGreaterThan(5);
    expect(locs).toEqual([
      ...[
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
      ].map((p) => `http://localhost:3000${p}`),
      ...onSale,
      ...["about", "visit", "contact", "shipping", "privacy", "faq"].map(
        (s) => `http://localhost:3000/pages/${s}`,
      ),
    ]);
    expect(locs).not.toContain(`http://localhost:3000/wine/${RIESLING}`);
    expect(res.body).toMatch(
      /<url><loc>http:\/\/localhost:3000\/pages\/faq<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><\/url>/,
    );
  });
});
