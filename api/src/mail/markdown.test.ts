import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown";

const attack = `<img src=x onerror="alert(1)">`;
const escaped = "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;";

/** The HTML with the renderer's own inline styles taken out, so the assertions read the markup. */
const unstyled = (markdown: string) => markdownToHtml(markdown).value.replace(/ style="[^"]*"/g, "");

describe("a newsletter's Markdown in the e-mail", () => {
  it("shows code spans as text, never as markup", () => {
    expect(unstyled(`Pour \`${attack}\` gently.`)).toBe(`<p>Pour <code>${escaped}</code> gently.</p>\n`);
    expect(unstyled("`a < b && c > d`")).toBe("<p><code>a &lt; b &amp;&amp; c &gt; d</code></p>\n");
  });

  it.each([
    ["a heading", `## Harvest ${attack}`],
    ["a list item", `- Riesling ${attack}`],
    ["a quote", `> ${attack}`],
    ["emphasis", `**${attack}** _${attack}_ ~~${attack}~~`],
    ["a code block", `\`\`\`\n${attack}\n\`\`\``],
    ["a link's text", `[${attack}](https://ridgeroad.example)`],
    ["a picture's text", `![${attack}](https://ridgeroad.example/a.png)`],
    ["a table cell", `| a |\n|---|\n| ${attack} |`],
    ["raw HTML", `${attack}\n\n<script>alert(1)</script>`],
  ])("keeps %s as text", (_what, markdown) => {
    const out = markdownToHtml(markdown).value;
    expect(out).not.toMatch(/<img src=x|<script/i);
    expect(out).toContain("&lt;");
  });

  it("links only to web and mail addresses, with no title and the address escaped", () => {
    expect(unstyled('[Visit](https://ridgeroad.example/a?b=1&c="2" "A <b>title</b>")')).toBe(
      '<p><a href="https://ridgeroad.example/a?b=1&amp;c=%222%22">Visit</a></p>\n',
    );
    expect(unstyled("[Write](mailto:hello@ridgeroad.example)")).toBe(
      '<p><a href="mailto:hello@ridgeroad.example">Write</a></p>\n',
    );
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "/relative",
    ]) {
      expect(unstyled(`[Click](${href})`)).toBe("<p>Click</p>\n");
    }
    expect(unstyled("![x](mailto:a@b.example)")).toBe("<p>x</p>\n");
  });
});
