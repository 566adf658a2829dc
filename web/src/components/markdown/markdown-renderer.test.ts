import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { createElement } from "react";
import { jsx } from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import MarkdownRenderer from "./markdown-renderer";
import type { MarkdownOptions } from "./options";

const post: MarkdownOptions = { headings: "bold", codeBlocks: true, links: "ugc" };
const page: MarkdownOptions = { headings: "h2-h3", codeBlocks: false, links: "site" };

/** The rendered markup, without Chakra's class names (what the text is made of, not its look). */
function render(text: string, options: MarkdownOptions): string {
  const html = renderToStaticMarkup(
    // The JSX runtime's call, as a .tsx file would make it (the provider's types want children).
    jsx(ChakraProvider, {
      value: defaultSystem,
      children: createElement(MarkdownRenderer, { text, options }),
    }),
  );
  return html.replace(/ class="[^"]*"/g, "").replace(/<style[^>]*>.*?<\/style>/g, "");
}

describe("the Markdown renderer", () => {
  it("shows written HTML as the text it is, with either options", () => {
    for (const options of [post, page]) {
      expect(render('<b>bold</b> <img src="x" onerror="alert(1)">', options)).toBe(
        "<p>&lt;b&gt;bold&lt;/b&gt; &lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;</p>",
      );
    }
  });

  it("unwraps pictures to their alt text, with either options", () => {
    for (const options of [post, page])
      expect(render("![a label](https://example.com/x.png)", options)).toBe("<p>a label</p>");
  });

  it("gives a post's links no ranking credit and a new tab, and the staff's pages plain links", () => {
    expect(render("[site](https://example.com)", post)).toBe(
      '<p><a href="https://example.com" target="_blank" rel="nofollow ugc noopener">site</a></p>',
    );
    expect(render("[site](https://example.com)", page)).toBe('<p><a href="https://example.com">site</a></p>');
  });

  it("drops a javascript: link's address", () => {
    expect(render("[x](javascript:alert(1))", post)).toBe(
      '<p><a href="" target="_blank" rel="nofollow ugc noopener">x</a></p>',
    );
  });

  it("turns a post's headings into bold paragraphs, and keeps a page's ## and ### only", () => {
    expect(render("# Big\n\n### Small", post)).toBe(
      "<p><strong>Big</strong></p>\n<p><strong>Small</strong></p>",
    );
    expect(render("# Big\n\n## Part\n\n### Step\n\n#### Note", page)).toBe(
      "Big\n<h2>Part</h2>\n<h3>Step</h3>\nNote",
    );
  });

  it("keeps a post's code blocks, and shows a page's code inline", () => {
    expect(render("```\nx < 1\n```", post)).toBe("<pre><code>x &lt; 1\n</code></pre>");
    expect(render("```\nx < 1\n```", page)).toBe("<code>x &lt; 1\n</code>");
  });
});
