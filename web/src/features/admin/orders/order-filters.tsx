import { Box, SimpleGrid, Stack } from "@chakra-ui/react";
import {
  directionLabels,
  type OrderFilter,
  type OrderSort,
  orderFilterLabels,
  orderFilters,
  orderSortLabels,
  orderSorts,
  type SortDirection,
} from "contracts";
import { SearchBox } from "../../../components/search-box";
import { LabeledSelect } from "../../../components/ui/labeled-select";
import type { OrdersSearch } from "../routing/orders-search";

/** Search, status filter and sort; the search is sent once typing pauses (or on Enter). */
export function OrderFilters({
  search,
  onChange,
}: {
  search: OrdersSearch;
  onChange: (change: Partial<OrdersSearch>) => void;
}) {
  const sort = search.sort ?? "date";
  return (
    <Stack gap="3">
      <SearchBox
        value={search.search ?? ""}
        onSearch={(text) => onChange({ search: text || undefined })}
        label="Search orders"
        labelShown
        placeholder="Search by order ID, customer, or email..."
        maxLength={100}
      />
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <Box gridColumn={{ base: "span 2", md: "auto" }}>
          <LabeledSelect
            label="Status"
            value={search.status ?? "all"}
            onValueChange={(value) =>
              onChange({ status: value === "all" ? undefined : (value as OrderFilter) })
            }
          >
            {orderFilters.map((filter) => (
              <option key={filter} value={filter}>
                {orderFilterLabels[filter]}
              </option>
            ))}
          </LabeledSelect>
        </Box>
        <LabeledSelect
          label="Sort by"
          value={sort}
          onValueChange={(value) => onChange({ sort: value === "date" ? undefined : (value as OrderSort) })}
        >
          {orderSorts.map((key) => (
            <option key={key} value={key}>
              {orderSortLabels[key]}
            </option>
          ))}
        </LabeledSelect>
        <LabeledSelect
          label="Order"
          value={search.direction ?? "desc"}
          onValueChange={(value) => onChange({ direction: value === "asc" ? "asc" : undefined })}
        >
          {(["desc", "asc"] as SortDirection[]).map((direction) => (
            <option key={direction} value={direction}>
              {directionLabels[sort][direction]}
            </option>
          ))}
        </LabeledSelect>
      </SimpleGrid>
    </Stack>
  );
}
