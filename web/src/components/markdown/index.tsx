import { lazy, type ReactNode, Suspense } from "react";
import type { MarkdownOptions } from "./options";

export type { MarkdownOptions } from "./options";

// react-markdown and its parser are a chunk of their own, loaded where a text is shown: Markdown
// never reaches a page's first load (scripts/check-budget.mjs). The newsletter's e-mails have their
// own renderer (api/src/mail/markdown.ts): HTML text with inline styles, made on the server.
const loadRenderer = () => import("./markdown-renderer");
const MarkdownRenderer = lazy(loadRenderer);

/** Starts loading the renderer ahead of the first text (a page about to show one). */
export function preloadMarkdown(): void {
  void loadRenderer();
}

/**
 * A text written in Markdown, rendered as React elements (never as HTML) with what `options`
 * allow; `fallback` shows until the renderer has loaded (the first time, a moment).
 */
export function Markdown({
  text,
  options,
  fallback,
}: {
  text: string;
  options: MarkdownOptions;
  fallback: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <MarkdownRenderer text={text} options={options} />
    </Suspense>
  );
}
