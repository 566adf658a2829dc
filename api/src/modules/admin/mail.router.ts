import {
  emailPreviewSchema,
  newsletterInput,
  outboxIdInput,
  outboxListInput,
  outboxListOutput,
  outboxMessageSchema,
  queuedOutput,
  staffMessageInput,
} from "contracts";
import { listOutbox, outboxMessage, requeue } from "../../mail";
import { conflict, notFound } from "../../trpc/errors";
import { adminProcedure, router } from "../../trpc/procedures";
import * as newsletter from "../newsletter/newsletter.service";
import { issuePreview } from "../newsletter/newsletter-emails";
import { messageUser } from "./messages.service";

const tags = ["admin"];

const messageNotFound = () => notFound("Message not found");

/** The back office's e-mail calls: the outbox, a message to a member, newsletter issues. */
export const adminMailRouter = router({
  outbox: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/outbox",
        tags,
        protect: true,
        summary:
          "Every e-mail, newest first, with status (queued, sent, failed, unsent: kept because no SMTP is configured) and tries",
      },
    })
    .input(outboxListInput)
    .output(outboxListOutput)
    .query(({ ctx, input }) => listOutbox(ctx.db, input, ctx.mail.transport !== null)),
  outboxMessage: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/outbox/{id}",
        tags,
        protect: true,
        summary: "One e-mail with its text and HTML bodies and its attachments",
      },
    })
    .input(outboxIdInput)
    .output(outboxMessageSchema)
    .query(
      async ({ ctx, input }) => (await outboxMessage(ctx.db, input.id)) ?? throwError(messageNotFound()),
    ),
  retryOutboxMessage: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/admin/outbox/{id}/retry",
        tags,
        protect: true,
        summary: "Queue a failed or unsent e-mail again with fresh tries",
      },
    })
    .input(outboxIdInput)
    .output(outboxMessageSchema)
    .mutation(async ({ ctx, input }) => {
      const before = await outboxMessage(ctx.db, input.id);
      if (!before) throw messageNotFound();
      if (!(await requeue(ctx.db, input.id, ctx.clock.now()))) {
        throw conflict("Only a failed or unsent message can be sent again.");
      }
      return (await outboxMessage(ctx.db, input.id)) ?? throwError(messageNotFound());
    }),
  messageUser: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/admin/users/{id}/messages",
        tags,
        protect: true,
        summary: "E-mail a member a message from the staff (Send Message on the members screen)",
      },
    })
    .input(staffMessageInput)
    .output(queuedOutput)
    .mutation(({ ctx, input }) => messageUser(ctx, input)),
  previewNewsletter: adminProcedure
    .meta({
      scope: "marketing:write",
      openapi: {
        method: "POST",
        path: "/admin/newsletters/preview",
        tags,
        protect: true,
        summary: "A newsletter issue as subscribers would receive it (HTML and text); sends nothing",
      },
    })
    .input(newsletterInput)
    .output(emailPreviewSchema)
    .mutation(({ ctx, input }) => issuePreview(ctx.mail.links, input)),
  sendNewsletter: adminProcedure
    .meta({
      scope: "marketing:write",
      openapi: {
        method: "POST",
        path: "/admin/newsletters",
        tags,
        protect: true,
        summary: "Send a newsletter issue (subject + Markdown) to every active subscriber: one e-mail each",
      },
    })
    .input(newsletterInput)
    .output(queuedOutput)
    .mutation(({ ctx, input }) => newsletter.sendIssue(ctx, input)),
});

function throwError(error: Error): never {
  throw error;
}
