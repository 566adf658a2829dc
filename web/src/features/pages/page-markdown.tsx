import { Box, Link } from "@chakra-ui/react";
import Markdown, { type Components } from "react-markdown";

interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
}

/** Raw HTML in a page shows as the text it is, never rendered. */
function htmlAsText() {
  const walk = (node: MarkdownNode): void => {
    if (node.type === "html") node.type = "text";
    node.children?.forEach(walk);
  };
  return walk;
}

/** The staff's pages may use headings (below the page's own h1), lists, emphasis, links and quotes. */
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
  "br",
  "hr",
  "h2",
  "h3",
];

const components: Components = {
  a: ({ href, children }) => (
    <Link href={href} color="burgundy.700" textDecoration="underline">
      {children}
    </Link>
  ),
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
};

/** A page's Markdown as React elements (never as HTML); loaded only where a page is shown. */
export default function PageMarkdown({ text }: { text: string }) {
  return (
    <Box
      css={{
        "& p": { marginBottom: "3", lineHeight: "1.7" },
        "& ul": { paddingLeft: "6", listStyleType: "disc", marginBottom: "3" },
        "& ol": { paddingLeft: "6", listStyleType: "decimal", marginBottom: "3" },
        "& li": { marginBottom: "1" },
      }}
    >
      <Markdown
        remarkPlugins={[htmlAsText]}
        allowedElements={allowedElements}
        unwrapDisallowed
        components={components}
      >
        {text}
      </Markdown>
    </Box>
  );
}
