/** Zod-free constants of the newsletter: the footer's sign-up form imports these on the first load. */

/**
 * pending: signed up, the confirmation link not yet followed (double opt-in); active: confirmed and
 * receiving issues; unsubscribed: left through an unsubscribe link (or never to be mailed again).
 */
export const subscriptionStatuses = ["active", "pending", "unsubscribed"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  active: "Active",
  pending: "Awaiting confirmation",
  unsubscribed: "Unsubscribed",
};

/** What every sign-up hears, whether the address is new, known, confirmed or not (no address leaks). */
export const SUBSCRIBE_ANSWER =
  "Thank you! Please check your inbox: we've sent a link to confirm your subscription.";

export const CONFIRM_LINK_INVALID = "This confirmation link is no longer valid.";
export const CONFIRM_LINK_EXPIRED =
  "This confirmation link has expired: links work for 7 days. Sign up again and we'll send a new one.";

/**
 * docs/product/decisions.md, Round 3: every confirmation link sent works until it is used or 7 days pass, and a
 * sign-up still waiting for confirmation gets at most one new e-mail per 10 minutes.
 */
export const CONFIRM_LINK_DAYS = 7;
export const CONFIRM_RESEND_MINUTES = 10;
export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is no longer valid.";

/** The subject and Markdown body of an issue: their limits, shared by the form and the api. */
export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_BODY_MAX = 20_000;
