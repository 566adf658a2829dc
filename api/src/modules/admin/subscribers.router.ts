import { importSubscribersInput, importSubscribersOutput } from "contracts";
import { adminProcedure, router } from "../../trpc/procedures";
import * as newsletter from "../newsletter/newsletter.service";

/** The newsletter list as a partner's marketing tool fills it (API.md, Round 3: partner access). */
export const adminSubscribersRouter = router({
  importSubscribers: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/admin/email-subscriptions/import",
        tags: ["newsletter"],
        protect: true,
        summary:
          "Import up to 1,000 subscribers: each gets the usual confirmation e-mail and joins by its link; already subscribed, unsubscribed and invalid addresses are counted or listed",
      },
      scope: "marketing:write",
    })
    .input(importSubscribersInput)
    .output(importSubscribersOutput)
    .mutation(({ ctx, input }) => newsletter.importSubscribers(ctx, input)),
});
