import {
  clubDefaultsInput,
  clubFiguresSchema,
  clubMonthInput,
  clubMonthSchema,
  clubRunSchema,
  declineSchema,
  emptyInput,
  membershipIdInput,
  membershipSchema,
  updateMembershipInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, router } from "../../trpc/procedures";
import { listRuns } from "../membership/billing.service";
import * as club from "../membership/club-admin.service";
import * as shipments from "../membership/club-shipments.service";

const tags = ["admin"];

/** /admin/club: the club's figures, billing runs, the decline queue, and a member's billing date. */
export const adminClubRouter = router({
  club: adminProcedure
    .meta({
      scope: "customers:read",
      openapi: {
        method: "GET",
        path: "/admin/club",
        tags,
        protect: true,
        summary:
          "Members by tier and status, monthly recurring revenue, new and cancelled this month, tenure, the next 30 days of charges, the preflight list",
      },
    })
    .input(emptyInput)
    .output(clubFiguresSchema)
    .query(({ ctx }) => club.figures(ctx.db, ctx.clock.now())),
  clubShipments: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/club/shipments",
        tags,
        protect: true,
        summary:
          "A month's club shipments (each paid member's picks, the run's order, or the default wines the run will send), the pick list totalled by wine, and the members left out with why",
      },
    })
    .input(clubMonthInput)
    .output(clubMonthSchema)
    .query(({ ctx, input }) => shipments.clubMonth(ctx.db, input.month)),
  setClubDefaults: adminProcedure
    .meta({
      scope: "orders:write",
      openapi: {
        method: "PUT",
        path: "/admin/club/shipments/{month}/defaults",
        tags,
        protect: true,
        summary:
          "Each tier's default wines (as many as its free wines a month) for members who pick none; 409 once the month is confirmed",
      },
    })
    .input(clubDefaultsInput)
    .output(clubMonthSchema)
    .mutation(({ ctx, input }) => shipments.setDefaults(ctx, input)),
  confirmClubRun: adminProcedure
    .meta({
      scope: "orders:write",
      openapi: {
        method: "POST",
        path: "/admin/club/shipments/{month}/confirm",
        tags,
        protect: true,
        summary:
          "Make the month's missing shipments (orders of the default wines, tax and shipping charged to the saved card, e-mailed) and take their stock; 409 with the shortfall when stock is short, nothing changed",
      },
    })
    .input(clubMonthInput)
    .output(clubMonthSchema)
    .mutation(({ ctx, input }) => shipments.confirmRun(ctx, input.month, ctx.user?.username)),
  clubRuns: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/club/runs",
        tags,
        protect: true,
        summary: "Billing runs, newest first",
      },
    })
    .input(emptyInput)
    .output(z.array(clubRunSchema))
    .query(({ ctx }) => listRuns(ctx.db)),
  runClubBilling: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/admin/club/runs",
        tags,
        protect: true,
        summary:
          "Charge every membership due today or earlier (New York); never twice for one billing period; 409 while another billing run (scheduled or by hand, in any process) is in progress",
      },
    })
    .input(emptyInput)
    .output(clubRunSchema)
    .mutation(({ ctx }) => club.runBillingNow(ctx)),
  clubDeclines: adminProcedure
    .meta({
      scope: "customers:read",
      openapi: {
        method: "GET",
        path: "/admin/club/declines",
        tags,
        protect: true,
        summary: "Declined renewals waiting for their next try",
      },
    })
    .input(emptyInput)
    .output(z.array(declineSchema))
    .query(({ ctx }) => club.declines(ctx.db)),
  updateMembership: adminProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/admin/memberships/{id}",
        tags,
        protect: true,
        summary: "Move a member's next billing date, or end the membership now",
      },
    })
    .input(updateMembershipInput)
    .output(membershipSchema)
    .mutation(({ ctx, input }) => club.updateMembership(ctx, input)),
  retryMembershipCharge: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/admin/memberships/{id}/retry",
        tags,
        protect: true,
        summary: "Charge a declined renewal again now",
      },
    })
    .input(membershipIdInput)
    .output(membershipSchema)
    .mutation(({ ctx, input }) => club.retryMembershipCharge(ctx, input.id)),
});
