import { Skeleton } from "@chakra-ui/react";
import { lazy, Suspense } from "react";

const PageMarkdown = lazy(() => import("./page-markdown"));

/** A page's Markdown, with its renderer loaded on demand (it never reaches a shopper's first load). */
export function PageBody({ text }: { text: string }) {
  return (
    <Suspense fallback={<Skeleton height="24" />}>
      <PageMarkdown text={text} />
    </Suspense>
  );
}
