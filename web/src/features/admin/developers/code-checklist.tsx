import { Checkbox, Code, Stack, Text } from "@chakra-ui/react";

/**
 * A fieldset of checkboxes, each a code (a scope, an event type) with what it means: the scopes of
 * a new key and the events of a webhook endpoint.
 */
export function CodeChecklist<T extends string>({
  legend,
  options,
  labels,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  chosen: readonly T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <Stack gap="2" as="fieldset">
      <Text as="legend" fontWeight="medium" mb="1">
        {legend}
      </Text>
      {options.map((option) => (
        <Checkbox.Root
          key={option}
          colorPalette="burgundy"
          alignItems="flex-start"
          checked={chosen.includes(option)}
          onCheckedChange={(details) =>
            onChange(details.checked === true ? [...chosen, option] : chosen.filter((o) => o !== option))
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            <Code fontSize="xs">{option}</Code>{" "}
            <Text as="span" fontSize="sm" color="fg.muted">
              {labels[option]}
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
