import {
  emptyInput,
  orderByIdInput,
  orderSchema,
  processPaymentInput,
  processPaymentOutput,
  testPaymentMethodInput,
  testPaymentMethodOutput,
  updateOrderInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, publicProcedure, router, userProcedure } from "../../trpc/procedures";
import * as checkout from "./checkout.service";
import * as status from "./order-status.service";
import * as orders from "./orders.service";

const tags = ["orders"];

export const ordersRouter = router({
  createTestPaymentMethod: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/payments/test-method",
        tags,
        summary:
          "Test gateway only: turn a test card into a pm_test_ token (4242... succeeds, 4000...0002 is declined)",
      },
    })
    .input(testPaymentMethodInput)
    .output(testPaymentMethodOutput)
    .mutation(({ ctx, input }) => checkout.createTestPaymentMethod(ctx, input)),
  processPayment: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/process-payment",
        tags,
        summary:
          "Check out the caller's cart: the amount (cents) must match the server's total; a cart holding a club membership needs renewalConsent: true (400 without it); 402 when the card is declined",
      },
    })
    .input(processPaymentInput)
    .output(processPaymentOutput)
    .mutation(({ ctx, input }) => checkout.processPayment(ctx, input)),
  my: userProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/orders/my",
        tags,
        protect: true,
        summary: "The caller's orders, newest first (orders whose payment failed are not listed)",
      },
    })
    .input(emptyInput)
    .output(z.array(orderSchema))
    .query(({ ctx }) => orders.my(ctx)),
  byId: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/orders/{id}",
        tags,
        summary:
          "One order: its owner, an admin, anyone with the order's link token (?token=), or a guest with its e-mail (?email=)",
      },
    })
    .input(orderByIdInput)
    .output(orderSchema)
    .query(({ ctx, input }) => orders.byId(ctx, input.id, { email: input.email, token: input.token })),
  update: adminProcedure
    .meta({
      scope: "orders:write",
      openapi: {
        method: "PUT",
        path: "/orders/{id}",
        tags,
        protect: true,
        summary:
          "Move an order's status as PATCH /api/admin/orders/{orderId}/status does (pending > confirmed > processing > shipped > completed, confirmed > shipped, or cancelled; cancelling a paid order refunds it); shipping needs a tracking number unless the carrier is pickup; carrier optional, any case (ups, fedex, usps, dhl, pickup, other)",
      },
    })
    .input(updateOrderInput)
    .output(orderSchema)
    .mutation(({ ctx, input }) => status.update(ctx, input)),
});
