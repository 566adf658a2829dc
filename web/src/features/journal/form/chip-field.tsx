import { Button, Stack, Text, Wrap } from "@chakra-ui/react";
import type { JournalFormInput } from "contracts";
import { choiceLabel } from "contracts/journal/labels";
import { useId } from "react";
import { type Control, type FieldPathByValue, useController } from "react-hook-form";
import type { JournalFormValues } from "./form-values";

export interface ChipGroupProps {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** How an option reads; the journal's words by default. */
  optionLabel?: (option: string) => string;
  error?: string | undefined;
}

/**
 * One line of the tasting sheet: a row of chips, at most one pressed. Pressing the pressed chip
 * again clears the line (every line is optional).
 */
export function ChipGroup({
  label,
  options,
  value,
  onChange,
  optionLabel = choiceLabel,
  error,
}: ChipGroupProps) {
  const labelId = useId();
  return (
    <Stack gap="1.5">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Wrap role="group" aria-labelledby={labelId} gap="1.5">
        {options.map((option) => {
          const pressed = option === value;
          return (
            <Button
              key={option}
              type="button"
              size="xs"
              height="8"
              px="3"
              borderRadius="full"
              variant={pressed ? "solid" : "outline"}
              colorPalette="burgundy"
              bg={pressed ? undefined : "white"}
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? "" : option)}
            >
              {optionLabel(option)}
            </Button>
          );
        })}
      </Wrap>
      {error ? (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface ChipFieldProps extends Omit<ChipGroupProps, "value" | "onChange" | "error"> {
  control: Control<JournalFormValues, unknown, JournalFormInput>;
  name: FieldPathByValue<JournalFormValues, string>;
}

/** A chip line bound to the journal form. */
export function ChipField({ control, name, ...group }: ChipFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <ChipGroup
      {...group}
      value={typeof value === "string" ? value : ""}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
