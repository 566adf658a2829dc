import { site } from "contracts/site";
import { html, paragraphsOf, type SafeHtml } from "./html";

/**
 * One look for every e-mail: the winery's burgundy header with the gold rule, a cream page, the
 * contact footer. Messages are written as blocks, and each block gives both the HTML and the
 * plain-text version, so the two never say different things.
 */
export type Block =
  /** Plain text; blank lines make paragraphs. */
  | { kind: "text"; text: string }
  | { kind: "button"; label: string; url: string }
  /** A sentence that ends in a link: "Manage your bookings in your dashboard." */
  | { kind: "link"; text: string; label: string; url: string }
  /** Ordered items: what, a detail line, and the amount. */
  | { kind: "lines"; lines: { name: string; detail?: string | undefined; amount: string }[] }
  /** A money breakdown; the strong row is the total. */
  | { kind: "totals"; rows: { label: string; value: string; strong?: boolean }[] }
  /** Label and value pairs: date, time, guests, reference. */
  | { kind: "facts"; rows: { label: string; value: string }[] }
  /** A boxed note: the shipping address, special requests, a message from the staff. */
  | { kind: "note"; title?: string | undefined; text: string }
  | { kind: "list"; items: string[] }
  /** Rendered Markdown (a newsletter issue) and its source as the text version. */
  | { kind: "markdown"; html: SafeHtml; text: string }
  | { kind: "small"; text: string };

