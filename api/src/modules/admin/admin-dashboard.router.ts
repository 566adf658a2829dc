import {
  adminOrderSchema,
  analyticsSchema,
  emptyInput,
  orderCountsSchema,
  salesDataInput,
  salesDataSchema,
} from "contracts";
import { z } from "zod";
import { adminProcedure, router } from "../../trpc/procedures";
import { analytics, salesData } from "./admin-analytics.service";
import * as orders from "./admin-orders.service";

const tags = ["admin"];

/** The dashboard's calls, which it asks again every 30 seconds (docs/spec part 2 §7). */
export const adminDashboardRouter = router({
  orderCounts: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/order-counts",
        tags,
        protect: true,
        summary: "Orders by status (payments that failed are not counted)",
      },
    })
    .input(emptyInput)
    .output(orderCountsSchema)
    .query(({ ctx }) => orders.counts(ctx)),
  recentOrders: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/recent-orders",
        tags,
        protect: true,
        summary: "The 5 most recently paid orders",
      },
    })
    .input(emptyInput)
    .output(z.array(adminOrderSchema))
    .query(({ ctx }) => orders.recent(ctx)),
  analytics: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/analytics",
        tags,
        protect: true,
        summary:
          "Members by tier, orders awaiting payment, this month's average order value and sales by kind, conversion over 30 days, top wines, low stock, today's bookings and the to-do counts",
      },
    })
    .input(emptyInput)
    .output(analyticsSchema)
    .query(({ ctx }) => analytics(ctx)),
  salesData: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/sales-data",
        tags,
        protect: true,
        summary:
          "Revenue net of refunds today, this month and this year, and per day for the last `days` (default 30), in New York days",
      },
    })
    .input(salesDataInput)
    .output(salesDataSchema)
    .query(({ ctx, input }) => salesData(ctx, input?.days)),
});
