import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { wines } from "db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, otherProcess, type TestApp } from "../test/helpers";
import { bootScript, bootScriptSource } from "./boot";
import { contentSecurityPolicy } from "./security-headers";
import { warmUpPages, withPage } from "./server-render";

const RIESLING = "wine-lakeshore-riesling-2022";

/** index.html as Vite builds it: the entry script, the modules it preloads, the inlined font CSS. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Ridge Road Vineyard</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/chakra-ghi.js">
    <style>@font-face{font-family:Playfair Display}</style>
  </head>
  <body>
    <noscript>Ridge Road Vineyard needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A stand-in for web/dist-server/entry-server.js with the same contract: it asks the api, in process
 * and as the visitor, for auth.me and the wines, and renders what it was told. It counts its renders,
 * fails for /wine/broken and declines /wine/missing (the browser then renders those); another wine's
 * page shows that wine's stock and price, from its own call. The app it
 * stands for has no page under /nowhere (isKnownPath) and no wine "unknown" (rendered as not found).
 */
const ENTRY_SERVER = `
export function isKnownPath(pathname) {
  return !pathname.startsWith("/nowhere");
}
export async function render(url, fetcher) {
  globalThis.rrRenders = (globalThis.rrRenders ?? 0) + 1;
  if (url === "/wine/broken") throw new Error("the render broke");
  if (url === "/wine/missing") return null;
  if (url === "/wine/unknown") {
    return { html: "<h1>Page not found</h1>", styles: "", state: "{}", status: 404 };
  }
  const me = await (await fetcher("/trpc/auth.me", { method: "GET" })).json();
  const list = await (await fetcher("/api/wines", { method: "GET" })).json();
  const riesling = list.find((wine) => wine.id === "${RIESLING}");
  const who = me.result.data.user ? me.result.data.user.username : "visitor";
  if (url.startsWith("/wine/")) {
    const wine = await (await fetcher("/api/wines/" + url.slice("/wine/".length), { method: "GET" })).json();
    return {
      html: "<p>" + who + " sees " + wine.stock + " bottles of " + wine.name + " at $" + wine.price + "</p>",
      styles: "",
      state: "{}",
    };
  }
  return {
    html: "<p>" + who + " sees " + riesling.stock + " bottles of Riesling at " + url + "</p>",
    styles: "<style data-rr-styles=\\"abc\\">.css-abc{color:red}</style>",
    state: JSON.stringify({ queries: [] }).replace(/</g, "\\\\u003c"),
  };
}`;

function renders(): number {
  const count: unknown = Reflect.get(globalThis, "rrRenders");
  return typeof count === "number" ? count : 0;
}

async function appWithServerBuild(): Promise<TestApp> {
  const root = mkdtempSync(join(tmpdir(), "rr-render-"));
  const dist = join(root, "dist");
  const server = join(root, "dist-server");
  mkdirSync(dist);
  mkdirSync(server);
  writeFileSync(join(dist, "index.html"), INDEX_HTML);
  writeFileSync(join(server, "entry-server.js"), ENTRY_SERVER);
  return createTestApp({ env: { WEB_DIST: dist, WEB_SERVER_DIST: server } });
}

async function page(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`http://localhost${path}`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/html");
  return { res, html: await res.text() };
}

function rootOf(html: string): string | undefined {
  return /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];
}