export interface EmailBody {
  subject: string;
  /** The line inboxes show after the subject. */
  preheader: string;
  heading: string;
  blocks: Block[];
  /** Bulk mail only: the one-click unsubscribe link in the footer. */
  unsubscribeUrl?: string | undefined;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const colors = {
  page: "#F8F3E9",
  card: "#FFFDF8",
  border: "#E2D4B6",
  header: "#561726",
  gold: "#C9A227",
  goldLight: "#DFC15A",
  ink: "#2A0A12",
  muted: "#6C5C3F",
  burgundy: "#6B1E2E",
  footer: "#EFE6D3",
  note: "#F8F3E9",
};
const serif = "Georgia, 'Playfair Display', 'Times New Roman', serif";
const sans = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const paragraph = `margin:0 0 16px;font-family:${sans};font-size:16px;line-height:1.6;color:${colors.ink};`;
const cell = `padding:8px 0;font-family:${sans};font-size:15px;color:${colors.ink};vertical-align:top;`;

function blockHtml(block: Block): SafeHtml {
  switch (block.kind) {
    case "text":
      return paragraphsOf(block.text, paragraph);
    case "button":
      return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:${colors.burgundy};"><a href="${block.url}" style="display:inline-block;padding:12px 24px;font-family:${sans};font-size:16px;font-weight:bold;color:#FFFFFF;text-decoration:none;border-radius:8px;">${block.label}</a></td></tr></table>`;
    case "link":
      return html`<p style="${paragraph}">${block.text} <a href="${block.url}" style="color:${colors.burgundy};text-decoration:underline;">${block.label}</a></p>`;
    case "lines":
      return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px;border-top:1px solid ${colors.border};">${block.lines.map(
        (line) =>
          html`<tr><td style="${cell}border-bottom:1px solid ${colors.border};"><strong>${line.name}</strong>${line.detail ? html`<br><span style="font-size:13px;color:${colors.muted};">${line.detail}</span>` : ""}</td><td align="right" style="${cell}border-bottom:1px solid ${colors.border};white-space:nowrap;padding-left:12px;">${line.amount}</td></tr>`,
      )}</table>`;
    case "totals":
      return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;">${block.rows.map(
        (row) =>
          html`<tr><td style="padding:4px 0;font-family:${sans};font-size:${row.strong ? "17px" : "14px"};color:${row.strong ? colors.ink : colors.muted};${row.strong ? "font-weight:bold;border-top:2px solid #E2D4B6;padding-top:10px;" : ""}">${row.label}</td><td align="right" style="padding:4px 0;font-family:${sans};font-size:${row.strong ? "17px" : "14px"};color:${colors.ink};${row.strong ? "font-weight:bold;border-top:2px solid #E2D4B6;padding-top:10px;" : ""}">${row.value}</td></tr>`,
      )}</table>`;
    case "facts":
      return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;background:${colors.note};border-radius:8px;">${block.rows.map(
        (row) =>
          html`<tr><td style="padding:8px 16px;font-family:${sans};font-size:12px;text-transform:uppercase;letter-spacing:1px;color:${colors.muted};width:35%;vertical-align:baseline;">${row.label}</td><td style="padding:8px 16px;font-family:${sans};font-size:15px;color:${colors.ink};font-weight:bold;vertical-align:baseline;">${row.value}</td></tr>`,
      )}</table>`;
    case "note":
      return html`<div style="margin:0 0 24px;padding:16px 16px 8px;background:${colors.note};border-left:4px solid ${colors.gold};border-radius:4px;">${block.title ? html`<p style="margin:0 0 6px;font-family:${sans};font-size:13px;text-transform:uppercase;letter-spacing:1px;color:${colors.muted};">${block.title}</p>` : ""}${paragraphsOf(block.text, `margin:0 0 8px;font-family:${sans};font-size:15px;line-height:1.5;color:${colors.ink};`)}</div>`;
    case "list":
      return html`<ul style="margin:0 0 16px;padding-left:22px;">${block.items.map(
        (item) =>
          html`<li style="margin:0 0 6px;font-family:${sans};font-size:15px;line-height:1.5;color:${colors.ink};">${item}</li>`,
      )}</ul>`;
    case "markdown":
      return html`<div style="font-family:${sans};font-size:16px;line-height:1.6;color:${colors.ink};">${block.html}</div>`;
    case "small":
      return html`<p style="margin:16px 0 0;font-family:${sans};font-size:13px;line-height:1.5;color:${colors.muted};">${block.text}</p>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "text":
    case "small":
      return block.text.trim();
    case "button":
      return `${block.label}: ${block.url}`;
    case "link":
      return `${block.text} ${block.label}: ${block.url}`;
    case "lines":
      return block.lines.map((l) => `- ${l.name}${l.detail ? ` (${l.detail})` : ""}: ${l.amount}`).join("\n");
    case "totals":
      return block.rows.map((r) => `${r.strong ? r.label.toUpperCase() : r.label}: ${r.value}`).join("\n");
    case "facts":
      return block.rows.map((r) => `${r.label}: ${r.value}`).join("\n");
    case "note":
      return `${block.title ? `${block.title}:\n` : ""}${block.text.trim()}`;
    case "list":
      return block.items.map((i) => `- ${i}`).join("\n");
    case "markdown":
      return block.text.trim();
  }
}

function footerLines(unsubscribeUrl: string | undefined): string[] {
  const lines = [
    `${site.name} · ${site.addressLine}`,
    `${site.phone} · ${site.email}`,
    `Tasting room: ${site.hours.map((h) => `${h.days} ${h.time}`).join("; ")}`,
  ];
  if (unsubscribeUrl) lines.push(`Unsubscribe: ${unsubscribeUrl}`);
  return lines;
}

/** The message in the winery's look, as HTML and as plain text. */
export function renderEmail(body: EmailBody): EmailContent {
  const year = site.established;
  const htmlDoc = html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${body.subject}</title></head>
<body style="margin:0;padding:0;background:${colors.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${body.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.page};"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${colors.card};border:1px solid ${colors.border};border-radius:12px;">
<tr><td style="background:${colors.header};padding:28px 32px 22px;text-align:center;border-radius:12px 12px 0 0;">
<div style="font-family:${serif};font-size:28px;line-height:1.2;color:#FFFDF8;">${site.name}</div>
<div style="margin-top:8px;font-family:${sans};font-size:11px;letter-spacing:3px;text-transform:uppercase;color:${colors.goldLight};">Est. ${year} · ${site.address.city}, Ohio</div>
</td></tr>
<tr><td style="height:4px;line-height:4px;font-size:0;background:${colors.gold};">&nbsp;</td></tr>
<tr><td style="padding:32px 32px 16px;">
<h1 style="margin:0 0 20px;font-family:${serif};font-size:26px;line-height:1.25;font-weight:normal;color:${colors.burgundy};">${body.heading}</h1>
${body.blocks.map(blockHtml)}
</td></tr>
<tr><td style="background:${colors.footer};padding:20px 32px;text-align:center;border-radius:0 0 12px 12px;font-family:${sans};font-size:12px;line-height:1.7;color:${colors.muted};">
<strong style="color:${colors.burgundy};">${site.name}</strong> · ${site.addressLine}<br>
<a href="${site.phoneHref}" style="color:${colors.muted};">${site.phone}</a> · <a href="mailto:${site.email}" style="color:${colors.muted};">${site.email}</a><br>
Tasting room: ${site.hours.map((h, i) => html`${i > 0 ? " · " : ""}${h.days} ${h.time}`)}${
    body.unsubscribeUrl
      ? html`<br><br>You receive this because you subscribed to our newsletter. <a href="${body.unsubscribeUrl}" style="color:${colors.burgundy};">Unsubscribe</a>`
      : ""
  }
</td></tr>
</table>
</td></tr></table>
</body></html>`;

  const text = [
    site.name.toUpperCase(),
    "",
    body.heading,
    "",
    ...body.blocks.map((b) => `${blockText(b)}\n`),
    "--",
    ...footerLines(body.unsubscribeUrl),
  ].join("\n");

  return { subject: body.subject, html: htmlDoc.value, text: `${text}\n` };
}
