import { apiKeyIdInput, apiKeySchema, createApiKeyInput, createdApiKeySchema } from "contracts";
import { z } from "zod";
import { createApiKey, listApiKeys, revokeApiKey } from "../../auth/api-keys";
import { notFound } from "../../trpc/errors";
import { adminProcedure, router } from "../../trpc/procedures";

const tags = ["partners"];

/**
 * API keys (API.md, Round 3: partner access): made, listed and revoked by an admin signed in on the
 * site, never by a key (`scope: "session"`), so a leaked key cannot mint itself a wider one.
 */
export const apiKeysRouter = router({
  apiKeys: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/api-keys",
        tags,
        protect: true,
        summary:
          "Every API key, newest first: its scopes, last 4 characters, expiry, revocation and last use",
      },
      scope: "session",
    })
    .input(z.object({}))
    .output(z.array(apiKeySchema))
    .query(({ ctx }) => listApiKeys(ctx.db)),
  createApiKey: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/admin/api-keys",
        tags,
        protect: true,
        summary: "Makes a key with these scopes; its secret (rr_...) is in this answer only",
      },
      scope: "session",
    })
    .input(createApiKeyInput)
    .output(createdApiKeySchema)
    .mutation(({ ctx, input }) => createApiKey(ctx.db, input, ctx.user.id, ctx.clock.now())),
  revokeApiKey: adminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/admin/api-keys/{id}",
        tags,
        protect: true,
        summary: "Revokes a key: its next request is a 401",
      },
      scope: "session",
    })
    .input(apiKeyIdInput)
    .output(apiKeySchema)
    .mutation(async ({ ctx, input }) => {
      const key = await revokeApiKey(ctx.db, input.id, ctx.clock.now());
      if (!key) throw notFound("There is no such API key.");
      return key;
    }),
});
