import { Code, Text } from "@chakra-ui/react";

/** What Markdown a post may use, in one line under the text box. */
export function MarkdownHint() {
  return (
    <Text fontSize="xs" color="fg.muted">
      Formatting: <Code size="sm">**bold**</Code> <Code size="sm">*italic*</Code>{" "}
      <Code size="sm">[link](https://...)</Code>, lists with <Code size="sm">-</Code> and quotes with{" "}
      <Code size="sm">&gt;</Code>. No pictures or HTML.
    </Text>
  );
}
