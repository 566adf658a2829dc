import {
  emptyInput,
  journalCommentIdInput,
  journalCommentInput,
  journalCommentSchema,
  journalEntryDetailSchema,
  journalEntrySchema,
  journalFormInput,
  journalIdInput,
  journalLikeOutput,
  journalSlugInput,
  journalWineChoiceSchema,
  myJournalsInput,
  publicJournalsInput,
  successOutput,
  updateJournalInput,
} from "contracts";
import { z } from "zod";
import { publicProcedure, router, userProcedure } from "../../trpc/procedures";
import * as journal from "./journal.service";
import * as social from "./journal-social.service";

const tags = ["journal"];

export const journalRouter = router({
  mine: userProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/journals",
        tags,
        summary: "The caller's own entries, private and public, latest tasting first (X-Total-Count)",
        protect: true,
      },
    })
    .input(myJournalsInput)
    .output(z.array(journalEntrySchema))
    .query(({ ctx, input }) => journal.mine(ctx, input)),
  public: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/journals/public",
        tags,
        summary:
          "Public entries, latest shared first; search, wine type, tag and wine filters (X-Total-Count)",
      },
    })
    .input(publicJournalsInput)
    .output(z.array(journalEntrySchema))
    .query(({ ctx, input }) => journal.publicList(ctx, input)),
  wines: userProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/journals/wines",
        tags,
        summary: "The wines an entry can be about, the caller's purchases first, with the winemaker's notes",
        protect: true,
      },
    })
    .input(emptyInput)
    .output(z.array(journalWineChoiceSchema))
    .query(({ ctx }) => journal.wineChoices(ctx)),
  bySlug: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/journals/shared/{slug}",
        tags,
        summary: "A public entry by its share link, for anyone holding it (404 once it is private)",
      },
    })
    .input(journalSlugInput)
    .output(journalEntryDetailSchema)
    .query(({ ctx, input }) => journal.bySlug(ctx, input.slug)),
  byId: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/journals/{id}",
        tags,
        summary: "An entry with its comments and likes: its owner's, or anyone's while it is public",
      },
    })
    .input(journalIdInput)
    .output(journalEntryDetailSchema)
    .query(({ ctx, input }) => journal.byId(ctx, input.id)),
  create: userProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/journals",
        tags,
        summary: "Write an entry; private unless isPublic (30 an hour)",
        protect: true,
      },
    })
    .input(journalFormInput)
    .output(journalEntryDetailSchema)
    .mutation(({ ctx, input }) => journal.create(ctx, input)),
  update: userProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/journals/{id}",
        tags,
        summary: "Save an entry again (its owner); making it private revokes its share link",
        protect: true,
      },
    })
    .input(updateJournalInput)
    .output(journalEntryDetailSchema)
    .mutation(({ ctx, input }) => journal.update(ctx, input)),
  remove: userProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/journals/{id}",
        tags,
        summary: "Delete an entry with its comments and likes (its owner; admins for public entries)",
        protect: true,
      },
    })
    .input(journalIdInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => journal.remove(ctx, input.id)),
  comment: userProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/journals/{id}/comments",
        tags,
        summary: "Comment on a public entry (30 an hour)",
        protect: true,
      },
    })
    .input(journalCommentInput)
    .output(journalCommentSchema)
    .mutation(({ ctx, input }) => social.comment(ctx, input)),
  removeComment: userProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/journals/comments/{id}",
        tags,
        summary: "Delete a comment: its author, the entry's owner or an admin",
        protect: true,
      },
    })
    .input(journalCommentIdInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => social.removeComment(ctx, input.id)),
  toggleLike: userProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/journals/{id}/like",
        tags,
        summary: "Like a public entry, or take the like back (one per person)",
        protect: true,
      },
    })
    .input(journalIdInput)
    .output(journalLikeOutput)
    .mutation(({ ctx, input }) => social.toggleLike(ctx, input.id)),
});
