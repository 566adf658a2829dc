import { SimpleGrid } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { LoadError } from "./load-error";
import { Offscreen } from "./ui/offscreen";

const columns = { base: 1, sm: 2, lg: 3 };

export interface ProductGridProps<T extends { id: string }> {
  /** The list's query (wines, gift packages, merchandise). */
  query: UseQueryResult<T[], unknown>;
  /** What to say when the list could not be loaded and the server gave no reason. */
  errorFallback: string;
  /** A placeholder card, shown `skeletonCount` times while the list loads. */
  skeleton: ReactNode;
  skeletonCount: number;
  /** Shown when the list is empty (nothing matches the filters). */
  empty: ReactNode;
  /** `index` is the card's place in the grid (the first ones are above the fold). */
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A shop list's grid of cards: its error with a retry, placeholders while it loads, its empty state,
 * or the cards (dimmed while the next filter's answer is on its way).
 */
export function ProductGrid<T extends { id: string }>({
  query,
  errorFallback,
  skeleton,
  skeletonCount,
  empty,
  renderItem,
}: ProductGridProps<T>) {
  if (query.isError) {
    return <LoadError error={query.error} fallback={errorFallback} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) {
    return (
      <SimpleGrid columns={columns} gap="6" aria-busy="true">
        {[...Array(skeletonCount).keys()].map((slot) => (
          <Fragment key={slot}>{skeleton}</Fragment>
        ))}
      </SimpleGrid>
    );
  }
  if (query.data.length === 0) return empty;
  return (
    <SimpleGrid
      columns={columns}
      gap="6"
      opacity={query.isPlaceholderData ? 0.6 : 1}
      transition="opacity 0.2s"
    >
      {query.data.map((item, index) => (
        <Offscreen key={item.id} estimatedHeight="600px">
          {renderItem(item, index)}
        </Offscreen>
      ))}
    </SimpleGrid>
  );
}
