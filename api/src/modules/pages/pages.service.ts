import { type CreatePageInput, isFixedPage, type Page, type PageLink, type UpdatePageInput } from "contracts";
import { pageContent } from "db";
import { asc, eq } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { conflict, notFound } from "../../trpc/errors";

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

/** The published pages, oldest first: what the footer links. */
export function published(ctx: Context): PageLink[] {
  return ctx.db
    .select({ slug: pageContent.slug, title: pageContent.title })
    .from(pageContent)
    .where(eq(pageContent.isPublished, true))
    .orderBy(asc(pageContent.createdAt), asc(pageContent.slug))
    .all();
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

/** A new page at /pages/{slug}; 409 when the address is taken. */
export function create(ctx: Context, input: CreatePageInput): Page {
  const stamp = ctx.clock.now().toISOString();
  const row = ctx.db
    .insert(pageContent)
    .values({
      slug: input.slug,
      title: input.title,
      content: input.content,
      metaTitle: input.metaTitle || null,
      metaDescription: input.metaDescription || null,
      isPublished: input.isPublished,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .onConflictDoNothing({ target: pageContent.slug })
    .returning()
    .get();
  if (!row) throw conflict(`There is already a page at /pages/${input.slug}: choose another address.`);
  return toPage(row);
}

/**
 * Deletes a page the staff added. The seven pages the site's screens read (about, visit, contact,
 * shipping, privacy, terms, faq) are refused with a 409: unpublishing one hides it instead.
 */
export function remove(ctx: Context, slug: string): Page {
  return ctx.db.transaction(
    (tx) => {
      const row = tx.select().from(pageContent).where(eq(pageContent.slug, slug)).get();
      if (!row) throw notFound(NOT_FOUND);
      if (isFixedPage(row.slug)) {
        throw conflict(
          `"${row.title}" is read by the site's own screens and cannot be deleted. Unpublish it to hide it instead.`,
        );
      }
      tx.delete(pageContent).where(eq(pageContent.id, row.id)).run();
      return toPage(row);
    },
    { behavior: "immediate" },
  );
}
