import { Box } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { JournalSearch } from "./journal-search";

export interface TagChipProps {
  tag: string;
  /** Where the tag leads (the community's entries with it); plain text without. */
  search?: JournalSearch | undefined;
}

/** A tag as a small rounded "#tag". */
export function TagChip({ tag, search }: TagChipProps) {
  const look = {
    display: "inline-block",
    px: "2",
    py: "0.5",
    borderRadius: "full",
    fontSize: "xs",
    bg: "cream.200",
    color: "cream.900",
  } as const;
  if (!search)
    return (
      <Box as="span" {...look}>
        #{tag}
      </Box>
    );
  return (
    <Box asChild {...look} _hover={{ bg: "cream.300" }} aria-label={`Entries tagged ${tag}`}>
      <RouterLink to="/journal" search={search}>
        #{tag}
      </RouterLink>
    </Box>
  );
}
