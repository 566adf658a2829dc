import {
  createdWebhookSchema,
  createWebhookInput,
  successOutput,
  updateWebhookInput,
  webhookDeliveriesInput,
  webhookDeliveriesSchema,
  webhookDeliveryDetailSchema,
  webhookDeliveryIdInput,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookIdInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, router } from "../../trpc/procedures";
import * as webhooks from "./webhooks.service";

const tags = ["partners"];
const scope = "webhooks:manage";

/** Webhook endpoints and their delivery log (API.md, Round 3: partner access). */
export const webhooksRouter = router({
  webhooks: adminProcedure
    .meta({
      scope,
      openapi: {
        method: "GET",
        path: "/admin/webhooks",
        tags,
        protect: true,
        summary: "Every webhook endpoint, newest first",
      },
    })
    .input(z.object({}))
    .output(z.array(webhookEndpointSchema))
    .query(({ ctx }) => webhooks.list(ctx)),
  createWebhook: adminProcedure
    .meta({
      scope,
      openapi: {
        method: "POST",
        path: "/admin/webhooks",
        tags,
        protect: true,
        summary:
          "Adds an endpoint (https to a public address) for these events; its signing secret (whsec_...) is in this answer only",
      },
    })
    .input(createWebhookInput)
    .output(createdWebhookSchema)
    .mutation(({ ctx, input }) => webhooks.create(ctx, input)),
  updateWebhook: adminProcedure
    .meta({
      scope,
      openapi: {
        method: "PATCH",
        path: "/admin/webhooks/{id}",
        tags,
        protect: true,
        summary:
          "Changes an endpoint's URL, events or active flag; turning a disabled endpoint active resumes its deliveries",
      },
    })
    .input(updateWebhookInput)
    .output(webhookEndpointSchema)
    .mutation(({ ctx, input }) => webhooks.update(ctx, input)),
  deleteWebhook: adminProcedure
    .meta({
      scope,
      openapi: {
        method: "DELETE",
        path: "/admin/webhooks/{id}",
        tags,
        protect: true,
        summary: "Deletes an endpoint and its delivery log",
      },
    })
    .input(webhookIdInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => webhooks.remove(ctx, input.id)),
  webhookDeliveries: adminProcedure
    .meta({
      scope,
      openapi: {
        method: "GET",
        path: "/admin/webhooks/{id}/deliveries",
        tags,
        protect: true,
        summary: "An endpoint's deliveries, newest first, by status; each with its tries and last answer",
      },
    })
    .input(webhookDeliveriesInput)
    .output(webhookDeliveriesSchema)
    .query(({ ctx, input }) => webhooks.deliveries(ctx, input)),
  webhookDelivery: adminProcedure
    .meta({
      scope,
      openapi: {
        method: "GET",
        path: "/admin/webhooks/{id}/deliveries/{deliveryId}",
        tags,
        protect: true,
        summary:
          "One delivery with every try: status, time taken and the first 1 KB of the receiver's answer",
      },
    })
    .input(webhookDeliveryIdInput)
    .output(webhookDeliveryDetailSchema)
    .query(({ ctx, input }) => webhooks.delivery(ctx, input.id, input.deliveryId)),
  resendWebhook: adminProcedure
    .meta({
      scope,
      openapi: {
        method: "POST",
        path: "/admin/webhooks/{id}/deliveries/{deliveryId}/resend",
        tags,
        protect: true,
        summary:
          "Queues a delivery again (same event id, so the receiver can tell it apart from a new event)",
      },
    })
    .input(webhookDeliveryIdInput)
    .output(webhookDeliverySchema)
    .mutation(({ ctx, input }) => webhooks.resend(ctx, input.id, input.deliveryId)),
  testWebhook: adminProcedure
    .meta({
      scope,
      openapi: {
        method: "POST",
        path: "/admin/webhooks/{id}/test",
        tags,
        protect: true,
        summary: "Queues a ping event to this endpoint alone",
      },
    })
    .input(webhookIdInput)
    .output(webhookDeliverySchema)
    .mutation(({ ctx, input }) => webhooks.sendTest(ctx, input.id)),
});
