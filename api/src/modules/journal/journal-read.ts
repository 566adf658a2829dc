import {
  alcoholLevels,
  appearanceIntensities,
  aromaIntensities,
  bodies,
  clarities,
  developments,
  finishLengths,
  JOURNAL_PAGE_SIZE_DEFAULT,
  type JournalComment,
  type JournalEntry,
  type JournalEntryDetail,
  type MyJournalsInput,
  noseConditions,
  type PublicJournalsInput,
  qualities,
  readinesses,
  structureLevels,
  sweetnesses,
  wineColors,
} from "contracts";
import {
  containsText,
  type Executor,
  journalComments,
  journalLikes,
  jsonArrayHas,
  jsonText,
  tastingJournals,
  users,
  wines,
} from "db";
import { type AnyColumn, and, asc, count, desc, eq, getTableName, or, type SQL, sql } from "drizzle-orm";
import type { UserRow } from "../../auth/sessions";
import type { Context } from "../../trpc/context";
import { notFound } from "../../trpc/errors";

export const ENTRY_NOT_FOUND = "Journal entry not found";
export const entryNotFound = () => notFound(ENTRY_NOT_FOUND);

/**
 * Who may see an entry: everyone when it is public, only its owner when it is private (admins
 * included: a private note is nobody else's business, docs/product/decisions.md).
 */
export function visibleTo(user: Pick<UserRow, "id"> | null): SQL {
  const anyone = eq(tastingJournals.isPublic, true);
  return user ? (or(anyone, eq(tastingJournals.userId, user.id)) ?? anyone) : anyone;
}

/**
 * A column written with its table, for raw subqueries: in a one-table select drizzle writes bare
 * names, and a bare "id" inside a subquery would be the subquery's own table's.
 */
