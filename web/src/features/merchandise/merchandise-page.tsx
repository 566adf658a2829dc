import { Button, Container, Flex, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { type MerchandiseSort, merchandiseSortLabels, merchandiseSorts } from "contracts/merchandise/labels";
import { ShoppingBag } from "lucide-react";
import { EmptyState } from "../../components/empty-state";
import { FilterButtons, type FilterOption } from "../../components/filter-buttons";
import { PageHeader } from "../../components/page-header";
import { ProductCardSkeleton } from "../../components/product-card-skeleton";
import { ProductGrid } from "../../components/product-grid";
import { SortSelect } from "../../components/sort-select";
import { useDocumentTitle } from "../../lib/document-title";
import { trpc } from "../../lib/trpc";
import { MerchandiseCard } from "./merchandise-card";
import {
  DEFAULT_MERCHANDISE_SORT,
  type MerchandiseFilter,
  merchandiseFilterLabels,
  merchandiseFilters,
  merchandiseListInput,
} from "./merchandise-search";

const route = getRouteApi("/merchandise");

const filterOptions: readonly FilterOption<MerchandiseFilter>[] = merchandiseFilters.map((filter) => ({
  value: filter,
  label: merchandiseFilterLabels[filter],
}));

/** /merchandise: apparel, accessories and glassware, filtered and sorted from the address. */
export function MerchandisePage() {
  useDocumentTitle("Merchandise");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const items = useQuery({
    ...trpc.merchandise.list.queryOptions(merchandiseListInput(search)),
    placeholderData: keepPreviousData,
  });

  function setFilter(filter: MerchandiseFilter) {
    void navigate({ search: (prev) => ({ ...prev, filter: filter === "all" ? undefined : filter }) });
  }

  function setSort(sort: MerchandiseSort) {
    void navigate({
      search: (prev) => ({ ...prev, sort: sort === DEFAULT_MERCHANDISE_SORT ? undefined : sort }),
    });
  }

  return (
    <>
      <PageHeader eyebrow="The winery shop" title="Merchandise">
        <Text>Hoodies, totes, corkscrews and glassware from the tasting room, shipped with your wine.</Text>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <Flex
          gap="4"
          direction={{ base: "column", md: "row" }}
          justify="space-between"
          align={{ base: "stretch", md: "flex-end" }}
          mb="6"
        >
          <FilterButtons
            label="Filter merchandise"
            options={filterOptions}
            value={search.filter ?? "all"}
            onChange={setFilter}
          />
          <SortSelect
            value={search.sort ?? DEFAULT_MERCHANDISE_SORT}
            options={merchandiseSorts}
            labels={merchandiseSortLabels}
            onChange={setSort}
          />
        </Flex>

        <ProductGrid
          query={items}
          errorFallback="Our merchandise could not be loaded right now. Please try again."
          skeleton={<ProductCardSkeleton />}
          skeletonCount={6}
          empty={
            <EmptyState
              icon={<ShoppingBag size={40} />}
              title="No merchandise found matching your criteria."
              action={
                search.filter ? (
                  <Button colorPalette="burgundy" onClick={() => setFilter("all")}>
                    Show all merchandise
                  </Button>
                ) : undefined
              }
            />
          }
          renderItem={(item) => <MerchandiseCard item={item} />}
        />
      </Container>
    </>
  );
}
