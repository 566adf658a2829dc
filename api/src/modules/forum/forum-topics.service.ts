import { createHash, randomBytes } from "node:crypto";
import {
  businessDate,
  type CreateTopicInput,
  excerptOf,
  type ForumTopic,
  type ForumTopicDetail,
  type ForumTopicPage,
  type ListTopicsInput,
  type MyForum,
  REPLIES_PAGE_SIZE,
  TOPICS_PAGE_SIZE,
  type TopicInput,
  type UpdateTopicInput,
} from "contracts";
import { forumReplies, forumTopics, forumTopicViews, newId } from "db";
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import { serializeCookie } from "../../auth/cookies";
import type { Context } from "../../trpc/context";
import { conflict, forbidden, notFound } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";
import {
  assertCanRead,
  CATEGORY_NOT_FOUND,
  findCategory,
  isAdmin,
  NOT_YOUR_POST,
  readableCategories,
  readableTopic,
  TOPIC_LOCKED,
  TOPIC_NOT_FOUND,
} from "./forum-access";
import { giveBackPostLimit, takePostLimit } from "./forum-limits";
import {
  postAuthor,
  selectReplies,
  selectTopics,
  toAuthor,
  topicActivity,
  toReply,
  toTopic,
  toTopicSummary,
} from "./forum-rows";
import { ftsQuery, matchingTopics } from "./forum-search";
import { deleteTopic, markRead } from "./forum-writes";

const MODERATORS_ONLY = "Only the forum's moderators can pin, lock or move topics.";

/** The offset of a page (pages count from 1). */
const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/**
 * A page of topics: of one category, or of every category the caller may read; pinned first, then
 * the latest activity. With a search, the best matches (title, post or replies) come first.
 */
export async function list(ctx: Context, input: ListTopicsInput): Promise<ForumTopicPage> {
  const page = input?.page ?? 1;
  const pageSize = input?.pageSize ?? TOPICS_PAGE_SIZE;
  const empty = { items: [], total: 0, page, pageSize };
  let categoryIds: string[];
  if (input?.categoryId) {
    const category = await findCategory(ctx.db, input.categoryId);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    assertCanRead(ctx, category);
    categoryIds = [category.id];
  } else {
    categoryIds = (await readableCategories(ctx)).map((category) => category.id);
  }
  const conditions: SQL[] = [inArray(forumTopics.categoryId, categoryIds)];

  if (input?.search) {
    if (!ftsQuery(input.search)) return empty;
    const matches = matchingTopics(ctx, input.search);
    const where = and(...conditions);
    const total =
      (
        await ctx.db
          .select({ n: count() })
          .from(forumTopics)
          .innerJoin(matches, eq(matches.topicId, forumTopics.id))
          .where(where)
      )[0]?.n ?? 0;
    const rows = await selectTopics(ctx)
      .innerJoin(matches, eq(matches.topicId, forumTopics.id))
      .where(where)
      .orderBy(asc(matches.score), desc(topicActivity), desc(sql`${forumTopics}.rowid`))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize));
    return { items: rows.map(toTopicSummary), total, page, pageSize };
  }

  const where = and(...conditions);
  const total = (await ctx.db.select({ n: count() }).from(forumTopics).where(where))[0]?.n ?? 0;
  const rows = await selectTopics(ctx)
    .where(where)
    .orderBy(desc(forumTopics.isPinned), desc(topicActivity), desc(sql`${forumTopics}.rowid`))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  return { items: rows.map(toTopicSummary), total, page, pageSize };
}

/** The topic with its post, as its author and the admins change it. */
async function topicById(ctx: Context, id: string): Promise<ForumTopic> {
  const row = (await selectTopics(ctx).where(eq(forumTopics.id, id)))[0];
  if (!row) throw notFound(TOPIC_NOT_FOUND);
  return toTopic(row);
}

/** A visitor's cookie outlives the browser session, so closing the browser is not a new reader. */
const VISITOR_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Who is reading, for the view count: a signed-in reader by their user id (every session and
 * device alike), a visitor by a random cookie (set here when missing). Only its hash is stored.
 */
function viewerKey(ctx: Context): string {
  if (ctx.user) return `user:${ctx.user.id}`;
  let token = ctx.visitorToken;
  if (!token || !/^[0-9a-f]{32}$/.test(token)) {
    token = randomBytes(16).toString("hex");
    ctx.responseHeaders.append(
      "Set-Cookie",
      serializeCookie(ctx.cookies.visitor, token, {
        secure: ctx.secure,
        maxAgeSeconds: VISITOR_COOKIE_SECONDS,
      }),
    );
  }
  return `visitor:${createHash("sha256").update(token).digest("hex")}`;
}

/**
 * Opens a topic: counts one view per reader per New York day (docs/product/decisions.md; a second look that day
 * counts nothing), notes that a signed-in reader has read it, and answers the post with one page of
 * replies. The count is an insert-or-ignore on (topic, reader, day) in the write transaction, so it
 * holds across processes and restarts.
 */
