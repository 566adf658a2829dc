import { Button, HStack, Text } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";

/** Previous and next page, and where the list stands. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pages" justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <Text fontSize="sm" aria-current="page">
        Page {page} of {pages}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
