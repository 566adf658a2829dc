import type { JournalComment, JournalCommentInput, JournalLikeOutput } from "contracts";
import { journalComments, journalLikes, newId, one, type Tx, tastingJournals } from "db";
import { and, count, eq } from "drizzle-orm";
import { limits, takeOrThrow } from "../../auth/rate-limit";
import { conflict, forbidden, notFound } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";
import { canDeleteComment, entryNotFound, visibleEntry } from "./journal-read";

/** decisions.md, "Round 2": Journal: comments and likes only on public entries. */
export const ONLY_PUBLIC = "Only public entries take likes and comments";

/** The entry the caller may see and talk about: 404 when hidden from them, 409 while it is private. */
async function publicEntry(tx: Tx, ctx: UserContext, id: string) {
  const entry = await visibleEntry(tx, id, ctx.user);
  if (!entry) throw entryNotFound();
  if (!entry.isPublic) throw conflict(ONLY_PUBLIC);
  return entry;
}

/**
 * Likes are one per person per entry, toggled: the like is removed when there is one, else added,
 * and the count is read in the same immediate transaction, so parallel likes are all counted once.
 */
export async function toggleLike(ctx: UserContext, journalId: string): Promise<JournalLikeOutput> {
  const stamp = ctx.clock.now().toISOString();
  return ctx.db.write(async (tx) => {
    await publicEntry(tx, ctx, journalId);
    const mine = and(eq(journalLikes.journalId, journalId), eq(journalLikes.userId, ctx.user.id));
    const removed = await tx.delete(journalLikes).where(mine);
    const liked = removed.changes === 0;
    if (liked) {
      await tx.insert(journalLikes).values({ id: newId(), journalId, userId: ctx.user.id, createdAt: stamp });
    }
    const likes =
      (await tx.select({ n: count() }).from(journalLikes).where(eq(journalLikes.journalId, journalId)))[0]
        ?.n ?? 0;
    return { liked, likes };
  });
}

/** A comment on a public entry; 30 an hour per person (admins exempt). */
export async function comment(ctx: UserContext, input: JournalCommentInput): Promise<JournalComment> {
  const taken =
    ctx.user.role === "admin"
      ? null
      : await takeOrThrow(ctx, [{ rule: limits.journalComments, subject: ctx.user.id }], "comments");
  const stamp = ctx.clock.now().toISOString();
  try {
    return await ctx.db.write(async (tx) => {
      await publicEntry(tx, ctx, input.id);
      const row = one(
        await tx
          .insert(journalComments)
          .values({
            id: newId(),
            journalId: input.id,
            userId: ctx.user.id,
            content: input.content,
            createdAt: stamp,
            updatedAt: stamp,
          })
          .returning(),
      );
      return {
        id: row.id,
        journalId: row.journalId,
        content: row.content,
        user: { username: ctx.user.username },
        createdAt: row.createdAt,
        canDelete: true,
      };
    });
  } catch (error) {
    if (taken) await ctx.rateLimiter.giveBack(taken);
    throw error;
  }
}

/**
 * Deletes a comment: its author, the entry's owner or an admin may. A comment on an entry the caller
 * cannot see is a 404, like the entry; one they can see but is not theirs to remove, a 403.
 */
export async function removeComment(ctx: UserContext, id: string): Promise<{ success: true }> {
  await ctx.db.write(async (tx) => {
    const found = (
      await tx
        .select({ comment: journalComments, entryUserId: tastingJournals.userId })
        .from(journalComments)
        .innerJoin(tastingJournals, eq(journalComments.journalId, tastingJournals.id))
        .where(eq(journalComments.id, id))
    )[0];
    const notYours = () => notFound("Comment not found");
    if (!found || !(await visibleEntry(tx, found.comment.journalId, ctx.user))) throw notYours();
    if (!canDeleteComment(ctx.user, found.comment.userId, found.entryUserId)) {
      throw forbidden("You can only delete your own comments, or comments on your own entries");
    }
    await tx.delete(journalComments).where(eq(journalComments.id, id));
  });
  return { success: true };
}
