import {
  createTopicInput,
  emptyInput,
  forumCategorySchema,
  forumIdInput,
  forumReplySchema,
  forumTopicDetailSchema,
  forumTopicPageSchema,
  forumTopicSchema,
  likeOutput,
  listTopicsInput,
  myForumOutput,
  replyInput,
  reportInput,
  successOutput,
  topicInput,
  updateReplyInput,
  updateTopicInput,
} from "contracts";
import { z } from "zod";
import { publicProcedure, router, userProcedure } from "../../trpc/procedures";
import * as forum from "./forum.service";

const tags = ["forum"];

/**
 * The community forum (`forum.*`, under /api/forum). Categories with a required tier are read and
 * posted in only by members of that tier or higher, and by admins, on every path.
 */
export const forumRouter = router({
  categories: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/forum/categories",
        tags,
        summary:
          "The forum's categories in order, with topic counts and whether each is locked for the caller",
      },
    })
    .input(emptyInput)
    .output(z.array(forumCategorySchema))
    .query(({ ctx }) => forum.categories(ctx)),
  topics: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/forum/topics",
        tags,
        summary:
          "A page of topics, pinned first then latest activity; without a category, every category the caller may read; a search finds titles, posts and replies (best match first)",
      },
    })
    .input(listTopicsInput)
    .output(forumTopicPageSchema)
    .query(({ ctx, input }) => forum.list(ctx, input)),
  mine: userProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/forum/my",
        tags,
        summary: "The caller's latest topics and the latest replies others wrote to them",
        protect: true,
      },
    })
    .input(emptyInput)
    .output(myForumOutput)
    .query(({ ctx }) => forum.mine(ctx)),
  topic: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/forum/topics/{id}",
        tags,
        summary:
          "A topic with a page of its replies; counts one view per reader per topic per New York day (users by id, visitors by their visitor cookie, set when missing)",
      },
    })
    .input(topicInput)
    .output(forumTopicDetailSchema)
    .query(({ ctx, input }) => forum.topic(ctx, input)),
  createTopic: userProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/forum/topics",
        tags,
        summary: "Start a topic (one every 2 minutes; new accounts 3 a day)",
        protect: true,
      },
    })
    .input(createTopicInput)
    .output(forumTopicSchema)
    .mutation(({ ctx, input }) => forum.createTopic(ctx, input)),
  updateTopic: userProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/forum/topics/{id}",
        tags,
        summary: "Edit a topic (its author); pin, lock or move it (admin)",
        protect: true,
      },
    })
    .input(updateTopicInput)
    .output(forumTopicSchema)
    .mutation(({ ctx, input }) => forum.updateTopic(ctx, input)),
  removeTopic: userProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/forum/topics/{id}",
        tags,
        summary: "Delete a topic and its replies (its author or an admin)",
        protect: true,
      },
    })
    .input(forumIdInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => forum.removeTopic(ctx, input.id)),
  reply: userProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/forum/topics/{id}/replies",
        tags,
        summary:
          "Reply to a topic (one every 30 seconds; new accounts 10 a day); 409 when the topic is locked",
        protect: true,
      },
    })
    .input(replyInput)
    .output(forumReplySchema)
    .mutation(({ ctx, input }) => forum.reply(ctx, input)),
  updateReply: userProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/forum/replies/{id}",
        tags,
        summary: "Edit a reply (its author); mark it as the answer (the topic's author or an admin)",
        protect: true,
      },
    })
    .input(updateReplyInput)
    .output(forumReplySchema)
    .mutation(({ ctx, input }) => forum.updateReply(ctx, input)),
  removeReply: userProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/forum/replies/{id}",
        tags,
        summary: 'Delete a reply (its author or an admin); it stays in the thread as "[deleted]"',
        protect: true,
      },
    })
    .input(forumIdInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => forum.removeReply(ctx, input.id)),
  toggleLike: userProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/forum/replies/{id}/like",
        tags,
        summary: "Like a reply, or take the like back (one per reader)",
        protect: true,
      },
    })
    .input(forumIdInput)
    .output(likeOutput)
    .mutation(({ ctx, input }) => forum.toggleLike(ctx, input.id)),
  report: userProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/forum/reports",
        tags,
        summary: "Report a topic or a reply to the moderators",
        protect: true,
      },
    })
    .input(reportInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => forum.report(ctx, input)),
});
