import { Box } from "@chakra-ui/react";
import { Markdown, type MarkdownOptions } from "../../components/markdown";

/**
 * What a post may use (docs/product/decisions.md, "Forum"): paragraphs, emphasis, links, lists,
 * quotes and code. HTML shows as text; anything else (images, tables) is unwrapped to its text.
 * Headings keep their words in bold, so a post never adds headings to the page's outline.
 */
const postMarkdown: MarkdownOptions = { headings: "bold", codeBlocks: true, links: "ugc" };

/** Markdown's spacing, lists and quotes inside a post (the reset styles take them away). */
const postStyles = {
  "& p, & ul, & ol, & blockquote, & pre": { marginBottom: "0.75em" },
  "& > :last-child": { marginBottom: 0 },
  "& ul": { listStyleType: "disc", paddingInlineStart: "1.5em" },
  "& ol": { listStyleType: "decimal", paddingInlineStart: "1.5em" },
  "& li": { marginBottom: "0.25em" },
  "& blockquote": {
    borderInlineStartWidth: "3px",
    borderColor: "burgundy.200",
    paddingInlineStart: "0.75em",
    color: "fg.muted",
  },
  "& code": {
    fontFamily: "mono",
    fontSize: "0.9em",
    bg: "cream.200",
    paddingInline: "0.25em",
    borderRadius: "sm",
  },
  "& pre": { bg: "cream.200", padding: "0.75em", borderRadius: "md", overflowX: "auto" },
  "& pre code": { bg: "transparent", padding: 0 },
  "& hr": { marginBlock: "1em", borderColor: "cream.300" },
} as const;

/**
 * A post's text, rendered from Markdown once the renderer has loaded; until then (a moment, the first
 * time) the same words as plain text.
 */
export function PostBody({ text }: { text: string }) {
  return (
    <Box css={postStyles} wordBreak="break-word" lineHeight="tall">
      <Markdown text={text} options={postMarkdown} fallback={<Box whiteSpace="pre-wrap">{text}</Box>} />
    </Box>
  );
}
