import { Field, NativeSelect } from "@chakra-ui/react";
import { oneOf } from "../lib/search-params";

export interface SortSelectProps<S extends string> {
  value: S;
  options: readonly S[];
  labels: Record<S, string>;
  onChange: (sort: S) => void;
}

/** "Sort by" for a product list, beside its filters (the order is kept in the address). */
export function SortSelect<S extends string>({ value, options, labels, onChange }: SortSelectProps<S>) {
  return (
    <Field.Root width={{ base: "full", md: "60" }}>
      <Field.Label>Sort by</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="white"
          value={value}
          onChange={(event) => {
            const sort = oneOf(options, event.target.value);
            if (sort) onChange(sort);
          }}
        >
          {options.map((sort) => (
            <option key={sort} value={sort}>
              {labels[sort]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
