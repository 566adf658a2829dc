import { NativeSelect } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";
import type { FieldValues } from "react-hook-form";
import { FieldFrame } from "./field-frame";
import { type BoundField, type FieldChange, useTextField } from "./use-form-field";

interface SelectBaseProps {
  label: string;
  /** The <option> elements. */
  children: ReactNode;
  helperText?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The browser's autofill hint ("address-level1" for a state). */
  autoComplete?: string | undefined;
}

export interface LabeledSelectProps extends SelectBaseProps {
  value: string;
  onValueChange: (value: string) => void;
  name?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement> | undefined;
}

/** A labelled native select with its message right under it, for choices kept outside a form. */
export function LabeledSelect({
  label,
  value,
  onValueChange,
  children,
  error,
  helperText,
  required,
  disabled,
  name,
  autoComplete,
  ref,
}: LabeledSelectProps) {
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field
          ref={ref}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          bg="white"
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

export interface SelectFieldProps<Values extends FieldValues, Output>
  extends BoundField<Values, Output, string>,
    FieldChange<string>,
    SelectBaseProps {
  /**
   * What the select shows when the screen settles the choice itself (a date that no longer fits
   * the chosen experience shows its first bookable date); the form's value otherwise.
   */
  shownValue?: string | undefined;
}

/** A labelled native select bound to a form value (the FormField of choices). */
export function SelectField<Values extends FieldValues, Output>({
  control,
  name,
  format,
  onValueChange,
  shownValue,
  ...select
}: SelectFieldProps<Values, Output>) {
  const field = useTextField({ control, name }, { format, onValueChange });
  return (
    <LabeledSelect
      {...select}
      name={field.name.split(".").pop()}
      ref={field.ref}
      value={shownValue ?? field.value}
      onValueChange={field.change}
      error={field.error}
    />
  );
}
