import { z } from "zod";

/** One zod issue as a 400 answer lists it: the form shows `message` next to the field at `path`. */
export const apiIssueSchema = z.looseObject({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])),
});

/**
 * The body of every non-2xx REST answer (docs/product/api.md): `issues` on invalid input, `error` (the decline
 * reason, e.g. "card_declined") when a payment is refused.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(apiIssueSchema).optional(),
  error: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
