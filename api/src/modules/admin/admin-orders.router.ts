import {
  addOrderNoteInput,
  adminOrderDetailSchema,
  adminOrderIdInput,
  adminOrderSchema,
  adminOrdersInput,
  bulkStatusInput,
  bulkStatusOutput,
  orderQueryInput,
  orderStatsSchema,
  refundListInput,
  refundOrderInput,
  refundSchema,
  updateOrderStatusInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, router } from "../../trpc/procedures";
import * as orders from "./admin-orders.service";

const tags = ["admin"];

/** The orders desk's calls (docs/product/api.md, "admin"). Static paths come before {param} ones. */
export const adminOrdersRouter = router({
  refunds: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/refunds",
        tags,
        protect: true,
        summary:
          "Refunds given (or being given) back, oldest first, in cents; createdFrom and createdTo take timestamps or New York days; the full count in X-Total-Count",
      },
    })
    .input(refundListInput)
    .output(z.array(refundSchema))
    .query(({ ctx, input }) => orders.refunds(ctx, input)),
  orders: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/orders",
        tags,
        protect: true,
        summary:
          "Orders found by the last 8 characters of the id, a name or an e-mail; status filter (also to-ship and failed), sort, pages; the full count in X-Total-Count",
      },
    })
    .input(adminOrdersInput)
    .output(z.array(adminOrderSchema))
    .query(({ ctx, input }) => orders.list(ctx, input)),
  bulkStatus: adminProcedure
    .meta({
      scope: "orders:write",
      openapi: {
        method: "POST",
        path: "/admin/orders/bulk-status",
        tags,
        protect: true,
        summary:
          "Move many orders at once to processing, to shipped (tracking per order: { [orderId]: { carrier?, trackingNumber } }) or back to confirmed (undoing processing); each moves on its own, and the answer lists those moved and those refused with why",
      },
    })
    .input(bulkStatusInput)
    .output(bulkStatusOutput)
    .mutation(({ ctx, input }) => orders.bulkStatus(ctx, input)),
  orderStats: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/orders/stats",
        tags,
        protect: true,
        summary:
          "Count and net revenue of the orders the filters find, and per status of those the search finds",
      },
    })
    .input(orderQueryInput)
    .output(orderStatsSchema)
    .query(({ ctx, input }) => orders.stats(ctx, input)),
  exportOrders: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/orders/export",
        tags,
        protect: true,
        summary: "The orders the filters find, in their sort order, as a CSV file (text/csv)",
      },
      produces: "text/csv",
    })
    .input(orderQueryInput)
    .output(z.string())
    .query(({ ctx, input }) => orders.exportCsv(ctx, input)),
  order: adminProcedure
    .meta({
      scope: "orders:read",
      openapi: {
        method: "GET",
        path: "/admin/orders/{id}",
        tags,
        protect: true,
        summary: "One order with its items, money, payment status and timeline",
      },
    })
    .input(adminOrderIdInput)
    .output(adminOrderDetailSchema)
    .query(({ ctx, input }) => orders.detail(ctx, input.id)),
  updateOrderStatus: adminProcedure
    .meta({
      scope: "orders:write",
      openapi: {
        method: "PATCH",
        path: "/admin/orders/{orderId}/status",
        tags,
        protect: true,
        summary:
          "Move an order along its statuses (409 for a move the state machine refuses; confirmed > shipped is allowed); shipping needs a tracking number unless the carrier is pickup; carrier optional, any case (ups, fedex, usps, dhl, pickup, other); cancelling a paid order refunds what is left and returns its stock",
      },
    })
    .input(updateOrderStatusInput)
    .output(adminOrderDetailSchema)
    .mutation(({ ctx, input }) => orders.updateStatus(ctx, input)),
  refundOrder: adminProcedure
    .meta({
      scope: "orders:write",
      openapi: {
        method: "POST",
        path: "/admin/orders/{orderId}/refunds",
        tags,
        protect: true,
        summary:
          "Refund part (amount in cents) or all that is left of a paid order through the payment gateway; 409 when it would exceed what was paid; the same idempotencyKey never refunds twice",
      },
    })
    .input(refundOrderInput)
    .output(adminOrderDetailSchema)
    .mutation(({ ctx, input }) => orders.refundOrder(ctx, input)),
  addOrderNote: adminProcedure
    .meta({
      scope: "orders:write",
      openapi: {
        method: "POST",
        path: "/admin/orders/{orderId}/notes",
        tags,
        protect: true,
        summary: "A staff note on the order's timeline (customers do not see it)",
      },
    })
    .input(addOrderNoteInput)
    .output(adminOrderDetailSchema)
    .mutation(({ ctx, input }) => orders.addOrderNote(ctx, input)),
});