export function q(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

const likeCount = sql<number>`(select count(*) from ${journalLikes}
  where ${q(journalLikes.journalId)} = ${q(tastingJournals.id)})`.mapWith(Number);
const commentCount = sql<number>`(select count(*) from ${journalComments}
  where ${q(journalComments.journalId)} = ${q(tastingJournals.id)})`.mapWith(Number);

function entryRows(db: Executor) {
  return db
    .select({
      entry: tastingJournals,
      wine: {
        id: wines.id,
        name: wines.name,
        type: wines.type,
        vintage: wines.vintage,
        imageUrl: wines.imageUrl,
        isAvailable: wines.isAvailable,
      },
      username: users.username,
      likes: likeCount,
      commentCount,
    })
    .from(tastingJournals)
    .innerJoin(wines, eq(tastingJournals.wineId, wines.id))
    .innerJoin(users, eq(tastingJournals.userId, users.id));
}
type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRows>["all"]>>[number];

/** A stored choice that is still one of the options, else null (the lists may change over time). */
function pick<T extends string>(options: readonly T[], value: unknown): T | null {
  return options.find((option) => option === value) ?? null;
}
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

export function toEntry(row: EntryRow): JournalEntry {
  const e = row.entry;
  const appearance = e.appearance ?? {};
  const aroma = e.aroma ?? {};
  const taste = e.taste ?? {};
  const conclusion = e.conclusion ?? {};
  return {
    id: e.id,
    userId: e.userId,
    user: { username: row.username },
    wineId: e.wineId,
    wine: row.wine,
    tastingDate: e.tastingDate,
    location: e.location,
    occasion: e.occasion,
    appearance: {
      clarity: pick(clarities, appearance.clarity),
      intensity: pick(appearanceIntensities, appearance.intensity),
      color: pick(wineColors, appearance.color),
    },
    aroma: {
      condition: pick(noseConditions, aroma.condition),
      intensity: pick(aromaIntensities, aroma.intensity),
      primary: text(aroma.primary),
      secondary: text(aroma.secondary),
      tertiary: text(aroma.tertiary),
      development: pick(developments, aroma.development),
    },
    taste: {
      sweetness: pick(sweetnesses, taste.sweetness),
      acidity: pick(structureLevels, taste.acidity),
      tannin: pick(structureLevels, taste.tannin),
      body: pick(bodies, taste.body),
      alcohol: pick(alcoholLevels, taste.alcohol),
      flavorIntensity: pick(aromaIntensities, taste.flavorIntensity),
      flavor_notes: text(taste.flavor_notes),
    },
    finish: pick(finishLengths, e.finish),
    conclusion: {
      quality: pick(qualities, conclusion.quality),
      readiness: pick(readinesses, conclusion.readiness),
    },
    personalRating: e.personalRating,
    personalNotes: e.personalNotes,
    pairingNotes: e.pairingNotes,
    wineCondition: e.wineCondition,
    weatherCondition: e.weatherCondition,
    companionNotes: e.companionNotes,
    isPublic: e.isPublic,
    shareableSlug: e.isPublic ? e.shareableSlug : null,
    tags: e.tags,
    photos: e.photos,
    likes: row.likes,
    commentCount: row.commentCount,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

interface Page {
  page: number;
  pageSize: number;
}

function pageOf(input: { page?: number | undefined; pageSize?: number | undefined } | undefined): Page {
  return { page: input?.page ?? 1, pageSize: input?.pageSize ?? JOURNAL_PAGE_SIZE_DEFAULT };
}

/** One page of entries, and the full count in `X-Total-Count` (docs/product/api.md, lists). */
async function listPage(
  ctx: Context,
  where: SQL | undefined,
  order: SQL[],
  input: Page,
): Promise<JournalEntry[]> {
  const total =
    (
      await ctx.db
        .select({ n: count() })
        .from(tastingJournals)
        .innerJoin(wines, eq(tastingJournals.wineId, wines.id))
        .innerJoin(users, eq(tastingJournals.userId, users.id))
        .where(where)
    )[0]?.n ?? 0;
  ctx.responseHeaders.set("X-Total-Count", String(total));
  return (
    await entryRows(ctx.db)
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
  ).map(toEntry);
}

/** The caller's own entries, private and public, latest tasting first. */
export async function mine(
  ctx: Context & { user: UserRow },
  input: MyJournalsInput,
): Promise<JournalEntry[]> {
  return listPage(
    ctx,
    eq(tastingJournals.userId, ctx.user.id),
    [desc(tastingJournals.tastingDate), desc(tastingJournals.createdAt), desc(tastingJournals.id)],
    pageOf(input),
  );
}

/**
 * Public entries, the latest shared first. `search` looks through the wine's name, the author, the
 * place, the occasion, the notes and the tags; `tag` matches one tag whatever its case.
 */
export async function publicList(ctx: Context, input: PublicJournalsInput): Promise<JournalEntry[]> {
  const conditions: SQL[] = [eq(tastingJournals.isPublic, true)];
  if (input?.search) {
    const search = input.search;
    const fields = [
      wines.name,
      users.username,
      tastingJournals.location,
      tastingJournals.occasion,
      tastingJournals.personalNotes,
      tastingJournals.pairingNotes,
      sql`cast(${q(tastingJournals.tags)} as text)`,
      // The aroma and flavor words, not the JSON around them ("body" is a key of every palate).
      jsonText(ctx.db.engine, q(tastingJournals.aroma), "primary"),
      jsonText(ctx.db.engine, q(tastingJournals.aroma), "secondary"),
      jsonText(ctx.db.engine, q(tastingJournals.aroma), "tertiary"),
      jsonText(ctx.db.engine, q(tastingJournals.taste), "flavor_notes"),
    ];
    conditions.push(
      sql`(${sql.join(
        fields.map((field) => containsText(field, search)),
        sql` or `,
      )})`,
    );
  }
  if (input?.type) conditions.push(eq(wines.type, input.type));
  if (input?.wineId) conditions.push(eq(tastingJournals.wineId, input.wineId));
  if (input?.tag) {
    conditions.push(jsonArrayHas(ctx.db.engine, q(tastingJournals.tags), input.tag, { anyCase: true }));
  }
  return listPage(
    ctx,
    and(...conditions),
    [desc(tastingJournals.publishedAt), desc(tastingJournals.createdAt), desc(tastingJournals.id)],
    pageOf(input),
  );
}

/** An entry the caller may see, or null. */
export async function visibleEntry(db: Executor, id: string, user: Pick<UserRow, "id"> | null) {
  return (
    (
      await db
        .select()
        .from(tastingJournals)
        .where(and(eq(tastingJournals.id, id), visibleTo(user)))
    )[0] ?? null
  );
}

async function commentsOf(ctx: Context, entry: JournalEntry): Promise<JournalComment[]> {
  const caller = ctx.user;
  return (
    await ctx.db
      .select({ comment: journalComments, username: users.username })
      .from(journalComments)
      .innerJoin(users, eq(journalComments.userId, users.id))
      .where(eq(journalComments.journalId, entry.id))
      .orderBy(asc(journalComments.createdAt), asc(journalComments.id))
  ).map(({ comment, username }) => ({
    id: comment.id,
    journalId: comment.journalId,
    content: comment.content,
    user: { username },
    createdAt: comment.createdAt,
    canDelete: canDeleteComment(caller, comment.userId, entry.userId),
  }));
}

/** A comment goes away at the hand of its author, the entry's owner or an admin. */
export function canDeleteComment(
  caller: Pick<UserRow, "id" | "role"> | null,
  commentUserId: string,
  entryUserId: string,
): boolean {
  if (!caller) return false;
  return caller.id === commentUserId || caller.id === entryUserId || caller.role === "admin";
}

async function detailOf(ctx: Context, row: EntryRow | undefined): Promise<JournalEntryDetail> {
  if (!row) throw entryNotFound();
  const entry = toEntry(row);
  const caller = ctx.user;
  const liked = caller
    ? Boolean(
        (
          await ctx.db
            .select({ id: journalLikes.id })
            .from(journalLikes)
            .where(and(eq(journalLikes.journalId, entry.id), eq(journalLikes.userId, caller.id)))
        )[0],
      )
    : false;
  return { ...entry, comments: await commentsOf(ctx, entry), liked, isOwner: caller?.id === entry.userId };
}

/** An entry by id: its owner sees it always, everyone else only while it is public (404 otherwise). */
export async function byId(ctx: Context, id: string): Promise<JournalEntryDetail> {
  return detailOf(
    ctx,
    (await entryRows(ctx.db).where(and(eq(tastingJournals.id, id), visibleTo(ctx.user))))[0],
  );
}

/** An entry by its share link: only while it is public, for anyone holding the link. */
export async function bySlug(ctx: Context, slug: string): Promise<JournalEntryDetail> {
  return detailOf(
    ctx,
    (
      await entryRows(ctx.db).where(
        and(eq(tastingJournals.shareableSlug, slug), eq(tastingJournals.isPublic, true)),
      )
    )[0],
  );
}
