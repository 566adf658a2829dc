import { Box, Button, Input, SimpleGrid, Stack } from "@chakra-ui/react";
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
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { FieldFrame } from "../../../components/ui/field-frame";
import { LabeledSelect } from "../../../components/ui/labeled-select";
import type { OrdersSearch } from "../routing/orders-search";

const SEARCH_DELAY_MS = 300;

/** Search, status filter and sort; the search is sent once typing pauses. */
export function OrderFilters({
  search,
  onChange,
}: {
  search: OrdersSearch;
  onChange: (change: Partial<OrdersSearch>) => void;
}) {
  const [text, setText] = useState(search.search ?? "");
  // The address bar wins when it changes from elsewhere (Back, a tile, a link).
  useEffect(() => setText(search.search ?? ""), [search.search]);
  useEffect(() => {
    if (text.trim() === (search.search ?? "")) return;
    const timer = setTimeout(() => onChange({ search: text.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search.search, onChange]);
  const sort = search.sort ?? "date";
  return (
    <Stack gap="3">
      <form
        aria-label="Order search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search: text.trim() || undefined });
        }}
      >
        <FieldFrame label="Search orders">
          <Input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by order ID, customer, or email..."
            bg="white"
            maxLength={100}
          />
        </FieldFrame>
        <Button type="submit" srOnly>
          <Search aria-hidden /> Search
        </Button>
      </form>
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
