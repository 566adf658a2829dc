import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL the app under test sends through. */
  url: string;
  /** Every message the server accepted, parsed, in the order they arrived. */
  messages: ParsedMail[];
  /** The next `count` messages are refused with `code` (451 "try again later", 550 "never"). */
  refuseNext(count: number, code?: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port, for one test: what the app sends arrives here. */
export async function startSmtpServer(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  let refusals: { left: number; code: number } = { left: 0, code: 451 };
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals.left > 0) {
          refusals = { ...refusals, left: refusals.left - 1 };
          refusedCount++;
          const error: Error & { responseCode?: number } = new Error(
            refusals.code >= 500 ? "Mailbox unavailable" : "Try again later",
          );
          error.responseCode = refusals.code;
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            messages.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count, code = 451) {
      refusals = { left: count, code };
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The nth message the server accepted (from 0); throws when it has not arrived. */
export function received(inbox: Pick<SmtpInbox, "messages">, index: number): ParsedMail {
  const mail = inbox.messages[index];
  if (!mail) throw new Error(`message ${index} has not arrived (${inbox.messages.length} did)`);
  return mail;
}

/** The text of a parsed message (its plain-text part). */
export function textOf(mail: ParsedMail): string {
  return mail.text ?? "";
}

/** The first link in a message's text that starts with `prefix` (a site path such as "/orders/"). */
export function linkIn(mail: ParsedMail, path: string): URL {
  const found = textOf(mail)
    .match(/https?:\/\/\S+/g)
    ?.map((href) => new URL(href))
    .find((url) => url.pathname.startsWith(path));
  if (!found) throw new Error(`no ${path} link in: ${textOf(mail)}`);
  return found;
}
