import { Link } from "@chakra-ui/react";
import Markdown, { type Components } from "react-markdown";

/** The little of a Markdown tree (mdast) the plugin below reads. */
interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
}

/**
 * HTML written in a post is shown as the text it is (`<b>` reads "<b>"), never rendered and never
 * silently dropped: the writer sees exactly what they typed.
 */
function htmlAsText() {
  const walk = (node: MarkdownNode): void => {
    if (node.type === "html") node.type = "text";
    node.children?.forEach(walk);
  };
  return walk;
}

/**
 * What a post may use (docs/product/decisions.md, "Forum"): paragraphs, emphasis, links, lists,
 * quotes and code. HTML shows as text; anything else (images, tables) is unwrapped to its text.
 * Headings keep their words in bold, so a post never adds headings to the page's outline.
 */
const allowedElements = [
  "p",
  "em",
  "strong",
  "del",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "br",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
];

const heading: Components["h1"] = ({ children }) => (
  <p>
    <strong>{children}</strong>
  </p>
);

const components: Components = {
  // People's links are theirs, not the winery's: no ranking credit, a new tab, no window.opener.
  a: ({ href, children }) => (
    <Link
      href={href}
      color="burgundy.700"
      textDecoration="underline"
      target="_blank"
      rel="nofollow ugc noopener"
    >
      {children}
    </Link>
  ),
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
};

/** A post's Markdown as React elements (never as HTML). Loaded only when a topic opens. */
export default function ForumMarkdown({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={[htmlAsText]}
      allowedElements={allowedElements}
      unwrapDisallowed
      components={components}
    >
      {text}
    </Markdown>
  );
}
