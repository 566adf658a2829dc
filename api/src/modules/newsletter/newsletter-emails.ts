import { CONFIRM_LINK_DAYS, type EmailPreview, type NewsletterInput, site } from "contracts";
import { type EmailContent, escapeHtml, markdownToHtml, renderEmail, type SiteLinks } from "../../mail";

/** The double opt-in message: nothing is sent to the address again until its owner follows the link. */
export function confirmationEmail(links: SiteLinks, token: string, firstName: string | null): EmailContent {
  return renderEmail({
    subject: "Please confirm your Ridge Road Vineyard newsletter subscription",
    preheader: "One click and you're on the list.",
    heading: firstName ? `Almost there, ${firstName}!` : "Almost there!",
    blocks: [
      {
        kind: "text",
        text: "Thank you for signing up for news from the vineyard: new releases, harvest updates, events in the tasting room and offers for subscribers. Please confirm that this address is yours:",
      },
      { kind: "button", label: "Confirm my subscription", url: links.url("/newsletter/confirm", { token }) },
      {
        kind: "small",
        text: `The link works for ${CONFIRM_LINK_DAYS} days. If you didn't sign up, ignore this e-mail: you won't hear from us. Questions? Write to ${site.email}.`,
      },
    ],
  });
}

/** Stands in for each subscriber's own unsubscribe link while an issue is rendered once for all. */
const UNSUBSCRIBE_MARK = "https://unsubscribe.invalid/ridge-road-subscriber";

/** An issue rendered once; `forSubscriber` puts in one reader's unsubscribe link and headers. */
export function newsletterIssue(input: NewsletterInput) {
  const content = renderEmail({
    subject: input.subject,
    preheader: input.body
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/^\s*(#+|>|[-+*]|\d+\.)\s+/gm, "")
      .replace(/[*_`]/g, "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 120),
    heading: input.subject,
    blocks: [
      { kind: "markdown", html: markdownToHtml(input.body), text: input.body },
      {
        kind: "small",
        text: "You receive this newsletter because you signed up on our website and confirmed your address.",
      },
    ],
    unsubscribeUrl: UNSUBSCRIBE_MARK,
  });
  return {
    forSubscriber(unsubscribeUrl: string) {
      return {
        subject: content.subject,
        html: content.html.replaceAll(escapeHtml(UNSUBSCRIBE_MARK), escapeHtml(unsubscribeUrl)),
        text: content.text.replaceAll(UNSUBSCRIBE_MARK, unsubscribeUrl),
        // RFC 2369 and RFC 8058: mail apps show their own Unsubscribe button, which POSTs to the link.
        headers: {
          "List-Unsubscribe": `<${unsubscribeUrl}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          "List-Id": "Ridge Road Vineyard newsletter <newsletter.ridgeroadvineyard.example>",
        },
      };
    },
  };
}

export function unsubscribeUrl(links: SiteLinks, token: string): string {
  return links.url("/newsletter/unsubscribe", { token });
}

/** The issue as a subscriber would see it (with a link that unsubscribes nobody). */
export function issuePreview(links: SiteLinks, input: NewsletterInput): EmailPreview {
  const { subject, html, text } = newsletterIssue(input).forSubscriber(unsubscribeUrl(links, "preview"));
  return { subject, html, text };
}
