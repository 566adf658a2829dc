/**
 * HTML for e-mails, escaped by default: `html` escapes every value put into it unless the value is
 * itself HTML made here (a nested `html`, the Markdown renderer's output). User-written text (names,
 * special requests, a staff message) can therefore never become markup.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new SafeHtml(out);
}

/** Plain text as paragraphs: blank lines split them, single line breaks stay. */
export function paragraphsOf(text: string, style: string): SafeHtml {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return html`${paragraphs.map(
    (p) =>
      html`<p style="${style}">${p.split("\n").map((line, i) => (i === 0 ? line : html`<br>${line}`))}</p>`,
  )}`;
}
