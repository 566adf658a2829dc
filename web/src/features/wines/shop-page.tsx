import { Button, Container, Flex, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import type { Wine } from "contracts";
import { site } from "contracts/site";
import {
  type WineSort,
  type WineType,
  wineSortLabels,
  wineSorts,
  wineTypeLabels,
  wineTypes,
} from "contracts/wines/labels";
import { MapPin, Users, Wine as WineIcon } from "lucide-react";
import { type ReactNode, useCallback } from "react";
import { EmptyState } from "../../components/empty-state";
import { FilterButtons, type FilterOption } from "../../components/filter-buttons";
import { PageHeader } from "../../components/page-header";
import { ProductGrid } from "../../components/product-grid";
import { PromoCard } from "../../components/promo-card";
import { SearchBox } from "../../components/search-box";
import { SortSelect } from "../../components/sort-select";
import { useDocumentTitle } from "../../lib/document-title";
import { trpc } from "../../lib/trpc";
import { DEFAULT_WINE_SORT, SEARCH_MAX, wineListInput } from "./shop-search";

const route = getRouteApi("/shop");

const SKELETON_COUNT = 6;

const typeOptions: readonly FilterOption<WineType | "all">[] = [
  { value: "all", label: "All" },
  ...wineTypes.map((type) => ({ value: type, label: wineTypeLabels[type] })),
];

function winesCount(count: number): string {
  return `${count} ${count === 1 ? "wine" : "wines"}`;
}

export interface ShopPageProps {
  /** One wine of the grid (the route composes the wine card with its Add to Cart button). */
  renderWine: (wine: Wine, index: number) => ReactNode;
  /** A placeholder card shown while the list loads. */
  skeleton: ReactNode;
}

/** /shop: search, type filter and sort (all kept in the address), the wine grid and two promos. */
export function ShopPage({ renderWine, skeleton }: ShopPageProps) {
  useDocumentTitle("Shop Wines");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const wines = useQuery({
    ...trpc.wines.list.queryOptions(wineListInput(search)),
    // While a new search loads, keep showing the last results instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

  const onSearch = useCallback(
    (q: string) => void navigate({ search: (prev) => ({ ...prev, q: q || undefined }), replace: true }),
    [navigate],
  );

  function setType(type: WineType | "all") {
    void navigate({ search: (prev) => ({ ...prev, type: type === "all" ? undefined : type }) });
  }

  function setSort(sort: WineSort) {
    void navigate({ search: (prev) => ({ ...prev, sort: sort === DEFAULT_WINE_SORT ? undefined : sort }) });
  }

  function clearFilters() {
    void navigate({ search: {} });
  }

  const list = wines.data ?? [];
  const filtered = Boolean(search.q || search.type);

  return (
    <>
      <PageHeader eyebrow="From our cellar" title="Our Wines">
        <Text>
          Estate wines grown on the Lake Erie shore: crisp whites, cool-climate reds, rosés and sparkling
          wines made by hand in small lots.
        </Text>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <Stack
          gap="4"
          bg="white"
          p={{ base: "4", md: "5" }}
          borderRadius="xl"
          borderWidth="1px"
          borderColor="cream.300"
          mb="6"
        >
          <Flex gap="4" direction={{ base: "column", md: "row" }} align={{ base: "stretch", md: "flex-end" }}>
            <SearchBox
              value={search.q ?? ""}
              onSearch={onSearch}
              label="Search wines"
              placeholder="Search wines..."
              maxLength={SEARCH_MAX}
              minW={{ base: "full", md: "72" }}
            />
            <SortSelect
              value={search.sort ?? DEFAULT_WINE_SORT}
              options={wineSorts}
              labels={wineSortLabels}
              onChange={setSort}
            />
          </Flex>
          <FilterButtons
            label="Filter by type"
            options={typeOptions}
            value={search.type ?? "all"}
            onChange={setType}
          />
        </Stack>

        <HStack justify="space-between" mb="4" minH="8">
          <Text color="fg.muted" aria-live="polite" fontWeight="medium">
            {wines.isPending ? "Loading wines..." : wines.isError ? "" : winesCount(list.length)}
          </Text>
          {filtered ? (
            <Button size="sm" variant="ghost" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null}
        </HStack>

        <ProductGrid
          query={wines}
          errorFallback="Our wines could not be loaded right now. Please try again."
          skeleton={skeleton}
          skeletonCount={SKELETON_COUNT}
          empty={
            <EmptyState
              icon={<WineIcon size={40} />}
              title="No wines found"
              description="Try adjusting your search or filters"
              action={
                filtered ? (
                  <Button colorPalette="burgundy" onClick={clearFilters}>
                    Show all wines
                  </Button>
                ) : undefined
              }
            />
          }
          renderItem={renderWine}
        />

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt={{ base: "12", md: "16" }}>
          <PromoCard
            icon={<Users size={28} />}
            eyebrow="The Ridge Road Wine Club"
            title="Join the Wine Club"
            text="Free bottles every month, 5 to 15% off every order and first pick of our limited releases."
            linkTo="/membership"
            linkLabel="Explore Membership"
          />
          <PromoCard
            tone="cream"
            icon={<MapPin size={28} />}
            eyebrow="Tasting room"
            title="Taste Before You Buy"
            text={`Pour a flight with us in Conneaut: ${site.hours
              .filter((row) => row.time !== "Closed")
              .map((row) => `${row.days}, ${row.time}`)
              .join("; ")}.`}
            linkTo="/visit"
            linkLabel="Plan Your Visit"
          />
        </SimpleGrid>
      </Container>
    </>
  );
}
