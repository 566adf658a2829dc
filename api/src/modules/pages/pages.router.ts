import {
  createPageInput,
  emptyInput,
  pageLinkSchema,
  pageSlugInput,
  sitePageSchema,
  updatePageInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "../../trpc/procedures";
import * as pages from "./pages.service";

/** The site's editable pages: read by everyone (`pages.*`), edited on /admin's Pages tab. */
export const pagesRouter = router({
  published: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/pages",
        tags: ["pages"],
        summary: "The published pages (slug and title), oldest first: what the footer links",
      },
    })
    .input(emptyInput)
    .output(z.array(pageLinkSchema))
    .query(({ ctx }) => pages.published(ctx)),
  bySlug: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/pages/{slug}",
        tags: ["pages"],
        summary: "A published page (Markdown); admins also read unpublished ones",
      },
    })
    .input(pageSlugInput)
    .output(sitePageSchema)
    .query(({ ctx, input }) => pages.bySlug(ctx, input.slug)),
});

export const pagesAdminRouter = router({
  pages: adminProcedure
    .meta({
      openapi: { method: "GET", path: "/admin/pages", tags: ["admin"], protect: true, summary: "Every page" },
    })
    .input(emptyInput)
    .output(z.array(sitePageSchema))
    .query(({ ctx }) => pages.list(ctx)),
  createPage: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/admin/pages",
        tags: ["admin"],
        protect: true,
        summary:
          "Add a page at /pages/{slug} (slug: lowercase letters, digits and single hyphens); 409 when the address is taken",
      },
    })
    .input(createPageInput)
    .output(sitePageSchema)
    .mutation(({ ctx, input }) => pages.create(ctx, input)),
  updatePage: adminProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/admin/pages/{slug}",
        tags: ["admin"],
        protect: true,
        summary: "Edit a page's title, Markdown, meta title and description, and whether it is published",
      },
    })
    .input(updatePageInput)
    .output(sitePageSchema)
    .mutation(({ ctx, input }) => pages.update(ctx, input)),
  deletePage: adminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/admin/pages/{slug}",
        tags: ["admin"],
        protect: true,
        summary:
          "Delete a page the staff added (answers it as it was); 409 for the seven pages the site's screens read (about, visit, contact, shipping, privacy, terms, faq): unpublish those instead",
      },
    })
    .input(pageSlugInput)
    .output(sitePageSchema)
    .mutation(({ ctx, input }) => pages.remove(ctx, input.slug)),
});
