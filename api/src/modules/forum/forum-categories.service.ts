import {
  canReadCategory,
  type ForumCategory,
  type ForumCategoryFormInput,
  forumIcons,
  type UpdateForumCategoryInput,
} from "contracts";
import { forumCategories, forumTopics, newId } from "db";
import { count, eq } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { conflict, notFound } from "../../trpc/errors";
import { allCategories, CATEGORY_NOT_FOUND, type CategoryRow, findCategory, readerOf } from "./forum-access";

async function topicCounts(ctx: Context): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ categoryId: forumTopics.categoryId, n: count() })
    .from(forumTopics)
    .groupBy(forumTopics.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.n]));
}

/** An icon name the web cannot draw (written to the table by hand) shows as no icon. */
function knownIcon(icon: string | null): ForumCategory["icon"] {
  return forumIcons.find((known) => known === icon) ?? null;
}

function toCategory(ctx: Context, row: CategoryRow, counts: Map<string, number>): ForumCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: knownIcon(row.icon),
    membershipTierRequired: row.membershipTierRequired,
    sortOrder: row.sortOrder,
    isVisible: row.isVisible,
    topicCount: counts.get(row.id) ?? 0,
    locked: !canReadCategory(row, readerOf(ctx)),
  };
}

/**
 * The sidebar: every visible category (locked ones too, so people see what the club opens), in the
 * staff's order, with its topic count and whether it is locked for the caller. Admins also see the
 * hidden ones.
 */
export async function categories(ctx: Context): Promise<ForumCategory[]> {
  const counts = await topicCounts(ctx);
  const admin = ctx.user?.role === "admin";
  return (await allCategories(ctx.db))
    .filter((row) => row.isVisible || admin)
    .map((row) => toCategory(ctx, row, counts));
}

function columns(input: ForumCategoryFormInput) {
  return {
    name: input.name,
    description: input.description,
    icon: input.icon,
    membershipTierRequired: input.membershipTierRequired,
    sortOrder: input.sortOrder,
    isVisible: input.isVisible,
  };
}

async function categoryById(ctx: Context, id: string): Promise<ForumCategory> {
  const row = await findCategory(ctx.db, id);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return toCategory(ctx, row, await topicCounts(ctx));
}

export async function createCategory(ctx: Context, input: ForumCategoryFormInput): Promise<ForumCategory> {
  const id = newId();
  await ctx.db.write((tx) =>
    tx.insert(forumCategories).values({ id, ...columns(input), createdAt: ctx.clock.now().toISOString() }),
  );
  return categoryById(ctx, id);
}

export async function updateCategory(ctx: Context, input: UpdateForumCategoryInput): Promise<ForumCategory> {
  const changed = await ctx.db.write((tx) =>
    tx.update(forumCategories).set(columns(input)).where(eq(forumCategories.id, input.id)),
  );
  if (changed.changes === 0) throw notFound(CATEGORY_NOT_FOUND);
  return categoryById(ctx, input.id);
}

/**
 * Deletes an empty category. One with topics is refused: the topics would have nowhere to go, so
 * they are moved or deleted first (or the category hidden instead).
 */
export async function removeCategory(ctx: Context, id: string): Promise<{ success: true }> {
  await ctx.db.write(async (tx) => {
    if (!(await findCategory(tx, id))) throw notFound(CATEGORY_NOT_FOUND);
    const topics =
      (await tx.select({ n: count() }).from(forumTopics).where(eq(forumTopics.categoryId, id)))[0]?.n ?? 0;
    if (topics > 0) {
      throw conflict(
        `This category still has ${topics === 1 ? "1 topic" : `${topics} topics`}: move or delete ${topics === 1 ? "it" : "them"} first, or hide the category.`,
      );
    }
    await tx.delete(forumCategories).where(eq(forumCategories.id, id));
  });
  return { success: true };
}
