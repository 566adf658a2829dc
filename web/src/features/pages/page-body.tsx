import { Box, Skeleton } from "@chakra-ui/react";
import { Markdown, type MarkdownOptions } from "../../components/markdown";

/** The staff's pages may use headings (below the page's own h1), lists, emphasis, links and quotes. */
const pageMarkdown: MarkdownOptions = { headings: "h2-h3", codeBlocks: false, links: "site" };

/** Markdown's spacing and lists in a page (the reset styles take them away). */
const pageStyles = {
  "& p": { marginBottom: "3", lineHeight: "1.7" },
  "& ul": { paddingLeft: "6", listStyleType: "disc", marginBottom: "3" },
  "& ol": { paddingLeft: "6", listStyleType: "decimal", marginBottom: "3" },
  "& li": { marginBottom: "1" },
} as const;

/** A page's Markdown, with its renderer loaded on demand (it never reaches a shopper's first load). */
export function PageBody({ text }: { text: string }) {
  return (
    <Box css={pageStyles}>
      <Markdown text={text} options={pageMarkdown} fallback={<Skeleton height="24" />} />
    </Box>
  );
}
