import {
  emptyInput,
  forumCategoryFormInput,
  forumCategorySchema,
  forumIdInput,
  forumReportSchema,
  listReportsInput,
  resolveReportInput,
  successOutput,
  updateForumCategoryInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, router } from "../../trpc/procedures";
import * as forum from "./forum.service";

const tags = ["admin"];

/**
 * The forum's moderation calls, merged into `admin.*` (under /api/admin/forum) by api/src/router.ts, so the
 * back office finds them with the rest of its calls while the forum module keeps its own tables.
 */
export const forumAdminRouter = router({
  forumReports: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/forum/reports",
        tags,
        summary: "Reported posts: open ones oldest first (default), or resolved ones latest first (admin)",
        protect: true,
      },
    })
    .input(listReportsInput)
    .output(z.array(forumReportSchema))
    .query(({ ctx, input }) => forum.reports(ctx, input)),
  resolveReport: adminProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/admin/forum/reports/{id}",
        tags,
        summary:
          "Dismiss a report (the post stays) or remove the post; every open report of the same post closes with it (admin)",
        protect: true,
      },
    })
    .input(resolveReportInput)
    .output(forumReportSchema)
    .mutation(({ ctx, input }) => forum.resolveReport(ctx, input)),
  forumCategories: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/forum/categories",
        tags,
        summary: "Every forum category, hidden ones included, with topic counts (admin)",
        protect: true,
      },
    })
    .input(emptyInput)
    .output(z.array(forumCategorySchema))
    .query(({ ctx }) => forum.categories(ctx)),
  createForumCategory: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/admin/forum/categories",
        tags,
        summary: "Add a forum category (admin)",
        protect: true,
      },
    })
    .input(forumCategoryFormInput)
    .output(forumCategorySchema)
    .mutation(({ ctx, input }) => forum.createCategory(ctx, input)),
  updateForumCategory: adminProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/admin/forum/categories/{id}",
        tags,
        summary: "Edit a forum category: name, description, icon, tier, order, visible (admin)",
        protect: true,
      },
    })
    .input(updateForumCategoryInput)
    .output(forumCategorySchema)
    .mutation(({ ctx, input }) => forum.updateCategory(ctx, input)),
  removeForumCategory: adminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/admin/forum/categories/{id}",
        tags,
        summary: "Delete an empty forum category; one with topics is a 409 (admin)",
        protect: true,
      },
    })
    .input(forumIdInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => forum.removeCategory(ctx, input.id)),
});
