import {
  adminUserDetailSchema,
  adminUserIdInput,
  adminUserSchema,
  adminUsersInput,
  memberStatsSchema,
  updateUserInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, router } from "../../trpc/procedures";
import * as members from "./admin-members.service";

const tags = ["admin"];

/** The members screen's calls (docs/spec part 2 §2.16). Static paths come before `{id}`. */
export const adminMembersRouter = router({
  users: adminProcedure
    .meta({
      scope: "customers:read",
      openapi: {
        method: "GET",
        path: "/admin/users",
        tags,
        protect: true,
        summary:
          "Users found by name, username or e-mail and tier (none: no tier), newest first; X-Total-Count",
      },
      // API.md: the spec's GET /api/users is this same list.
      aliases: ["/users"],
    })
    .input(adminUsersInput)
    .output(z.array(adminUserSchema))
    .query(({ ctx, input }) => members.list(ctx, input)),
  memberStats: adminProcedure
    .meta({
      scope: "customers:read",
      openapi: {
        method: "GET",
        path: "/admin/users/stats",
        tags,
        protect: true,
        summary: "Users by tier, conversion (share with any tier), Premium+ and how many the filters find",
      },
    })
    .input(adminUsersInput)
    .output(memberStatsSchema)
    .query(({ ctx, input }) => members.stats(ctx, input)),
  exportUsers: adminProcedure
    .meta({
      scope: "customers:read",
      openapi: {
        method: "GET",
        path: "/admin/users/export",
        tags,
        protect: true,
        summary: "The users the filters find as a CSV file (text/csv)",
      },
      produces: "text/csv",
    })
    .input(adminUsersInput)
    .output(z.string())
    .query(({ ctx, input }) => members.exportCsv(ctx, input)),
  user: adminProcedure
    .meta({
      scope: "customers:read",
      openapi: {
        method: "GET",
        path: "/admin/users/{id}",
        tags,
        protect: true,
        summary: "A user with membership history, paid orders, reservations and totals",
      },
    })
    .input(adminUserIdInput)
    .output(adminUserDetailSchema)
    .query(({ ctx, input }) => members.detail(ctx, input.id)),
  updateUser: adminProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/admin/users/{id}",
        tags,
        protect: true,
        summary:
          "Edit a user; a tier given is complimentary, null ends the membership; disabling ends sessions; 409 for the last active admin",
      },
    })
    .input(updateUserInput)
    .output(adminUserDetailSchema)
    .mutation(({ ctx, input }) => members.update(ctx, input)),
});
