import { Button, Wrap } from "@chakra-ui/react";

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

export interface FilterButtonsProps<V extends string> {
  /** Names the group for screen readers ("Filter by type"). */
  label: string;
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A row of toggle buttons where exactly one is pressed (a list filter kept in the address). */
export function FilterButtons<V extends string>({ label, options, value, onChange }: FilterButtonsProps<V>) {
  return (
    <Wrap role="group" aria-label={label} gap="2">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <Button
            key={option.value}
            size="sm"
            borderRadius="full"
            variant={pressed ? "solid" : "outline"}
            colorPalette="burgundy"
            bg={pressed ? undefined : "white"}
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Wrap>
  );
}
