import {
  excerptOf,
  type ForumReport,
  type ListReportsInput,
  type ReportInput,
  type ResolveReportInput,
} from "contracts";
import { type Executor, forumReplies, forumReports, forumTopics, newId, users } from "db";
import { asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Context } from "../../trpc/context";
import { badRequest, conflict, notFound } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";
import { REPLY_DELETED, readableReply, readableTopic } from "./forum-access";
import { deleteReply, deleteTopic, resolveOpenReports } from "./forum-writes";

const REPORT_NOT_FOUND = "Report not found";
const OWN_POST = "You cannot report your own post.";
/** The queue shows this many reports at most (the oldest open ones first). */
const REPORTS_SHOWN = 200;

/**
 * Anyone signed in reports a post they can read. The report keeps what the post said, so the
 * moderators read it as it was. Reporting the same post again while the report is open changes nothing.
 */
export async function report(ctx: UserContext, input: ReportInput): Promise<{ success: true }> {
  let target: {
    kind: "topic" | "reply";
    id: string;
    topicId: string;
    replyId: string | null;
    authorId: string;
    topicTitle: string;
    text: string;
  };
  if (input.replyId) {
    const { reply, topic } = await readableReply(ctx, input.replyId);
    if (reply.deletedAt) throw conflict(REPLY_DELETED);
    target = {
      kind: "reply",
      id: reply.id,
      topicId: topic.id,
      replyId: reply.id,
      authorId: reply.userId,
      topicTitle: topic.title,
      text: reply.content,
    };
  } else {
    const { topic } = await readableTopic(ctx, input.topicId ?? "");
    target = {
      kind: "topic",
      id: topic.id,
      topicId: topic.id,
      replyId: null,
      authorId: topic.userId,
      topicTitle: topic.title,
      text: topic.content,
    };
  }
  if (target.authorId === ctx.user.id) throw badRequest(OWN_POST);
  await ctx.db.write((tx) =>
    tx
      .insert(forumReports)
      .values({
        id: newId(),
        targetKind: target.kind,
        targetId: target.id,
        topicId: target.topicId,
        replyId: target.replyId,
        postAuthorId: target.authorId,
        topicTitle: target.topicTitle,
        excerpt: excerptOf(target.text, 500),
        reporterId: ctx.user.id,
        reason: input.reason,
        createdAt: ctx.clock.now().toISOString(),
      })
      .onConflictDoNothing(),
  );
  return { success: true };
}

const reporter = alias(users, "reporter");
const resolver = alias(users, "resolver");
const postAuthor = alias(users, "reported_author");

/** A reported post is gone when its topic was deleted or the reply was deleted. */
const removed = sql<number>`case ${forumReports.targetKind}
  when 'topic' then ${forumReports.topicId} is null
  else ${forumReports.replyId} is null
    or (select ${forumReplies.deletedAt} from ${forumReplies} where ${forumReplies.id} = ${forumReports.replyId}) is not null
  end`;

function selectReports(db: Executor) {
  return db
    .select({
      report: forumReports,
      reporter: { id: reporter.id, username: reporter.username },
      resolver: { id: resolver.id, username: resolver.username },
      author: { id: postAuthor.id, username: postAuthor.username },
      // The topic's title as it is now, when the topic is still there.
      currentTitle: forumTopics.title,
      removed,
    })
    .from(forumReports)
    .leftJoin(reporter, eq(forumReports.reporterId, reporter.id))
    .leftJoin(resolver, eq(forumReports.resolvedById, resolver.id))
    .leftJoin(postAuthor, eq(forumReports.postAuthorId, postAuthor.id))
    .leftJoin(forumTopics, eq(forumReports.topicId, forumTopics.id));
}

type SelectedReport = Awaited<ReturnType<typeof selectReports>>[number];

function toReport(row: SelectedReport): ForumReport {
  const { report: r } = row;
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    createdAt: r.createdAt,
    reporter: row.reporter,
    resolvedAt: r.resolvedAt,
    resolvedBy: row.resolver,
    target: {
      kind: r.targetKind,
      topicId: r.topicId,
      replyId: r.replyId,
      topicTitle: row.currentTitle ?? r.topicTitle,
      excerpt: r.excerpt,
      author: row.author,
      removed: Boolean(row.removed),
    },
  };
}

/** The moderators' queue: open reports oldest first, or resolved ones latest first. */
export async function reports(ctx: Context, input: ListReportsInput): Promise<ForumReport[]> {
  const status = input?.status ?? "open";
  const query = selectReports(ctx.db);
  const rows =
    status === "open"
      ? await query
          .where(eq(forumReports.status, "open"))
          .orderBy(asc(forumReports.createdAt), asc(sql`${forumReports}.rowid`))
          .limit(REPORTS_SHOWN)
      : await query
          .where(ne(forumReports.status, "open"))
          .orderBy(desc(forumReports.resolvedAt), desc(sql`${forumReports}.rowid`))
          .limit(REPORTS_SHOWN);
  return rows.map(toReport);
}

/**
 * Dismiss (the post stays) or remove (the topic is deleted, or the reply shows "[deleted]"). Either
 * way every open report about the same post is closed with this one.
 */
export async function resolveReport(ctx: UserContext, input: ResolveReportInput): Promise<ForumReport> {
  const at = ctx.clock.now().toISOString();
  await ctx.db.write(async (tx) => {
    const row = (await tx.select().from(forumReports).where(eq(forumReports.id, input.id)))[0];
    if (!row) throw notFound(REPORT_NOT_FOUND);
    if (row.status !== "open") throw conflict("This report was already resolved.");
    if (input.action === "dismiss") {
      await resolveOpenReports(tx, [row.targetId], "dismissed", ctx.user.id, at);
      return;
    }
    if (row.targetKind === "topic" && row.topicId) {
      await deleteTopic(tx, row.topicId, ctx.user.id, at);
    } else if (row.targetKind === "reply" && row.replyId) {
      const reply = (
        await tx
          .select({ id: forumReplies.id, topicId: forumReplies.topicId })
          .from(forumReplies)
          .where(eq(forumReplies.id, row.replyId))
      )[0];
      if (reply) await deleteReply(tx, reply, ctx.user.id, at);
    }
    // A post already gone (or a reply already deleted) leaves its reports to close here.
    await resolveOpenReports(tx, [row.targetId], "removed", ctx.user.id, at);
  });
  const row = (await selectReports(ctx.db).where(eq(forumReports.id, input.id)))[0];
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return toReport(row);
}

/** Open reports waiting for a moderator (the admin dashboard's to-do list counts them). */
export async function openReportCount(db: Executor): Promise<number> {
  return (
    (await db.select({ n: count() }).from(forumReports).where(eq(forumReports.status, "open")))[0]?.n ?? 0
  );
}
