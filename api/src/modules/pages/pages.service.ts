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
export async function bySlug(ctx: Context, slug: string): Promise<Page> {
  const row = (await ctx.db.select().from(pageContent).where(eq(pageContent.slug, slug)))[0];
  if (!row || (!row.isPublished && ctx.user?.role !== "admin")) throw notFound(NOT_FOUND);
  return toPage(row);
}

/** The published pages, oldest first: what the footer links. */
export async function published(ctx: Context): Promise<PageLink[]> {
  return await ctx.db
    .select({ slug: pageContent.slug, title: pageContent.title })
    .from(pageContent)
    .where(eq(pageContent.isPublished, true))
    .orderBy(asc(pageContent.createdAt), asc(pageContent.slug));
}

export async function list(ctx: Context): Promise<Page[]> {
  return (await ctx.db.select().from(pageContent).orderBy(asc(pageContent.createdAt))).map(toPage);
}

export async function update(ctx: Context, input: UpdatePageInput): Promise<Page> {
  const row = (
    await ctx.db.write((tx) =>
      tx
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
        .returning(),
    )
  )[0];
  if (!row) throw notFound(NOT_FOUND);
  return toPage(row);
}

/** A new page at /pages/{slug}; 409 when the address is taken. */
export async function create(ctx: Context, input: CreatePageInput): Promise<Page> {
  const stamp = ctx.clock.now().toISOString();
  const row = (
    await ctx.db.write((tx) =>
      tx
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
        .returning(),
    )
  )[0];
  if (!row) throw conflict(`There is already a page at /pages/${input.slug}: choose another address.`);
  return toPage(row);
}

/**
 * Deletes a page the staff added. The seven pages the site's screens read (about, visit, contact,
 * shipping, privacy, terms, faq) are refused with a 409: unpublishing one hides it instead.
 */
export async function remove(ctx: Context, slug: string): Promise<Page> {
  return ctx.db.write(async (tx) => {
    const row = (await tx.select().from(pageContent).where(eq(pageContent.slug, slug)))[0];
    if (!row) throw notFound(NOT_FOUND);
    if (isFixedPage(row.slug)) {
      throw conflict(
        `"${row.title}" is read by the site's own screens and cannot be deleted. Unpublish it to hide it instead.`,
      );
    }
    await tx.delete(pageContent).where(eq(pageContent.id, row.id));
    return toPage(row);
  });
}
