import {
  emptyInput,
  subscribeInput,
  subscribeOutput,
  subscriptionIdInput,
  subscriptionListInput,
  subscriptionSchema,
  subscriptionStatsSchema,
  subscriptionTokenInput,
  successOutput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, publicProcedure, router } from "../../trpc/procedures";
import * as newsletter from "./newsletter.service";

const tags = ["newsletter"];

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/email-subscriptions",
        tags,
        summary:
          "Sign up for the newsletter: e-mails a confirmation link (double opt-in); the same answer for new and known addresses. 5 per IP an hour",
      },
    })
    .input(subscribeInput)
    .output(subscribeOutput)
    .mutation(({ ctx, input }) => newsletter.subscribe(ctx, input)),
  confirm: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/email-subscriptions/confirm",
        tags,
        summary: "Confirm a subscription with the token of the e-mailed link",
      },
    })
    .input(subscriptionTokenInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => newsletter.confirm(ctx, input.token)),
  unsubscribe: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/email-subscriptions/unsubscribe",
        tags,
        summary: "Leave the newsletter with the token of an issue's unsubscribe link",
      },
    })
    .input(subscriptionTokenInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => newsletter.unsubscribe(ctx, input.token)),
  stats: adminProcedure
    .meta({
      scope: "customers:read",
      openapi: {
        method: "GET",
        path: "/email-subscriptions/stats",
        tags,
        protect: true,
        summary: "Subscriber counts: total, by status, this month (New York) and the past 7 days",
      },
    })
    .input(emptyInput)
    .output(subscriptionStatsSchema)
    .query(({ ctx }) => newsletter.stats(ctx)),
  list: adminProcedure
    .meta({
      scope: "customers:read",
      openapi: {
        method: "GET",
        path: "/email-subscriptions",
        tags,
        protect: true,
        summary: "Subscribers, newest first; search by e-mail or name, filter by status; X-Total-Count",
      },
    })
    .input(subscriptionListInput)
    .output(z.array(subscriptionSchema))
    .query(({ ctx, input }) => newsletter.list(ctx, input)),
  remove: adminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/email-subscriptions/{id}",
        tags,
        protect: true,
        summary: "Delete a subscription",
      },
    })
    .input(subscriptionIdInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => newsletter.remove(ctx, input.id)),
});
