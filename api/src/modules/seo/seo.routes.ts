import type { Db } from "db";
import type { Hono } from "hono";
import { robots, sitemap } from "./seo.service";

/** /robots.txt and /sitemap.xml, with the site's own address in them (`linksOrigin`: never a request's Host). */
export function mountSeo(app: Hono, db: Db, origin: string): void {
  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robots(origin));
  });
  app.get("/sitemap.xml", async (c) => {
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(await sitemap(db, origin));
  });
}
