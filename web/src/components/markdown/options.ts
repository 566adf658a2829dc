/** What a Markdown text may use beyond paragraphs, emphasis, links, lists, quotes and inline code. */
export interface MarkdownOptions {
  /**
   * "bold": every heading shows as a bold paragraph, so the text adds nothing to the page's outline
   * (people's posts); "h2-h3": ## and ### are sub-headings under the page's own h1, other levels
   * show as their text (the staff's pages).
   */
  headings: "bold" | "h2-h3";
  /** Code blocks (``` fences, indented code) as blocks; without, their code shows inline. */
  codeBlocks: boolean;
  /**
   * "ugc": links written by people open in a new tab, with no ranking credit and no window.opener;
   * "site": the staff's links, like any link of the site.
   */
  links: "ugc" | "site";
}
