import { Button, Container, Field, Flex, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { merchandiseSortLabels, merchandiseSorts } from "contracts/merchandise/labels";
import { ShoppingBag } from "lucide-react";
import { EmptyState } from "../../components/empty-state";
import { FilterButtons, type FilterOption } from "../../components/filter-buttons";
import { PageHeader } from "../../components/page-header";
import { ProductCardSkeleton } from "../../components/product-card-skeleton";
import { useDocumentTitle } from "../../lib/document-title";
import { errorMessage, trpc } from "../../lib/trpc";
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

  function setSort(value: string) {
    const sort = merchandiseSorts.find((s) => s === value);
    void navigate({
      search: (prev) => ({ ...prev, sort: sort && sort !== DEFAULT_MERCHANDISE_SORT ? sort : undefined }),
    });
  }

  const list = items.data ?? [];

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
          <Field.Root width={{ base: "full", md: "60" }}>
            <Field.Label>Sort by</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                bg="white"
                value={search.sort ?? DEFAULT_MERCHANDISE_SORT}
                onChange={(event) => setSort(event.target.value)}
              >
                {merchandiseSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {merchandiseSortLabels[sort]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>

        {items.isError ? (
          <Stack align="center" py="12" gap="3" role="alert">
            <Text color="fg.muted">
              {errorMessage(items.error) ??
                "Our merchandise could not be loaded right now. Please try again."}
            </Text>
            <Button variant="outline" onClick={() => void items.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : items.isPending ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-busy="true">
            {[0, 1, 2, 3, 4, 5].map((slot) => (
              <ProductCardSkeleton key={slot} />
            ))}
          </SimpleGrid>
        ) : list.length === 0 ? (
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
        ) : (
          <SimpleGrid
            columns={{ base: 1, sm: 2, lg: 3 }}
            gap="6"
            opacity={items.isPlaceholderData ? 0.6 : 1}
            transition="opacity 0.2s"
          >
            {list.map((item) => (
              <MerchandiseCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
