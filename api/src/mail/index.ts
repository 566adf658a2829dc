// The mail module (infrastructure, like payments): modules write messages with `queueMail` in their
// own transactions; the worker (api/src/jobs) sends them. It imports no module.

export { mailDate, mailDateTime, mailDay, mailTime } from "./format";
export { escapeHtml, html, SafeHtml } from "./html";
export { type CalendarEvent, calendarFile } from "./ics";
export { type Block, type EmailBody, type EmailContent, renderEmail } from "./layout";
export { SiteLinks } from "./links";
export { markdownToHtml } from "./markdown";
export { listOutbox, type NewMail, outboxMessage, queueMail, requeue } from "./outbox";
export { type MailTransport, type OutgoingMail, smtpTransport } from "./transport";
export { type MailRun, type MailWorkerDeps, sendQueuedMail } from "./worker";

import type { SiteLinks } from "./links";
import type { MailTransport } from "./transport";

/** What the app holds for e-mail: where links point, and the SMTP transport (null: none configured). */
export interface MailDeps {
  links: SiteLinks;
  transport: MailTransport | null;
}
