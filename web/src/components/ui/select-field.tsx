import type { FieldValues } from "react-hook-form";
import { LabeledSelect, type SelectBaseProps } from "./labeled-select";
import { type BoundField, type FieldChange, useTextField } from "./use-form-field";

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
