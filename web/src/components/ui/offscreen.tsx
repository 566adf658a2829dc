import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface OffscreenProps {
  /** Its height until it has been drawn once (a guess; after that the browser remembers). */
  estimatedHeight: string;
  children: ReactNode;
}

/**
 * A card or section the browser may leave unstyled, unlaid and unpainted until it comes near the
 * screen (`content-visibility: auto`): a phone draws the first screen of a long page without doing
 * the work for the rest. It stays in the page for search, find-in-page and screen readers. Only for
 * content on the page's own light background: a checker (Lighthouse's contrast audit) cannot see the
 * background of what is not drawn, so light text on a dark section would read as unreadable.
 */
export function Offscreen({ estimatedHeight, children }: OffscreenProps) {
  return (
    <Box contentVisibility="auto" containIntrinsicSize={`auto ${estimatedHeight}`}>
      {children}
    </Box>
  );
}
