import {
  businessDate,
  colorFitsType,
  isPaid,
  type JournalEntryDetail,
  type JournalFormInput,
  type JournalWineChoice,
  normalizeTags,
  orderStatusSchema,
  tastingDateProblem,
  type UpdateJournalInput,
  wineTypeLabels,
} from "contracts";
import { type Engine, jsonArrayHas, newId, orderItems, orders, type Tx, tastingJournals, wines } from "db";
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { limits, type Taken, takeOrThrow } from "../../auth/rate-limit";
import { badRequest } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";
import { byId, entryNotFound, q } from "./journal-read";

export { byId, bySlug, mine, publicList } from "./journal-read";

const SELECT_A_WINE = "Please select a wine";
const paidStatuses = orderStatusSchema.options.filter(isPaid);

/** The caller bought this wine: a paid order holds it, alone, as a free club wine or in a gift package. */
function boughtBy(engine: Engine, userId: string) {
  return sql<boolean>`exists (select 1 from ${orderItems}
    inner join ${orders} on ${q(orders.id)} = ${q(orderItems.orderId)}
    where ${q(orders.userId)} = ${userId} and ${q(orders.status)} in ${paidStatuses}
      and (${q(orderItems.wineId)} = ${q(wines.id)}
        or ${jsonArrayHas(engine, q(orderItems.giftWineIds), q(wines.id))}))`;
}

/** The caller already keeps a note on this wine (a wine no longer sold can still be edited). */
function notedBy(userId: string) {
  return sql<boolean>`exists (select 1 from ${tastingJournals}
    where ${q(tastingJournals.wineId)} = ${q(wines.id)} and ${q(tastingJournals.userId)} = ${userId})`;
}

/**
 * What the wine picker offers: the wines the shop sells, plus any the caller bought or wrote about
 * before, the bought ones first (decisions.md, "Round 2": Journal), each with the winemaker's notes.
 */
export async function wineChoices(ctx: UserContext): Promise<JournalWineChoice[]> {
  const purchased = boughtBy(ctx.db.engine, ctx.user.id);
  return await ctx.db
    .select({
      id: wines.id,
      name: wines.name,
      type: wines.type,
      vintage: wines.vintage,
      imageUrl: wines.imageUrl,
      tastingNotes: wines.tastingNotes,
      pairingNotes: wines.pairingNotes,
      purchased: sql<number>`${purchased}`.mapWith(Boolean),
    })
    .from(wines)
    .where(or(eq(wines.isAvailable, true), purchased, notedBy(ctx.user.id)))
    .orderBy(desc(purchased), asc(wines.name), desc(wines.vintage), asc(wines.id));
}

/**
 * The wine an entry may be about: one the shop sells, one the caller bought, or the one the entry
 * already names. Its colour choice must be one of its type's; the date no later than today.
 */
async function checkForm(
  ctx: UserContext,
  tx: Tx,
  input: JournalFormInput,
  currentWineId: string | null,
): Promise<void> {
  const userId = ctx.user.id;
  const wine = (
    await tx
      .select({
        id: wines.id,
        type: wines.type,
        isAvailable: wines.isAvailable,
        purchased: boughtBy(tx.engine, userId),
      })
      .from(wines)
      .where(eq(wines.id, input.wineId))
  )[0];
  if (!wine || !(wine.isAvailable || wine.purchased || wine.id === currentWineId)) {
    throw badRequest(SELECT_A_WINE);
  }
  const color = input.appearance?.color;
  if (color && !colorFitsType(color, wine.type)) {
    throw badRequest(`Choose a color of a ${wineTypeLabels[wine.type].toLowerCase()} wine`);
  }
  const dateProblem = tastingDateProblem(input.tastingDate, businessDate(ctx.clock.now()));
  if (dateProblem) throw badRequest(dateProblem);
}

