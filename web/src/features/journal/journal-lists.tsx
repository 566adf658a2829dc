import { Button, SimpleGrid, Stack } from "@chakra-ui/react";
import { useQueries } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { JournalEntry } from "contracts";
import { BookOpen, NotebookPen, SearchX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { LoadError } from "../../components/load-error";
import { Offscreen } from "../../components/ui/offscreen";
import { trpc } from "../../lib/trpc";
import { JournalCard, JournalCardSkeleton } from "./journal-card";
import { JOURNAL_PAGE_SIZE, type JournalSearch, myListInput, publicListInput } from "./journal-search";
import { TagChip } from "./tag-chip";

const columns = { base: 1, sm: 2, lg: 3 };
const SKELETON_COUNT = 6;

export function JournalGridSkeleton() {
  return (
    <SimpleGrid columns={columns} gap="6" aria-busy="true">
      {[...Array(SKELETON_COUNT).keys()].map((slot) => (
        <JournalCardSkeleton key={slot} />
      ))}
    </SimpleGrid>
  );
}

interface PagedGridProps {
  /** The query options of page n (from 1). */
  pageQuery: (page: number) => ReturnType<typeof trpc.journal.public.queryOptions>;
  empty: ReactNode;
  renderCard: (entry: JournalEntry) => ReactNode;
  errorFallback: string;
}

/**
 * Pages of cards: the first page (six placeholders while it loads), then "Show more entries" while
 * the last page came back full. Each page is its own query, so a mutation's invalidation refreshes
 * every page shown.
 */
function PagedGrid({ pageQuery, empty, renderCard, errorFallback }: PagedGridProps) {
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) => pageQuery(index + 1)),
  });
  const first = pages[0];
  const last = pages[pages.length - 1];
  if (!first || first.isPending) return <JournalGridSkeleton />;
  if (first.isError) {
    return <LoadError error={first.error} fallback={errorFallback} onRetry={() => void first.refetch()} />;
  }
  const entries = pages.flatMap((page) => page.data ?? []);
  if (entries.length === 0) return empty;
  const more = last?.data?.length === JOURNAL_PAGE_SIZE;
  return (
    <Stack gap="8">
      <SimpleGrid columns={columns} gap="6">
        {entries.map((entry) => (
          <Offscreen key={entry.id} estimatedHeight="420px">
            {renderCard(entry)}
          </Offscreen>
        ))}
      </SimpleGrid>
      {last?.isError ? (
        <LoadError
          error={last.error}
          fallback="More entries could not be loaded."
          onRetry={() => void last.refetch()}
          variant="section"
        />
      ) : more || last?.isPending ? (
        <Button
          alignSelf="center"
          variant="outline"
          bg="white"
          loading={last?.isPending}
          loadingText="Loading..."
          onClick={() => setPageCount((count) => count + 1)}
        >
          Show more entries
        </Button>
      ) : null}
    </Stack>
  );
}

/** My Journal: every entry of the signed-in person, private and public. */
export function MyJournalList() {
  return (
    <PagedGrid
      pageQuery={(page) => trpc.journal.mine.queryOptions(myListInput(page))}
      errorFallback="Your journal could not be loaded."
      renderCard={(entry) => (
        <JournalCard entry={entry} showAuthor={false} renderTag={(tag) => <TagChip tag={tag} />} />
      )}
      empty={
        <EmptyState
          icon={<NotebookPen size={40} />}
          title="Start Your Wine Journey"
          description="Record your first tasting: what you saw, smelled and tasted, what you thought, and who was with you."
          action={
            <Button asChild colorPalette="burgundy">
              <RouterLink to="/journal/new">Create First Entry</RouterLink>
            </Button>
          }
        />
      }
    />
  );
}

export interface CommunityListProps {
  search: JournalSearch;
  onClearFilters: () => void;
}

/** Everyone's public entries, filtered by the address (search, wine type, tag). */
export function CommunityList({ search, onClearFilters }: CommunityListProps) {
  const filtered = Boolean(search.q || search.type || search.tag);
  return (
    <PagedGrid
      // A new filter starts again at one page.
      key={JSON.stringify([search.q, search.type, search.tag])}
      pageQuery={(page) => trpc.journal.public.queryOptions(publicListInput(search, page))}
      errorFallback="The community's journals could not be loaded."
      renderCard={(entry) => (
        <JournalCard
          entry={entry}
          showAuthor
          renderTag={(tag) => <TagChip tag={tag} search={{ tab: "community", tag }} />}
        />
      )}
      empty={
        filtered ? (
          <EmptyState
            icon={<SearchX size={40} />}
            title="No entries match"
            description="Try another word, wine type or tag."
            action={
              <Button variant="outline" onClick={onClearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<BookOpen size={40} />}
            title="No Public Journals Yet"
            description="When wine lovers share their tasting notes, they appear here."
          />
        )
      }
    />
  );
}