export async function topic(ctx: Context, input: TopicInput): Promise<ForumTopicDetail> {
  await readableTopic(ctx, input.id);
  const key = viewerKey(ctx);
  const now = ctx.clock.now();
  const at = now.toISOString();
  await ctx.db.write(async (tx) => {
    const counted = await tx
      .insert(forumTopicViews)
      .values({ id: newId(), topicId: input.id, viewerKey: key, day: businessDate(now), createdAt: at })
      .onConflictDoNothing();
    if (counted.changes > 0) {
      await tx
        .update(forumTopics)
        .set({ viewCount: sql`${forumTopics.viewCount} + 1` })
        .where(eq(forumTopics.id, input.id));
    }
    if (ctx.user) await markRead(tx, ctx.user.id, input.id, at);
  });
  const detail = await topicById(ctx, input.id);
  const page = input.page ?? 1;
  const pageSize = REPLIES_PAGE_SIZE;
  const byTopic = eq(forumReplies.topicId, input.id);
  const total = (await ctx.db.select({ n: count() }).from(forumReplies).where(byTopic))[0]?.n ?? 0;
  const replies = (
    await selectReplies(ctx)
      .where(byTopic)
      .orderBy(asc(forumReplies.createdAt), asc(sql`${forumReplies}.rowid`))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize))
  ).map(toReply);
  // The reader has just read it: unread is about replies they have not seen.
  return { ...detail, unread: false, replies: { items: replies, total, page, pageSize } };
}

/** Starts a topic in a category the author may read, within the posting limits. */
export async function createTopic(ctx: UserContext, input: CreateTopicInput): Promise<ForumTopic> {
  const category = await findCategory(ctx.db, input.categoryId);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  assertCanRead(ctx, category);
  const taken = await takePostLimit(ctx, "topic");
  const at = ctx.clock.now().toISOString();
  const id = newId();
  try {
    await ctx.db.write(async (tx) => {
      await tx.insert(forumTopics).values({
        id,
        categoryId: category.id,
        userId: ctx.user.id,
        title: input.title,
        content: input.content,
        createdAt: at,
        updatedAt: at,
      });
      await markRead(tx, ctx.user.id, id, at);
    });
  } catch (error) {
    await giveBackPostLimit(ctx, taken);
    throw error;
  }
  return topicById(ctx, id);
}

/**
 * The author edits the title and the post; admins also pin, lock and move the topic (and may edit
 * it). A locked topic takes no changes but an admin's.
 */
export async function updateTopic(ctx: UserContext, input: UpdateTopicInput): Promise<ForumTopic> {
  const { topic: row } = await readableTopic(ctx, input.id);
  const admin = isAdmin(ctx);
  if (!admin && row.userId !== ctx.user.id) throw forbidden(NOT_YOUR_POST);
  const moderating =
    input.isPinned !== undefined || input.isLocked !== undefined || input.categoryId !== undefined;
  if (!admin && moderating) throw forbidden(MODERATORS_ONLY);
  if (!admin && row.isLocked) throw conflict(TOPIC_LOCKED);
  if (input.categoryId !== undefined && !(await findCategory(ctx.db, input.categoryId))) {
    throw notFound(CATEGORY_NOT_FOUND);
  }
  const at = ctx.clock.now().toISOString();
  const edited =
    (input.title !== undefined && input.title !== row.title) ||
    (input.content !== undefined && input.content !== row.content);
  await ctx.db.write((tx) =>
    tx
      .update(forumTopics)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.content !== undefined ? { content: input.content } : {}),
        ...(input.isPinned !== undefined ? { isPinned: input.isPinned } : {}),
        ...(input.isLocked !== undefined ? { isLocked: input.isLocked } : {}),
        ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
        ...(edited ? { editedAt: at } : {}),
        updatedAt: at,
      })
      .where(eq(forumTopics.id, row.id)),
  );
  return topicById(ctx, row.id);
}

/** The author or an admin deletes a topic with its whole thread. */
export async function removeTopic(ctx: UserContext, id: string): Promise<{ success: true }> {
  const { topic: row } = await readableTopic(ctx, id);
  const admin = isAdmin(ctx);
  if (!admin && row.userId !== ctx.user.id) throw forbidden(NOT_YOUR_POST);
  if (!admin && row.isLocked) throw conflict(TOPIC_LOCKED);
  const at = ctx.clock.now().toISOString();
  await ctx.db.write(async (tx) => deleteTopic(tx, row.id, admin ? ctx.user.id : null, at));
  return { success: true };
}

const MY_TOPICS = 10;
const MY_REPLIES = 10;

/**
 * The dashboard's Forum tab: the caller's latest topics and the latest replies others wrote to them,
 * only in categories the caller may read now (a lapsed membership hides the Member Lounge here too).
 */
export async function mine(ctx: UserContext): Promise<MyForum> {
  const readable = (await readableCategories(ctx)).map((category) => category.id);
  const own = and(eq(forumTopics.userId, ctx.user.id), inArray(forumTopics.categoryId, readable));
  const topicCount = (await ctx.db.select({ n: count() }).from(forumTopics).where(own))[0]?.n ?? 0;
  const topics = (
    await selectTopics(ctx)
      .where(own)
      .orderBy(desc(topicActivity), desc(sql`${forumTopics}.rowid`))
      .limit(MY_TOPICS)
  ).map(toTopicSummary);
  const replies = (
    await ctx.db
      .select({
        reply: forumReplies,
        topicTitle: forumTopics.title,
        author: {
          id: postAuthor.id,
          username: postAuthor.username,
          tier: postAuthor.membershipTier,
          role: postAuthor.role,
        },
      })
      .from(forumReplies)
      .innerJoin(forumTopics, eq(forumReplies.topicId, forumTopics.id))
      .innerJoin(postAuthor, eq(forumReplies.userId, postAuthor.id))
      .where(and(own, isNull(forumReplies.deletedAt), ne(forumReplies.userId, ctx.user.id)))
      .orderBy(desc(forumReplies.createdAt), desc(sql`${forumReplies}.rowid`))
      .limit(MY_REPLIES)
  ).map((row) => ({
    id: row.reply.id,
    topicId: row.reply.topicId,
    topicTitle: row.topicTitle,
    excerpt: excerptOf(row.reply.content, 140),
    author: toAuthor(row.author),
    createdAt: row.reply.createdAt,
  }));
  return { topics, topicCount, replies };
}
