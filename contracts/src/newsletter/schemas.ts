import { z } from "zod";
import { PAGE_SIZE_MAX } from "../admin/labels";
import { emailSchema } from "../auth/schemas";
import { listPaging } from "../paging";
import { syncFilters } from "../partners/sync";
import { NEWSLETTER_BODY_MAX, NEWSLETTER_SUBJECT_MAX, subscriptionStatuses } from "./labels";

export {
  CONFIRM_LINK_DAYS,
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_INVALID,
  CONFIRM_RESEND_MINUTES,
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_SUBJECT_MAX,
  SUBSCRIBE_ANSWER,
  type SubscriptionStatus,
  subscriptionStatuses,
  subscriptionStatusLabels,
  UNSUBSCRIBE_LINK_INVALID,
} from "./labels";

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(60, `${label} must be at most 60 characters`)
    .optional()
    .transform((v) => v || undefined);

export const subscribeInput = z.object({
  email: emailSchema,
  firstName: optionalName("First name"),
  lastName: optionalName("Last name"),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

/** The same answer for every sign-up (no address leaks): what the form shows. */
export const subscribeOutput = z.object({ success: z.literal(true), message: z.string() });

/** A link's token (confirmation or unsubscribe): random text, never long. */
export const subscriptionTokenInput = z.object({
  token: z.string().trim().min(1, "The link is incomplete").max(100, "The link is not valid"),
});

export const subscriptionStatusSchema = z.enum(subscriptionStatuses);

export const subscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  status: subscriptionStatusSchema,
  isActive: z.boolean(),
  subscriptionDate: z.string(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The most the Subscribers export asks for at a time. */
export const SUBSCRIPTIONS_PAGE_SIZE_MAX = PAGE_SIZE_MAX;

export const subscriptionListInput = z
  .object({
    search: z.string().trim().max(254).optional(),
    status: z.enum(subscriptionStatuses, { error: "Choose active, pending or unsubscribed" }).optional(),
    ...syncFilters,
    ...listPaging,
  })
  .optional();
export type SubscriptionListInput = z.infer<typeof subscriptionListInput>;

/** The Subscribers screen's cards and badge, counted over every subscriber. */
export const subscriptionStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  unsubscribed: z.number().int(),
  /** Signed up since the first of this month (New York). */
  thisMonth: z.number().int(),
  /** Signed up in the past 7 days. */
  lastSevenDays: z.number().int(),
});
export type SubscriptionStats = z.infer<typeof subscriptionStatsSchema>;

export const subscriptionIdInput = z.object({ id: z.string().min(1).max(64) });

/** An issue of the newsletter: a subject and a Markdown body (no raw HTML). */
export const newsletterInput = z.object({
  subject: z
    .string()
    .trim()
    .min(1, "Subject is required")
    .max(NEWSLETTER_SUBJECT_MAX, `Subject must be at most ${NEWSLETTER_SUBJECT_MAX} characters`),
  body: z
    .string()
    .trim()
    .min(1, "Please write the newsletter")
    .max(
      NEWSLETTER_BODY_MAX,
      `The newsletter must be at most ${NEWSLETTER_BODY_MAX.toLocaleString("en-US")} characters`,
    ),
});
export type NewsletterInput = z.infer<typeof newsletterInput>;

/** An e-mail as it would be sent: the preview of an issue. */
export const emailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

// ---------------------------------------------------------------- a partner's import

/** At most this many addresses in one import call. */
export const IMPORT_SUBSCRIBERS_MAX = 1000;

/**
 * Subscribers a marketing tool hands over (API.md, Round 3: partner access). Each address is read
 * on its own, so one bad address is reported in `invalid` and the others still go in.
 */
export const importSubscribersInput = z.object({
  subscribers: z
    .array(
      z.object({
        email: z.string().max(320, "An e-mail address is at most 254 characters"),
        name: z.string().trim().max(120, "A name is at most 120 characters").optional(),
      }),
    )
    .min(1, "Send at least one subscriber")
    .max(IMPORT_SUBSCRIBERS_MAX, `Send at most ${IMPORT_SUBSCRIBERS_MAX} subscribers a call`),
});
export type ImportSubscribersInput = z.infer<typeof importSubscribersInput>;

export const importSubscribersOutput = z.object({
  /** Addresses now waiting for their confirmation e-mail's link (sent now, or in the last 10 minutes). */
  queued: z.number().int(),
  /** Addresses already subscribed: nothing sent. */
  alreadyActive: z.number().int(),
  invalid: z.array(z.object({ email: z.string(), message: z.string() })),
});
export type ImportSubscribersOutput = z.infer<typeof importSubscribersOutput>;

/** "Ada Lovelace" as the first and last names the list keeps; one word is a first name. */
export function splitName(name: string | undefined): { firstName?: string; lastName?: string } {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  const [first, ...rest] = words;
  return rest.length > 0 ? { firstName: first, lastName: rest.join(" ") } : { firstName: first };
}
