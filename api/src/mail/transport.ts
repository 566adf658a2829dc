import type { MailAttachment } from "db";
import { createTransport } from "nodemailer";

/** A message leaving the outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  headers: Record<string, string>;
}

/** Where the worker hands messages: SMTP in production, a fake in tests if one wants it. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

/** The SMTP answer of a refusal, when there was one (nodemailer puts it on the error). */
export function smtpResponseCode(error: unknown): number | null {
  if (error && typeof error === "object" && "responseCode" in error) {
    const code = Number(error.responseCode);
    return Number.isInteger(code) ? code : null;
  }
  return null;
}

/**
 * Sends through the SMTP server of `SMTP_URL` (smtp://user:pass@host:587, smtps://... for TLS on
 * connect) with nodemailer, from `MAIL_FROM`. Time limits keep one slow server from holding the worker.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  // The URL sets host, port and credentials (its query may override these time limits).
  const transporter = createTransport(
    { url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
      return { messageId: String(info.messageId ?? "") };
    },
  };
}
