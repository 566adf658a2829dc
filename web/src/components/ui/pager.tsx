import { Button, HStack, Text } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";

export interface PagerProps {
  page: number;
  /** How many pages there are (`pageCount` from a total and a page size). */
  pages: number;
  onPage: (page: number) => void;
  /** What is paged, for screen readers ("Topic pages", "Order pages"). */
  label: string;
}

/** The number of pages `total` items fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / "Page 2 of 5" / Next; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="center" gap="3" pt="2">
      <Button size="sm" variant="outline" bg="white" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </Text>
      <Button
        size="sm"
        variant="outline"
        bg="white"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next <ChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
