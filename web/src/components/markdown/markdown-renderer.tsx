import { Box, Link } from "@chakra-ui/react";
import { useMemo } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import type { MarkdownOptions } from "./options";

/** The little of a Markdown tree (mdast) the plugin below reads. */
interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
}

/**
 * HTML written in the text is shown as the text it is (`<b>` reads "<b>"), never rendered and never
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
 * What every text may use; anything else (tables, other headings) is unwrapped to its text, and a
 * picture shows as its description: an image has no text to unwrap and would vanish unseen.
 */
const common = ["p", "em", "strong", "del", "a", "ul", "ol", "li", "blockquote", "code", "br", "hr", "img"];

const pictureAsText: Components["img"] = ({ alt }) => alt ?? null;

const links: Record<MarkdownOptions["links"], Components["a"]> = {
  // People's links are theirs, not the winery's: no ranking credit, a new tab, no window.opener.
  ugc: ({ href, children }) => (
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
  site: ({ href, children }) => (
    <Link href={href} color="burgundy.700" textDecoration="underline">
      {children}
    </Link>
  ),
};

const boldHeading: Components["h1"] = ({ children }) => (
  <p>
    <strong>{children}</strong>
  </p>
);

const headings: Record<MarkdownOptions["headings"], Components> = {
  bold: {
    h1: boldHeading,
    h2: boldHeading,
    h3: boldHeading,
    h4: boldHeading,
    h5: boldHeading,
    h6: boldHeading,
  },
  "h2-h3": {
    h2: ({ children }) => (
      <Box as="h2" fontSize="xl" fontWeight="bold" color="burgundy.800" mt="6" mb="2">
        {children}
      </Box>
    ),
    h3: ({ children }) => (
      <Box as="h3" fontSize="lg" fontWeight="semibold" color="burgundy.800" mt="4" mb="2">
        {children}
      </Box>
    ),
  },
};

function elementsFor(options: MarkdownOptions): { allowed: string[]; components: Components } {
  const components: Components = {
    a: links[options.links],
    img: pictureAsText,
    ...headings[options.headings],
  };
  const allowed = [
    ...common,
    ...(options.codeBlocks ? ["pre"] : []),
    ...Object.keys(headings[options.headings]),
  ];
  return { allowed, components };
}

/** Markdown as React elements (never as HTML), with what `options` allow. Loaded on first use. */
export default function MarkdownRenderer({ text, options }: { text: string; options: MarkdownOptions }) {
  const { allowed, components } = useMemo(() => elementsFor(options), [options]);
  return (
    <ReactMarkdown
      remarkPlugins={[htmlAsText]}
      allowedElements={allowed}
      unwrapDisallowed
      components={components}
    >
      {text}
    </ReactMarkdown>
  );
}