/** The form's columns: empty groups are stored as null, tags without blanks or repeats. */
function formColumns(input: JournalFormInput) {
  const groupOrNull = <T extends Record<string, unknown>>(group: T | null | undefined): T | null =>
    group && Object.values(group).some((value) => value !== null && value !== undefined) ? group : null;
  return {
    wineId: input.wineId,
    tastingDate: input.tastingDate,
    location: input.location ?? null,
    occasion: input.occasion ?? null,
    appearance: groupOrNull(input.appearance),
    aroma: groupOrNull(input.aroma),
    taste: groupOrNull(input.taste),
    finish: input.finish ?? null,
    conclusion: groupOrNull(input.conclusion),
    personalRating: input.personalRating ?? null,
    personalNotes: input.personalNotes ?? null,
    pairingNotes: input.pairingNotes ?? null,
    wineCondition: input.wineCondition ?? null,
    weatherCondition: input.weatherCondition ?? null,
    companionNotes: input.companionNotes ?? null,
    isPublic: input.isPublic,
    tags: normalizeTags(input.tags),
    photos: [...new Set(input.photos)],
  };
}

/**
 * Sharing: an entry that becomes public gets a new random link (ids are never the link); one that
 * stays public keeps it; one made private loses it, so an old link stops working at once.
 */
function sharing(
  isPublic: boolean,
  before: { isPublic: boolean; shareableSlug: string | null; publishedAt: string | null } | null,
  stamp: string,
) {
  if (!isPublic) return { shareableSlug: null, publishedAt: null };
  if (before?.isPublic && before.shareableSlug) {
    return { shareableSlug: before.shareableSlug, publishedAt: before.publishedAt ?? stamp };
  }
  return { shareableSlug: newId(), publishedAt: stamp };
}

/** Journal entries and comments count per user; admins are exempt (decisions.md, Hardening). */
async function takeEntry(ctx: UserContext): Promise<Taken | null> {
  if (ctx.user.role === "admin") return null;
  return takeOrThrow(ctx, [{ rule: limits.journalEntries, subject: ctx.user.id }], "journal entries");
}

export async function create(ctx: UserContext, input: JournalFormInput): Promise<JournalEntryDetail> {
  const taken = await takeEntry(ctx);
  const stamp = ctx.clock.now().toISOString();
  let id: string;
  try {
    id = await ctx.db.write(async (tx) => {
      await checkForm(ctx, tx, input, null);
      const entryId = newId();
      await tx.insert(tastingJournals).values({
        ...formColumns(input),
        ...sharing(input.isPublic, null, stamp),
        id: entryId,
        userId: ctx.user.id,
        createdAt: stamp,
        updatedAt: stamp,
      });
      return entryId;
    });
  } catch (error) {
    // A refused form was not an entry: it does not count against the hour's thirty.
    if (taken) await ctx.rateLimiter.giveBack(taken);
    throw error;
  }
  return byId(ctx, id);
}

/** The owner saves the whole form again; anyone else gets a 404 (ids do not leak). */
export async function update(ctx: UserContext, input: UpdateJournalInput): Promise<JournalEntryDetail> {
  const stamp = ctx.clock.now().toISOString();
  await ctx.db.write(async (tx) => {
    const before = (
      await tx
        .select()
        .from(tastingJournals)
        .where(and(eq(tastingJournals.id, input.id), eq(tastingJournals.userId, ctx.user.id)))
    )[0];
    if (!before) throw entryNotFound();
    await checkForm(ctx, tx, input, before.wineId);
    await tx
      .update(tastingJournals)
      .set({ ...formColumns(input), ...sharing(input.isPublic, before, stamp), updatedAt: stamp })
      .where(eq(tastingJournals.id, input.id));
  });
  return byId(ctx, input.id);
}

/**
 * The owner deletes an entry with its comments and likes (ON DELETE CASCADE); an admin may remove a
 * public one (moderation). A private entry is nobody else's: 404.
 */
export async function remove(ctx: UserContext, id: string): Promise<{ success: true }> {
  const isAdmin = ctx.user.role === "admin";
  const owned = eq(tastingJournals.userId, ctx.user.id);
  const allowed = isAdmin ? or(owned, eq(tastingJournals.isPublic, true)) : owned;
  const removed = await ctx.db.write((tx) =>
    tx.delete(tastingJournals).where(and(eq(tastingJournals.id, id), allowed)),
  );
  if (removed.changes === 0) throw entryNotFound();
  return { success: true };
}
