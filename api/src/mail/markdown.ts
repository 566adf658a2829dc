import { Marked, type Tokens } from "marked";
import { escapeHtml, SafeHtml } from "./html";

const sans = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const serif = "Georgia, 'Playfair Display', 'Times New Roman', serif";
const text = `font-family:${sans};font-size:16px;line-height:1.6;color:#2A0A12;`;

/** Only web and mail links: `javascript:` and other schemes become plain text. */
function safeUrl(href: string): string | null {
  try {
    const url = new URL(href);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Markdown for e-mail (newsletter issues written by the staff): paragraphs, headings, emphasis,
 * lists, quotes, links and pictures, each with inline styles (mail clients drop style sheets).
 * Raw HTML in the text is shown as text, never as markup. Every renderer written here escapes what
 * it puts out (marked hands them the text as written); the ones left to marked (text, emphasis,
 * lists, tables, code blocks) escape on their own. Links' and pictures' titles are dropped.
 *
 * Not the web's renderer (web/src/components/markdown): that one makes React elements with
 * react-markdown in the browser, so no HTML text ever exists to escape; an e-mail needs HTML text
 * with every style inline, made here on the server, and allows more (pictures, tables, every
 * heading level). What the two share is a rule, not code: raw HTML shows as the text it is.
 */
const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html({ text: raw }) {
      return escapeHtml(raw);
    },
    paragraph({ tokens }) {
      return `<p style="margin:0 0 16px;${text}">${this.parser.parseInline(tokens)}</p>\n`;
    },
    heading({ tokens, depth }) {
      const size = depth <= 1 ? 24 : depth === 2 ? 20 : 17;
      return `<h${depth} style="margin:24px 0 12px;font-family:${serif};font-size:${size}px;line-height:1.3;font-weight:normal;color:#6B1E2E;">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
    blockquote({ tokens }) {
      return `<blockquote style="margin:0 0 16px;padding:4px 16px;border-left:4px solid #C9A227;color:#4A3F2C;">${this.parser.parse(tokens)}</blockquote>\n`;
    },
    hr() {
      return `<hr style="border:none;border-top:1px solid #E2D4B6;margin:24px 0;">\n`;
    },
    link({ href, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      return url
        ? `<a href="${escapeHtml(url)}" style="color:#6B1E2E;text-decoration:underline;">${inner}</a>`
        : inner;
    },
    image({ href, text: alt }: Tokens.Image) {
      const url = safeUrl(href);
      if (!url || url.startsWith("mailto:")) return escapeHtml(alt);
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" style="display:block;max-width:100%;height:auto;margin:0 0 16px;border-radius:8px;">`;
    },
    codespan({ text: code }) {
      return `<code style="font-family:Menlo,Consolas,monospace;font-size:14px;background:#EFE6D3;padding:1px 4px;border-radius:3px;">${escapeHtml(code)}</code>`;
    },
  },
});

export function markdownToHtml(markdown: string): SafeHtml {
  const out = marked.parse(markdown);
  return new SafeHtml(typeof out === "string" ? out : "");
}
