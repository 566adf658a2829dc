import type { Page, UpdatePageInput } from "contracts";
import { pageContent } from "db";
import { asc, eq } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { notFound } from "../../trpc/errors";

type PageRow = typeof pageContent.$inferSelect;

function toPage(row: PageRow): Page {
  return {
    slug: row.slug,
    title: row.title,
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt,
  };
}

const NOT_FOUND = "Page not found";

/** A published page for everyone; admins also read drafts (the preview of an unpublished page). */
export function bySlug(ctx: Context, slug: string): Page {
  const row = ctx.db.select().from(pageContent).where(eq(pageContent.slug, slug)).get();
  if (!row || (!row.isPublished && ctx.user?.role !== "admin")) throw notFound(NOT_FOUND);
  return toPage(row);
}

export function list(ctx: Context): Page[] {
  return ctx.db.select().from(pageContent).orderBy(asc(pageContent.createdAt)).all().map(toPage);
}

export function update(ctx: Context, input: UpdatePageInput): Page {
  const row = ctx.db
    .update(pageContent)
    .set({
      title: input.title,
      content: input.content,
      metaTitle: input.metaTitle || null,
      metaDescription: input.metaDescription || null,
      isPublished: input.isPublished,
      updatedAt: ctx.clock.now().toISOString(),
    })
    .where(eq(pageContent.slug, input.slug))
    .returning()
    .get();
  if (!row) throw notFound(NOT_FOUND);
  return toPage(row);
}