describe("the public pages, rendered on the server", () => {
  it("sends the page's markup, its CSS and its data, and starts the scripts after the first paint", async () => {
    const t = await appWithServerBuild();
    const { html } = await page(t, "/shop");
    expect(rootOf(html)).toBe("<p>visitor sees 96 bottles of Riesling at /shop</p>");
    expect(html).toContain('<style data-rr-styles="abc">.css-abc{color:red}</style>\n  </head>');
    expect(html).toContain('<script id="rr-state" type="application/json">{"queries":[]}</script>');
    // The build's script tags became the boot list, entry first; the only inline script is the boot.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      '<script id="rr-boot" type="application/json">["/assets/index-abc.js","/assets/react-def.js","/assets/chakra-ghi.js"]</script>',
    );
    expect(html).toContain(`<script>${bootScript}</script>`);
    // The page reads without scripts, so it no longer says it needs them.
    expect(html).not.toContain("<noscript>");
  });

  it("allows the boot script, and no other inline script, by its hash", async () => {
    const t = await appWithServerBuild();
    const { res } = await page(t, "/");
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toBe(contentSecurityPolicy);
    expect(policy).toContain(`script-src 'self' ${bootScriptSource} https://js.stripe.com`);
    expect(policy).not.toContain("'unsafe-inline' https://js.stripe.com");
  });

  it("keeps a visitor's page in memory, compressed with an ETag, until the stock it shows changes", async () => {
    const t = await appWithServerBuild();
    const before = renders();
    const first = await page(t, "/shop", { "accept-encoding": "br" });
    expect(first.res.headers.get("content-encoding")).toBe("br");
    const etag = first.res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await page(t, "/shop");
    expect(rootOf(again.html)).toBe("<p>visitor sees 96 bottles of Riesling at /shop</p>");
    expect(renders()).toBe(before + 1);
    const revalidated = await t.app.request("http://localhost/shop", { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    // A sale (any write to the wines) drops the kept page: the next visitor sees the new stock.
    await t.db.write((tx) => tx.update(wines).set({ stock: 5 }).where(eq(wines.id, RIESLING)));
    const after = await t.app.request("http://localhost/shop", {
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(after.status).toBe(200);
    const text = brotliDecompressSync(Buffer.from(await after.arrayBuffer())).toString();
    expect(rootOf(text)).toBe("<p>visitor sees 5 bottles of Riesling at /shop</p>");
    expect(renders()).toBe(before + 2);
  });

  it("a wine's page shows the price and stock another process on the same database just wrote", async () => {
    const t = await appWithServerBuild();
    const path = `/wine/${RIESLING}`;
    const first = await page(t, path);
    expect(rootOf(first.html)).toBe("<p>visitor sees 96 bottles of Lakeshore Riesling at $22.00</p>");
    const before = renders();
    await page(t, path);
    expect(renders()).toBe(before);
    // Another server process, with its own connections to the same file.
    await (await otherProcess(t)).db.write((tx) =>
      tx.update(wines).set({ price: "26.50", stock: 7 }).where(eq(wines.id, RIESLING)),
    );
    const after = await page(t, path);
    expect(rootOf(after.html)).toBe("<p>visitor sees 7 bottles of Lakeshore Riesling at $26.50</p>");
    expect(renders()).toBe(before + 1);
  });

  it("drops the kept pages when the staff add or delete a page (the footer lists the published ones)", async () => {
    const t = await appWithServerBuild();
    const { client: admin } = await t.signedIn({ role: "admin" });
    await page(t, "/");
    const before = renders();
    await page(t, "/");
    expect(renders()).toBe(before);
    const added = await admin.post("/api/admin/pages", {
      slug: "open-house",
      title: "Open House",
      content: "x",
    });
    expect(added.status).toBe(200);
    await page(t, "/");
    expect(renders()).toBe(before + 1);
    await page(t, "/");
    expect(renders()).toBe(before + 1);
    expect((await admin.delete("/api/admin/pages/open-house")).status).toBe(200);
    await page(t, "/");
    expect(renders()).toBe(before + 2);
  });

  it("renders a signed-in person's own page every time, never from or into the visitors' copy", async () => {
    const t = await appWithServerBuild();
    const { client } = await t.signedIn({ username: "margaret" });
    await page(t, "/reservations");
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const before = renders();
    const own = await page(t, "/reservations", { cookie });
    expect(rootOf(own.html)).toBe("<p>margaret sees 96 bottles of Riesling at /reservations</p>");
    expect(own.res.headers.get("etag")).toBeNull();
    await page(t, "/reservations", { cookie });
    expect(renders()).toBe(before + 2);
    const visitor = await page(t, "/reservations");
    expect(rootOf(visitor.html)).toBe("<p>visitor sees 96 bottles of Riesling at /reservations</p>");
    expect(renders()).toBe(before + 2);
  });

  it("has the fixed public pages kept before the first visitor opens them, when warmed up at start", async () => {
    const t = await appWithServerBuild();
    await warmUpPages(t.app, "http://localhost:3001");
    // Links in e-mails keep the server's own address (PORT 3000 here): no request teaches them another.
    expect(t.deps.mail.links.origin).toBe("http://localhost:3000");
    const before = renders();
    for (const path of ["/", "/shop", "/reservations", "/journal"]) {
      const { html } = await page(t, path);
      expect(rootOf(html)).toBe(`<p>visitor sees 96 bottles of Riesling at ${path}</p>`);
    }
    expect(renders()).toBe(before);
  });

  it("leaves other pages, and the ones the render declines or fails, to the browser", async () => {
    const t = await appWithServerBuild();
    for (const path of ["/cart", "/admin", "/wine/missing", "/wine/broken"]) {
      const { html } = await page(t, path);
      expect(rootOf(html)).toBe("");
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(html).not.toContain("rr-state");
    }
  });

  it("answers 404 for an address the app has no page for, and for a missing wine with its page", async () => {
    const t = await appWithServerBuild();
    // An unknown address: index.html as it is (the browser renders the friendly page), no render.
    for (const path of ["/nowhere", "/nowhere/at/all?x=1"]) {
      const before = renders();
      const res = await t.app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(rootOf(html)).toBe("");
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(renders()).toBe(before);
    }
    // A rendered page whose wine is missing: its own not-found page, never kept.
    const before = renders();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request("http://localhost/wine/unknown");
      expect(res.status).toBe(404);
      expect(rootOf(await res.text())).toBe("<h1>Page not found</h1>");
    }
    expect(renders()).toBe(before + 2);
    // A page the app has, rendered by the browser, is still a 200.
    const cart = await t.app.request("http://localhost/cart");
    expect(cart.status).toBe(200);
    expect(rootOf(await cart.text())).toBe("");
  });

  it("renders nothing on the server without a server build", async () => {
    const root = mkdtempSync(join(tmpdir(), "rr-render-"));
    writeFileSync(join(root, "index.html"), INDEX_HTML);
    const t = await createTestApp({ env: { WEB_DIST: root } });
    const { html } = await page(t, "/shop");
    expect(rootOf(html)).toBe("");
  });
});

describe("withPage", () => {
  it("escapes nothing it is given and moves every build script into the boot list", () => {
    const out = withPage(INDEX_HTML, { html: "<main>x</main>", styles: "<style></style>", state: "{}" });
    expect(out.match(/<script/g)).toHaveLength(3);
    expect(out.indexOf('id="rr-boot"')).toBeGreaterThan(out.indexOf('id="rr-state"'));
    expect(out).toContain('<div id="root"><main>x</main></div>');
  });

  it("puts the 21+ question after the boot script, which hides it before it is painted once answered", () => {
    const out = withPage(INDEX_HTML, { html: "<main>x</main>", styles: "<style></style>", state: "{}" });
    const boot = out.indexOf(bootScript);
    const gate = out.indexOf('<div id="rr-age">');
    expect(boot).toBeGreaterThan(0);
    expect(gate).toBeGreaterThan(boot);
    expect(out).toContain('<h2 id="rr-age-q">Are you 21 or older?</h2>');
    expect(bootScript).toContain('localStorage.getItem("rr:age-affirmed") === "yes"');
  });
});
