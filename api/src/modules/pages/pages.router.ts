import { emptyInput, pageSlugInput, sitePageSchema, updatePageInput } from "contracts";
import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "../../trpc/procedures";
import * as pages from "./pages.service";

/** The site's editable pages: read by everyone (`pages.*`), edited on /admin's Pages tab. */
export const pagesRouter = router({
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
});
